import { randomBytes } from 'node:crypto';
import type { PaidPlanId } from '@yardstick/core/enums';
import { PLANS } from '@yardstick/core/plans';
import { discountedPlanPrice } from '@yardstick/core/subscription';
import type { Clock } from '../../../../platform/clock.ts';
import type { Db } from '../../../../platform/db/database.ts';
import { dollarsToCents } from '../../../../platform/db/money.ts';
import { NotFoundError, ValidationError } from '../../../../platform/errors.ts';
import { firstPeriod, remainingShare } from '@yardstick/core/billingPeriod';
import { BILLING_ERRORS } from '../../messages.ts';
import type {
  BillingProvider,
  CheckoutIntent,
  IntentState,
  IntentType,
  SubscriptionState,
} from '../../types.ts';
import { CARD_MESSAGES } from './testCards.ts';
import { cardOf, FAILS_LATER_CHARGES, paymentMethodOf } from './testModeCards.ts';
import { invoiceOfPayment, isListedPayment, paymentDescription } from './testModePayments.ts';
import { testModeId } from './testModeIds.ts';
import { findTestCoupon } from './testCoupons.ts';
import {
  testModeRepository,
  type TestModeIntent,
  type TestModeSubscription,
} from './testModeRepository.ts';

/** The card form's credential, as a Stripe client secret is: the intent id and a random part. */
function clientSecretOf(intentId: string): string {
  return `${intentId}_secret_${randomBytes(24).toString('base64url')}`;
}

function stateOf(row: TestModeSubscription): SubscriptionState {
  return {
    id: row.id,
    customerId: row.customerId,
    status: row.status,
    plan: row.plan,
    currentPeriodStart: row.currentPeriodStart,
    currentPeriodEnd: row.currentPeriodEnd,
  };
}

function intentStateOf(row: TestModeIntent): IntentState {
  return {
    id: row.id,
    type: row.type,
    status: row.status,
    customerId: row.customerId,
    paymentMethodId: row.cardLast4 ? `tm_pm_${row.cardBrand}_${row.cardLast4}` : null,
    errorMessage: row.lastError,
  };
}

/** A scheduled cancellation or downgrade whose time has come, as the changes to write. */
function dueChanges(
  row: TestModeSubscription,
  now: Date,
): Partial<TestModeSubscription> | undefined {
  if (row.cancelAt && row.cancelAt <= now && row.status !== 'canceled')
    return { status: 'canceled', cancelAt: null, pendingPlan: null, pendingPlanAt: null };
  if (row.pendingPlan && row.pendingPlanAt && row.pendingPlanAt <= now)
    return { plan: row.pendingPlan, pendingPlan: null, pendingPlanAt: null };
  return undefined;
}

/** The plan's base price for the months after the first (coupons apply to the first one only). */
function monthlyCents(plan: PaidPlanId): number {
  return dollarsToCents(PLANS[plan].basePrice);
}

/**
 * The built-in test-mode processor: the same behaviour as Stripe, kept in our database, so the
 * whole subscription flow works on a fresh clone. Cards are confirmed by
 * confirmTestPayment (POST /api/billing/test-mode/confirm) with Stripe's test card numbers;
 * nothing is ever charged.
 */
export function createTestModeProvider(db: Db, clock: Clock): BillingProvider {
  const store = testModeRepository(db, clock);

  /** The row with what has fallen due applied, as Stripe does at a period's end. */
  const subscriptionOf = async (id: string): Promise<TestModeSubscription> => {
    const row = await store.getSubscription(id);
    if (!row) throw new NotFoundError(BILLING_ERRORS.noSubscription);
    const due = dueChanges(row, clock.now());
    if (!due) return row;
    return (await store.updateSubscription(id, due)) ?? row;
  };

  const newIntent = async (
    subscription: TestModeSubscription,
    type: IntentType,
    amountCents: number,
    purpose: 'subscription' | 'card_update' = 'subscription',
  ): Promise<CheckoutIntent> => {
    const id = testModeId(type === 'payment' ? 'pi' : 'seti');
    const clientSecret = clientSecretOf(id);
    await store.createIntent({
      id,
      ownerId: subscription.ownerId,
      customerId: subscription.customerId,
      subscriptionId: subscription.id,
      type,
      purpose,
      description: type === 'payment' ? paymentDescription.firstMonth(subscription.plan) : null,
      amountCents,
      status: 'requires_payment_method',
      clientSecret,
    });
    return { type, id, clientSecret };
  };

  return {
    mode: 'test',
    publishableKey: undefined,

    async findDiscount(code) {
      const coupon = findTestCoupon(code);
      return coupon ? { coupon, apply: { coupon: coupon.id } } : null;
    },

    async createCustomer() {
      return testModeId('cus');
    },

    async createSubscription({ customerId, ownerId, plan, discount }) {
      const amountDueCents = dollarsToCents(discountedPlanPrice(plan, discount?.coupon));
      const subscription = await store.createSubscription({
        id: testModeId('sub'),
        ownerId,
        customerId,
        plan,
        status: 'incomplete',
        couponId: discount?.coupon.id ?? null,
        amountDueCents,
      });
      // As on Stripe: a payment when something is due now, else a SetupIntent saves the card
      // (pay-as-you-go is 0 a month but bills every estimate; a free month bills from the next).
      const type = amountDueCents > 0 ? 'payment' : 'setup';
      const intent = await newIntent(subscription, type, amountDueCents);
      return { subscriptionId: subscription.id, status: 'incomplete', intent };
    },

    async retrieveIntent({ id }) {
      const row = await store.getIntent(id);
      if (!row) throw new NotFoundError(BILLING_ERRORS.intentNotOwned);
      return intentStateOf(row);
    },

    async activateSubscription(subscriptionId, intent) {
      const subscription = await subscriptionOf(subscriptionId);
      const paid = intent?.status === 'succeeded' && intent.customerId === subscription.customerId;
      // Only a plan a coupon made free may start without a card (core's isFreeSubscription).
      const needsCard = subscription.amountDueCents > 0 || subscription.plan === 'essentials';
      if (needsCard && !paid) throw new ValidationError(BILLING_ERRORS.paymentNotFinished);
      const card = intent ? await store.getIntent(intent.id) : undefined;
      const period = firstPeriod(clock.now());
      const updated = await store.updateSubscription(subscriptionId, {
        status: 'active',
        currentPeriodStart: period.start,
        currentPeriodEnd: period.end,
        ...(card?.cardLast4
          ? {
              cardBrand: card.cardBrand,
              cardLast4: card.cardLast4,
              cardExpMonth: card.cardExpMonth,
              cardExpYear: card.cardExpYear,
            }
          : {}),
      });
      return stateOf(updated ?? subscription);
    },

    async getSubscription(subscriptionId) {
      return stateOf(await subscriptionOf(subscriptionId));
    },

    async changePlan(subscriptionId, plan) {
      const subscription = await subscriptionOf(subscriptionId);
      const period =
        subscription.currentPeriodStart && subscription.currentPeriodEnd
          ? { start: subscription.currentPeriodStart, end: subscription.currentPeriodEnd }
          : firstPeriod(clock.now());
      // Like Stripe's always_invoice: the unused part of the old price is credited and the
      // rest of the period on the new one charged now, as one amount.
      const share = remainingShare(period, clock.now());
      const difference = Math.round((monthlyCents(plan) - monthlyCents(subscription.plan)) * share);
      if (difference > 0) await chargeSavedCard(subscription, difference, plan);
      const updated = await store.updateSubscription(subscriptionId, {
        plan,
        pendingPlan: null,
        pendingPlanAt: null,
      });
      return stateOf(updated ?? subscription);
    },

    async schedulePlanChange(subscriptionId, plan, at) {
      await subscriptionOf(subscriptionId);
      await store.updateSubscription(subscriptionId, { pendingPlan: plan, pendingPlanAt: at });
    },

    async cancelSubscription(subscriptionId) {
      const updated = await store.updateSubscription(subscriptionId, {
        status: 'canceled',
        cancelAt: null,
      });
      if (!updated) throw new NotFoundError(BILLING_ERRORS.noSubscription);
      return stateOf(updated);
    },

    async cancelAtPeriodEnd(subscriptionId, at) {
      await subscriptionOf(subscriptionId);
      await store.updateSubscription(subscriptionId, { cancelAt: at });
    },

    async paymentMethod({ subscriptionId }) {
      const subscription = subscriptionId ? await store.getSubscription(subscriptionId) : undefined;
      return subscription ? paymentMethodOf(subscription) : null;
    },

    async setupCard({ subscriptionId }) {
      return newIntent(await subscriptionOf(subscriptionId), 'setup', 0, 'card_update');
    },

    async useCard({ subscriptionId, customerId }, intent) {
      const saved = await store.getIntent(intent.id);
      if (!saved?.cardLast4 || saved.customerId !== customerId)
        throw new ValidationError(BILLING_ERRORS.setupNotFinished);
      const card = cardOf(saved);
      let subscription =
        (await store.updateSubscription(subscriptionId, card)) ??
        (await subscriptionOf(subscriptionId));
      // As Stripe's invoice pay: what a past-due subscription owes is charged to the new card.
      if (subscription.status === 'past_due') {
        const owed = (await store.listIntents(subscriptionId)).filter(
          (row) => row.purpose === 'renewal' && row.status !== 'succeeded',
        );
        for (const row of owed) {
          if (card.cardLast4 === FAILS_LATER_CHARGES) {
            await store.updateIntent(row.id, { lastError: CARD_MESSAGES.declined });
            throw new ValidationError(CARD_MESSAGES.declined);
          }
          await store.updateIntent(row.id, { status: 'succeeded', lastError: null, ...card });
        }
        subscription =
          (await store.updateSubscription(subscriptionId, { status: 'active' })) ?? subscription;
      }
      const paymentMethod = paymentMethodOf(subscription) ?? paymentMethodOf(saved);
      if (!paymentMethod) throw new ValidationError(BILLING_ERRORS.setupNotFinished);
      return { paymentMethod, state: stateOf(subscription) };
    },

    async invoices(customerId) {
      return (await store.listPayments(customerId)).filter(isListedPayment).map(invoiceOfPayment);
    },

    // The meter row billing writes after this call is the test-mode usage record itself.
    async recordMeterEvent() {},
  };

  /** An off-session charge on the saved card, recorded as a succeeded payment intent. */
  async function chargeSavedCard(
    subscription: TestModeSubscription,
    amountCents: number,
    plan: PaidPlanId,
  ) {
    if (!subscription.cardLast4) throw new ValidationError(BILLING_ERRORS.cardNeeded);
    if (subscription.cardLast4 === FAILS_LATER_CHARGES)
      throw new ValidationError(CARD_MESSAGES.declined);
    const id = testModeId('pi');
    await store.createIntent({
      id,
      ownerId: subscription.ownerId,
      customerId: subscription.customerId,
      subscriptionId: subscription.id,
      type: 'payment',
      purpose: 'proration',
      description: paymentDescription.planChange(plan),
      amountCents,
      status: 'succeeded',
      clientSecret: clientSecretOf(id),
      ...cardOf(subscription),
    });
  }
}
