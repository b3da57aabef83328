import { expect, type APIRequestContext, type BrowserContext } from '@playwright/test';
import { z } from 'zod';
import { ownerApi, registerOwner, signInAs, type Owner } from '@yardstick/e2e-support/owners';

const checkoutSchema = z.object({ type: z.enum(['payment', 'setup']), clientSecret: z.string() });

/** Subscribes the owner in test mode through the calls the subscription page makes. */
export async function subscribeThroughApi(
  api: APIRequestContext,
  owner: Owner,
  plan: 'essentials' | 'starter' | 'pro' | 'elite',
  cardNumber = '4242 4242 4242 4242',
): Promise<void> {
  const created = await api.post('/api/create-subscription', {
    data: { userId: owner.id, email: owner.email, name: owner.companyName, plan },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const checkout = checkoutSchema.parse(await created.json());
  const confirmed = await api.post('/api/billing/test-mode/confirm', {
    data: {
      clientSecret: checkout.clientSecret,
      cardNumber,
      expiry: '1230',
      cvc: '123',
    },
  });
  expect(confirmed.ok(), await confirmed.text()).toBe(true);
  const id = checkout.clientSecret.split('_secret_')[0];
  const completed = await api.post('/api/complete-subscription', {
    data: {
      userId: owner.id,
      plan,
      ...(checkout.type === 'payment' ? { paymentIntentId: id } : { setupIntentId: id }),
    },
  });
  expect(await completed.json()).toEqual({ success: true });
}

/** A new owner subscribed to the plan, signed in in this browser context. */
export async function signInSubscribed(
  context: BrowserContext,
  label: string,
  plan: 'essentials' | 'starter' | 'pro' | 'elite',
  cardNumber?: string,
): Promise<Owner> {
  const owner = await registerOwner({ label });
  const api = await ownerApi(owner);
  await subscribeThroughApi(api, owner, plan, cardNumber);
  await api.dispose();
  await signInAs(context, owner);
  return owner;
}
