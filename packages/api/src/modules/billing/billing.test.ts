import { registrationResponseSchema, usageSchema } from '@yardstick/core/schemas/account';
import { errorBodySchema } from '@yardstick/core/schemas/fields';
import { randomUUID } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testModeIntents } from '../../platform/db/schema/index.ts';
import { HAND_OFF_HEADER, signHandOff } from '../../platform/auth/handOffToken.ts';
import { signSession } from '../../platform/auth/session.ts';
import { ownerRepository } from '../accounts/index.ts';
import { TEST_JWT_SECRET, useTestApp } from '../../testing/app.ts';
import { buildOwner } from '../../testing/factories.ts';
import {
  completeBody,
  confirmCard,
  createCheckout,
  DECLINED,
  intentIdOf,
  me,
  subscribe,
  subscriptionBody,
  cancelNow,
} from '../../testing/billingFlow.ts';

const app = useTestApp();

describe('billing in test mode (no Stripe keys)', () => {
  it('says which payment form to show', async () => {
    expect((await app.anonymous().get('/api/billing/config')).body).toEqual({ mode: 'test' });
  });

  it('takes a trial owner through create → confirm 4242 → complete to an active starter plan', async () => {
    const owner = await buildOwner();
    const client = app.as(owner);
    const checkout = await createCheckout(client, owner, 'starter');
    expect(checkout.type).toBe('payment');
    expect((await me(client)).subscriptionStatus).toBe('none');

    const confirmed = await confirmCard(client, checkout.clientSecret, '4242424242424242');
    expect(confirmed.body).toMatchObject({ type: 'payment', status: 'succeeded' });
    const completed = await client.post(
      '/api/complete-subscription',
      completeBody(owner, 'starter', checkout),
    );
    expect(completed.body).toEqual({ success: true });

    expect(await me(client)).toMatchObject({
      subscriptionStatus: 'active',
      plan: 'starter',
      hasHadActiveSubscription: true,
      stripeSubscriptionId: expect.stringMatching(/^tm_sub_/),
    });
    const usage = usageSchema.parse((await client.get(`/api/usage/${owner.id}`)).body);
    expect(usage).toMatchObject({
      currentPlan: 'starter',
      estimateLimit: 25,
      estimatesRemaining: 25,
    });
    expect(usage.periodEnd).toBeDefined();
    expect((await client.get('/api/payment-method')).body).toEqual({
      paymentMethod: { card: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2034 } },
    });
  });

  it('refuses a declined card with a clear sentence and leaves the owner as they were', async () => {
    const owner = await buildOwner();
    const client = app.as(owner);
    const checkout = await createCheckout(client, owner, 'starter');
    const before = await me(client);
    const declined = await confirmCard(client, checkout.clientSecret, DECLINED);
    expect(declined.status).toBe(400);
    expect(declined.body).toEqual({ error: 'Your card was declined.' });
    const insufficient = await confirmCard(client, checkout.clientSecret, '4000 0000 0000 9995');
    expect(insufficient.body).toEqual({ error: 'Your card has insufficient funds.' });
    const completed = await client.post(
      '/api/complete-subscription',
      completeBody(owner, 'starter', checkout),
    );
    expect(completed.body).toEqual({ success: false, error: 'Your card has insufficient funds.' });
    expect(await me(client)).toEqual(before);
  });

  it('refuses card numbers that are not test cards, and broken expiry or CVC', async () => {
    const owner = await buildOwner();
    const client = app.as(owner);
    const { clientSecret } = await createCheckout(client, owner, 'pro');
    const post = (changes: Record<string, string>) =>
      client.post('/api/billing/test-mode/confirm', {
        clientSecret,
        cardNumber: '4242 4242 4242 4242',
        expiry: '12/34',
        cvc: '123',
        ...changes,
      });
    expect((await post({ cardNumber: '4111 1111 1111 1111' })).body).toEqual({
      error:
        'Test mode accepts only Stripe test card numbers, such as 4242 4242 4242 4242. No real card is ever charged here.',
    });
    expect((await post({ cardNumber: '1234' })).body).toEqual({
      error: 'Your card number is invalid.',
    });
    expect((await post({ expiry: '01/20' })).body).toEqual({
      error: "Your card's expiration date is in the past.",
    });
    expect((await post({ cvc: '1' })).body).toEqual({
      error: "Your card's security code is incomplete.",
    });
    expect((await post({ expiry: '123' })).body).toEqual({
      error: "Your card's expiration date is incomplete.",
    });
    expect((await post({ clientSecret: 'tm_pi_x_secret_y' })).status).toBe(404);
    // An expiry typed without the slash, as people do, is read as MMYY.
    expect((await post({ expiry: '1234' })).body).toMatchObject({ status: 'succeeded' });
  });

  it('validates coupons and charges the discounted first month', async () => {
    const owner = await buildOwner();
    const client = app.as(owner);
    const valid = await client.post('/api/validate-coupon', {
      couponCode: 'welcome20',
      plan: 'starter',
    });
    expect(valid.body).toEqual({
      coupon: {
        id: 'WELCOME20',
        name: 'Welcome 20% off',
        description: '20% off your first month',
        percent_off: 20,
        amount_off: null,
      },
    });
    expect((await client.post('/api/validate-coupon', { couponCode: 'NOPE' })).body).toEqual({
      error: 'Invalid coupon code',
    });
    expect((await client.post('/api/validate-coupon', { couponCode: '  ' })).body).toEqual({
      error: 'Please enter a coupon code',
    });

    const checkout = await subscribe(client, owner, 'starter', 'WELCOME20');
    const [intent] = await app.db
      .select()
      .from(testModeIntents)
      .where(eq(testModeIntents.id, intentIdOf(checkout.clientSecret)));
    expect(intent?.amountCents).toBe(3999); // 49.99 less 20 %
  });

  it('activates a plan a 100 % coupon makes free without a card, and refuses one that is not free', async () => {
    const owner = await buildOwner();
    const client = app.as(owner);
    const notFree = await client.post(
      '/api/create-free-subscription',
      subscriptionBody(owner, 'starter', 'SAVE10'),
    );
    expect(notFree.status).toBe(400);
    const free = await client.post(
      '/api/create-free-subscription',
      subscriptionBody(owner, 'starter', 'FREEMONTH'),
    );
    expect(free.body).toMatchObject({ success: true });
    const user = await me(client);
    expect(user).toMatchObject({ subscriptionStatus: 'active', plan: 'starter' });
    // No card to renew on: it ends with the free month, and the owner is told when.
    expect(new Date(user.cancelAt ?? 0).getTime()).toBeGreaterThan(Date.now() + 27 * 86_400_000);
    expect((await client.get('/api/payment-method')).body).toEqual({ paymentMethod: null });
  });

  it('upgrades starter to pro with the prorated difference charged at once, then cancels at once', async () => {
    const owner = await buildOwner();
    const client = app.as(owner);
    await subscribe(client, owner, 'starter');
    const upgraded = await client.post('/api/upgrade-subscription', {
      userId: owner.id,
      newPlan: 'pro',
    });
    expect(upgraded.body).toEqual({ success: true, plan: 'pro', subscriptionStatus: 'active' });
    const same = await client.post('/api/upgrade-subscription', {
      userId: owner.id,
      newPlan: 'pro',
    });
    expect(same.body).toEqual({ error: 'You are already on that plan.' });
    const { stripeSubscriptionId } = await me(client);
    const charges = await app.db
      .select()
      .from(testModeIntents)
      .where(eq(testModeIntents.subscriptionId, stripeSubscriptionId ?? ''));
    const proration = charges.find((charge) => charge.purpose === 'proration');
    expect(proration?.amountCents).toBeGreaterThan(7900); // 129.99 − 49.99, nearly a whole month left
    expect((await client.get(`/api/usage/${owner.id}`)).body).toMatchObject({ estimateLimit: 200 });

    await cancelNow(client, owner);
    expect(await me(client)).toMatchObject({
      subscriptionStatus: 'canceled',
      hasHadActiveSubscription: true,
    });
    expect((await client.post('/api/cancel-subscription', { userId: owner.id })).status).toBe(400);
  });

  it('refuses a second subscription and a creation without name, email or user id', async () => {
    const owner = await buildOwner();
    const client = app.as(owner);
    await subscribe(client, owner, 'starter');
    const again = await client.post('/api/create-subscription', subscriptionBody(owner, 'pro'));
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ error: 'User already has an active subscription' });
    const missing = await client.post('/api/create-subscription', {
      userId: owner.id,
      email: owner.email,
      plan: 'pro',
    });
    expect(missing.body).toEqual({ error: 'Missing Information' });
  });

  it("refuses another owner's user id with 403", async () => {
    const owner = await buildOwner();
    const other = await buildOwner();
    const client = app.as(owner);
    for (const [path, body] of [
      ['/api/create-subscription', subscriptionBody(other, 'starter')],
      ['/api/upgrade-subscription', { userId: other.id, newPlan: 'pro' }],
      ['/api/cancel-subscription', { userId: other.id }],
      [
        '/api/complete-subscription',
        { userId: other.id, plan: 'starter', paymentIntentId: 'tm_pi_x' },
      ],
    ] as const) {
      expect((await client.post(path, body)).status, path).toBe(403);
    }
    // Another owner's intent, under one's own user id: not theirs to complete.
    const theirs = await createCheckout(app.as(other), other, 'starter');
    const stolen = await client.post(
      '/api/complete-subscription',
      completeBody(owner, 'starter', theirs),
    );
    expect(stolen.status).toBe(403);
  });

  it('needs a session for plan changes, cancellation and the payment method', async () => {
    const visitor = app.anonymous();
    expect((await visitor.get('/api/payment-method')).status).toBe(401);
    expect((await visitor.post('/api/cancel-subscription', { userId: 'x' })).status).toBe(401);
  });
});

describe('the signed-out hand-off of SPEC §6', () => {
  const handOff = (ownerId: string) => ({
    [HAND_OFF_HEADER]: signHandOff(ownerId, TEST_JWT_SECRET),
  });

  it('lets a new owner subscribe signed out with the token registration gave', async () => {
    const registered = await app.anonymous().post('/api/register', {
      companyName: 'Handoff Lawns',
      email: `handoff-${Date.now()}@example.test`,
      password: 'correct horse battery staple',
      termsOfUseAccepted: true,
      privacyPolicyAccepted: true,
    });
    expect(registered.status).toBe(201);
    const { id, handOffToken } = registrationResponseSchema.parse(registered.body);
    const owner = await ownerRepository(app.db).get(id);
    if (!owner) throw new Error('registered owner not found');
    // No cookie: only the token.
    const visitor = app.anonymous().with({ [HAND_OFF_HEADER]: handOffToken });
    await subscribe(visitor, owner, 'essentials');
    expect(await me(app.as(owner))).toMatchObject({
      subscriptionStatus: 'active',
      plan: 'essentials',
    });
  });

  it("refuses another owner's userId, email and name without their token", async () => {
    const owner = await buildOwner();
    const other = await buildOwner();
    const before = await me(app.as(owner));
    const expired = jwt.sign({ exp: Math.floor(Date.now() / 1000) - 60 }, TEST_JWT_SECRET, {
      subject: owner.id,
      audience: 'subscription-hand-off',
    });
    const sessionToken = signSession(
      { ownerId: owner.id, sessionId: randomUUID() },
      TEST_JWT_SECRET,
    );
    const callers = {
      'no token': app.anonymous(),
      'another owner’s token': app.anonymous().with(handOff(other.id)),
      'an expired token': app.anonymous().with({ [HAND_OFF_HEADER]: expired }),
      'a session token': app.anonymous().with({ [HAND_OFF_HEADER]: sessionToken }),
      'a forged token': app.anonymous().with({
        [HAND_OFF_HEADER]: signHandOff(owner.id, 'another-secret-that-is-long-enough-0123456789'),
      }),
    };
    for (const [label, visitor] of Object.entries(callers)) {
      const free = await visitor.post(
        '/api/create-free-subscription',
        subscriptionBody(owner, 'pro', 'FREEMONTH'),
      );
      expect(free.status, label).toBe(401);
      expect(errorBodySchema.parse(free.body).error, label).toMatch(/sign in/i);
      const paid = await visitor.post('/api/create-subscription', subscriptionBody(owner, 'pro'));
      expect(paid.status, label).toBe(401);
    }
    expect(await me(app.as(owner))).toEqual(before);
  });

  it('refuses a wrong email or name, and tells an owner already subscribed so, changing nothing', async () => {
    const owner = await buildOwner();
    const visitor = app.anonymous().with(handOff(owner.id));
    const wrongEmail = { ...subscriptionBody(owner, 'starter'), email: 'someone@else.test' };
    expect((await visitor.post('/api/create-subscription', wrongEmail)).status).toBe(401);
    const wrongName = { ...subscriptionBody(owner, 'starter'), name: 'Another Co' };
    expect((await visitor.post('/api/create-subscription', wrongName)).status).toBe(401);

    await subscribe(app.as(owner), owner, 'starter');
    const before = await me(app.as(owner));
    const again = await visitor.post('/api/create-subscription', subscriptionBody(owner, 'pro'));
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ error: 'User already has an active subscription' });
    expect(
      (
        await visitor.post(
          '/api/create-free-subscription',
          subscriptionBody(owner, 'pro', 'FREEMONTH'),
        )
      ).status,
    ).toBe(409);
    expect(await me(app.as(owner))).toEqual(before);
  });
});
