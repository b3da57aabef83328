import type { PaidPlanId } from '@yardstick/core/enums';
import { createSubscriptionResponseSchema } from '@yardstick/core/schemas/billing';
import { currentUserSchema } from '@yardstick/core/schemas/account';
import { expect } from 'vitest';
import type { Owner } from '../modules/accounts/index.ts';
import type { TestClient } from './client.ts';

/** Steps of the subscription page, as its calls, for the billing route tests. */

export const SUCCEEDS = '4242 4242 4242 4242';
export const DECLINED = '4000 0000 0000 0002';

export function subscriptionBody(owner: Owner, plan: PaidPlanId, couponId?: string) {
  return { userId: owner.id, email: owner.email, name: owner.companyName, plan, couponId };
}

export async function createCheckout(
  client: TestClient,
  owner: Owner,
  plan: PaidPlanId,
  couponId?: string,
) {
  const res = await client.post(
    '/api/create-subscription',
    subscriptionBody(owner, plan, couponId),
  );
  expect(res.status, res.text).toBe(200);
  return createSubscriptionResponseSchema.parse(res.body);
}

/** The test-mode card form: confirms the client secret with a card number. */
export function confirmCard(client: TestClient, clientSecret: string, cardNumber: string) {
  return client.post('/api/billing/test-mode/confirm', {
    clientSecret,
    cardNumber,
    expiry: '12 / 34',
    cvc: '123',
    name: 'Pat Green',
  });
}

export function intentIdOf(clientSecret: string): string {
  return clientSecret.split('_secret_')[0] ?? '';
}

export function completeBody(
  owner: Owner,
  plan: PaidPlanId,
  checkout: { type: string; clientSecret: string },
) {
  const id = intentIdOf(checkout.clientSecret);
  return {
    userId: owner.id,
    plan,
    ...(checkout.type === 'payment' ? { paymentIntentId: id } : { setupIntentId: id }),
  };
}

/**
 * create → confirm with a good card → complete: the owner is then active on the plan. `card`
 * may be one that pays the first month only (4000 0000 0000 0341).
 */
export async function subscribe(
  client: TestClient,
  owner: Owner,
  plan: PaidPlanId,
  couponId?: string,
  card = SUCCEEDS,
) {
  const checkout = await createCheckout(client, owner, plan, couponId);
  const confirmed = await confirmCard(client, checkout.clientSecret, card);
  expect(confirmed.status, confirmed.text).toBe(200);
  const completed = await client.post(
    '/api/complete-subscription',
    completeBody(owner, plan, checkout),
  );
  expect(completed.body).toEqual({ success: true });
  return checkout;
}

export async function me(client: TestClient) {
  const res = await client.get('/api/me');
  return currentUserSchema.parse(res.body);
}

/** Cancels at once (not at the period's end) and checks the answer. */
export async function cancelNow(client: TestClient, owner: Owner) {
  const canceled = await client.post('/api/cancel-subscription', {
    userId: owner.id,
    immediately: true,
  });
  expect(canceled.body).toEqual({ success: true, subscriptionStatus: 'canceled', cancelAt: null });
}
