import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../../platform/clock.ts';
import type { Db } from '../../../platform/db/database.ts';
import { ValidationError } from '../../../platform/errors.ts';
import { holdTestDatabase, releaseTestDatabase } from '../../../testing/database.ts';
import { buildOwner } from '../../../testing/factories.ts';
import { startFakeStripe, type FakeStripe } from '../../../testing/fakeStripe.ts';
import type { BillingProvider } from '../types.ts';
import { createStripeClient } from './stripe/stripeClient.ts';
import { createStripeProvider } from './stripe/stripeProvider.ts';
import { confirmTestPayment } from './testMode/confirmTestPayment.ts';
import { createTestModeProvider } from './testMode/testModeProvider.ts';

/** One provider under test, and what the browser's card form would do with it. */
interface Harness {
  provider: BillingProvider;
  /** Confirms a client secret with a test card number; answers the decline sentence, if any. */
  confirm(clientSecret: string, cardNumber: string): Promise<string | null>;
  meterEventCount(): number;
}

let db: Db;
let fake: FakeStripe;
beforeAll(async () => {
  db = (await holdTestDatabase()).db;
  fake = await startFakeStripe();
  // The codes test mode has built in, set up on the fake Stripe account too.
  fake.addCoupon({ id: 'coupon_welcome', name: 'Welcome 20% off', percent_off: 20 });
  fake.addPromotionCode('WELCOME20', 'coupon_welcome');
  fake.addCoupon({ id: 'FREEMONTH', name: 'First month free', percent_off: 100 });
});
afterAll(async () => {
  await fake.close();
  await releaseTestDatabase();
});

const harnesses: Record<string, () => Harness> = {
  'test mode': () => {
    let meterEvents = 0;
    const provider = createTestModeProvider(db, systemClock);
    return {
      provider: {
        ...provider,
        recordMeterEvent: async (event) => {
          await provider.recordMeterEvent(event);
          meterEvents += 1;
        },
      },
      async confirm(clientSecret, cardNumber) {
        try {
          await confirmTestPayment(db, systemClock, {
            clientSecret,
            cardNumber,
            expiry: '12/34',
            cvc: '123',
          });
          return null;
        } catch (error) {
          if (error instanceof ValidationError) return error.message;
          throw error;
        }
      },
      meterEventCount: () => meterEvents,
    };
  },
  stripe: () => ({
    provider: createStripeProvider(
      createStripeClient({ secretKey: fake.secretKey, apiBase: new URL(fake.url) }),
      fake.publishableKey,
    ),
    confirm: async (clientSecret, cardNumber) => fake.confirm(clientSecret, cardNumber).error,
    meterEventCount: () => fake.store.meterEvents.length,
  }),
};

describe.each(Object.entries(harnesses))('BillingProvider contract: %s', (_name, makeHarness) => {
  let harness: Harness;
  beforeAll(() => {
    harness = makeHarness();
  });

  async function subscribe(plan: 'essentials' | 'starter' | 'pro', code?: string) {
    const owner = await buildOwner();
    const { provider } = harness;
    const customerId = await provider.createCustomer({
      ownerId: owner.id,
      email: owner.email,
      name: 'Green Acres',
    });
    const discount = code ? await provider.findDiscount(code) : null;
    const created = await provider.createSubscription({
      customerId,
      ownerId: owner.id,
      plan,
      discount,
    });
    return { customerId, created };
  }

  async function activeSubscription(plan: 'essentials' | 'starter', card = '4242 4242 4242 4242') {
    const { customerId, created } = await subscribe(plan);
    if (!created.intent) throw new Error('expected an intent');
    expect(await harness.confirm(created.intent.clientSecret, card)).toBeNull();
    const intent = await harness.provider.retrieveIntent(created.intent);
    const state = await harness.provider.activateSubscription(created.subscriptionId, intent);
    return { customerId, subscriptionId: created.subscriptionId, intent, state };
  }

  it('finds a promotion code by its code, a coupon by its id, and nothing for an unknown code', async () => {
    const welcome = await harness.provider.findDiscount('WELCOME20');
    expect(welcome?.coupon).toMatchObject({ percent_off: 20, amount_off: null });
    expect((await harness.provider.findDiscount('FREEMONTH'))?.coupon.percent_off).toBe(100);
    expect(await harness.provider.findDiscount('NO-SUCH-CODE')).toBeNull();
  });

  it('asks for a payment when something is due, and activates once the card went through', async () => {
    const { customerId, created } = await subscribe('starter');
    expect(created.intent?.type).toBe('payment');
    expect(created.intent?.clientSecret).toContain('_secret_');
    const ref = created.intent ?? { type: 'payment' as const, id: '' };
    expect((await harness.provider.retrieveIntent(ref)).status).toBe('requires_payment_method');
    expect(
      await harness.confirm(created.intent?.clientSecret ?? '', '4242424242424242'),
    ).toBeNull();
    const intent = await harness.provider.retrieveIntent(ref);
    expect(intent).toMatchObject({ status: 'succeeded', customerId });
    const state = await harness.provider.activateSubscription(created.subscriptionId, intent);
    expect(state).toMatchObject({ status: 'active', plan: 'starter', customerId });
    expect(state.currentPeriodEnd?.getTime()).toBeGreaterThan(Date.now());
    expect(
      await harness.provider.paymentMethod({ customerId, subscriptionId: created.subscriptionId }),
    ).toEqual({ card: expect.objectContaining({ brand: 'visa', last4: '4242' }) });
  });

  it('keeps a declined card on the intent with the processor’s sentence', async () => {
    const { created } = await subscribe('starter');
    const secret = created.intent?.clientSecret ?? '';
    expect(await harness.confirm(secret, '4000 0000 0000 0002')).toBe('Your card was declined.');
    expect(await harness.confirm(secret, '4000000000009995')).toBe(
      'Your card has insufficient funds.',
    );
    const intent = await harness.provider.retrieveIntent(
      created.intent ?? { type: 'payment', id: '' },
    );
    expect(intent.status).toBe('requires_payment_method');
    expect(intent.errorMessage).toBe('Your card has insufficient funds.');
  });

  it('saves a card with a SetupIntent when nothing is due now (pay-as-you-go)', async () => {
    const { customerId, state, subscriptionId } = await activeSubscription('essentials');
    expect(state).toMatchObject({ status: 'active', plan: 'essentials' });
    expect(await harness.provider.paymentMethod({ customerId, subscriptionId })).not.toBeNull();
  });

  it('starts a plan a 100 % coupon makes free without a card', async () => {
    const { created } = await subscribe('starter', 'FREEMONTH');
    expect(created.intent?.type ?? 'setup').toBe('setup');
    const state = await harness.provider.activateSubscription(created.subscriptionId, null);
    expect(state.status).toBe('active');
  });

  it('changes plan with the difference charged at once, and refuses when the card fails', async () => {
    const { subscriptionId } = await activeSubscription('starter');
    expect(await harness.provider.changePlan(subscriptionId, 'pro')).toMatchObject({
      status: 'active',
      plan: 'pro',
    });
    const failing = await activeSubscription('starter', '4000 0000 0000 0341');
    await expect(harness.provider.changePlan(failing.subscriptionId, 'pro')).rejects.toThrow(
      new ValidationError('Your card was declined.'),
    );
    expect((await harness.provider.getSubscription(failing.subscriptionId)).plan).toBe('starter');
  });

  it('cancels at once', async () => {
    const { subscriptionId } = await activeSubscription('starter');
    expect((await harness.provider.cancelSubscription(subscriptionId)).status).toBe('canceled');
    expect((await harness.provider.getSubscription(subscriptionId)).status).toBe('canceled');
  });

  it('records a meter event per billed estimate', async () => {
    const { customerId } = await activeSubscription('essentials');
    const before = harness.meterEventCount();
    await harness.provider.recordMeterEvent({
      customerId,
      identifier: `est_${customerId}`,
      timestamp: new Date(),
    });
    expect(harness.meterEventCount()).toBe(before + 1);
  });
});
