import type { PaidPlanId, SubscriptionStatus } from '@yardstick/core/enums';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, primaryId, updatedAt } from './columns.ts';
import { ownerIdColumn } from './owners.ts';
import { estimateUsage } from './usage.ts';

/** Which provider a billing row belongs to (src/billing/types.ts BillingMode). */
type BillingMode = 'stripe' | 'test';
type IntentType = 'payment' | 'setup';

/**
 * A subscription started by create-subscription and waiting for the card to be confirmed.
 * complete-subscription finds it by the intent the page confirmed, so the owner's own row
 * only changes once the payment succeeded (either provider).
 */
export const billingCheckouts = pgTable(
  'billing_checkouts',
  {
    id: primaryId(),
    ownerId: ownerIdColumn(),
    provider: text('provider').$type<BillingMode>().notNull(),
    subscriptionId: text('subscription_id').notNull(),
    intentId: text('intent_id').unique('billing_checkouts_intent_unique'),
    intentType: text('intent_type').$type<IntentType>(),
    plan: text('plan').$type<PaidPlanId>().notNull(),
    couponId: text('coupon_id'),
    createdAt: createdAt(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    index('billing_checkouts_owner_idx').on(table.ownerId),
    index('billing_checkouts_subscription_idx').on(table.subscriptionId),
  ],
);

/** Stripe webhook events already handled: a replayed event id changes nothing. */
export const billingWebhookEvents = pgTable('billing_webhook_events', {
  eventId: text('event_id').primaryKey(),
  type: text('type').notNull(),
  processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One row per billed estimate reported to the provider (a Stripe meter event, or the test-mode
 * processor's own usage record). A billed estimate without a row is still to be reported.
 */
export const billingMeterEvents = pgTable(
  'billing_meter_events',
  {
    /** The idempotency identifier sent with the meter event. */
    identifier: text('identifier').primaryKey(),
    ownerId: ownerIdColumn(),
    estimateUsageId: uuid('estimate_usage_id')
      .notNull()
      .unique('billing_meter_events_estimate_unique')
      .references(() => estimateUsage.id, { onDelete: 'cascade' }),
    provider: text('provider').$type<BillingMode>().notNull(),
    plan: text('plan').$type<PaidPlanId>().notNull(),
    amountCents: integer('amount_cents').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('billing_meter_events_owner_idx').on(table.ownerId)],
);

/** The card a test-mode subscription or intent holds (never a real card: test numbers only). */
const cardColumns = () => ({
  cardBrand: text('card_brand'),
  cardLast4: text('card_last4'),
  cardExpMonth: integer('card_exp_month'),
  cardExpYear: integer('card_exp_year'),
});

/** The test-mode processor's subscriptions (used only without Stripe keys). */
export const testModeSubscriptions = pgTable(
  'test_mode_subscriptions',
  {
    id: text('id').primaryKey(),
    ownerId: ownerIdColumn(),
    customerId: text('customer_id').notNull(),
    plan: text('plan').$type<PaidPlanId>().notNull(),
    status: text('status').$type<SubscriptionStatus>().notNull(),
    couponId: text('coupon_id'),
    /** What the first invoice asks, after the coupon. */
    amountDueCents: integer('amount_due_cents').notNull(),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    /** Set to end at the end of the paid period (Stripe's cancel_at_period_end). */
    cancelAt: timestamp('cancel_at', { withTimezone: true }),
    /** A downgrade that takes effect at pendingPlanAt (the end of the period it was asked in). */
    pendingPlan: text('pending_plan').$type<PaidPlanId>(),
    pendingPlanAt: timestamp('pending_plan_at', { withTimezone: true }),
    ...cardColumns(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('test_mode_subscriptions_owner_idx').on(table.ownerId)],
);

/** The test-mode processor's payment and setup intents, and the charges made off-session (proration). */
export const testModeIntents = pgTable(
  'test_mode_intents',
  {
    id: text('id').primaryKey(),
    ownerId: ownerIdColumn(),
    customerId: text('customer_id').notNull(),
    subscriptionId: text('subscription_id')
      .notNull()
      .references(() => testModeSubscriptions.id, { onDelete: 'cascade' }),
    type: text('type').$type<IntentType>().notNull(),
    /**
     * 'subscription' for the first payment or card set-up, 'proration' for a plan change,
     * 'renewal' for a new period's charge, 'card_update' for a card saved to replace the default.
     */
    purpose: text('purpose')
      .$type<'subscription' | 'proration' | 'renewal' | 'card_update'>()
      .notNull(),
    /** What a charge was for, as the receipt says it ('Pro plan, Nov 25 – Dec 25, 2026'). */
    description: text('description'),
    amountCents: integer('amount_cents').notNull(),
    status: text('status').$type<'requires_payment_method' | 'succeeded'>().notNull(),
    clientSecret: text('client_secret').notNull(),
    lastError: text('last_error'),
    /** How often a failed renewal was tried again (PAYMENT_RETRY_DAYS, Smart Retries' stand-in). */
    retries: integer('retries').notNull().default(0),
    /** Of amountCents, the estimates beyond the plan billed with a renewal: how many, and their sum. */
    overageEstimates: integer('overage_estimates').notNull().default(0),
    overageCents: integer('overage_cents').notNull().default(0),
    ...cardColumns(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('test_mode_intents_subscription_idx').on(table.subscriptionId),
    index('test_mode_intents_customer_idx').on(table.customerId),
  ],
);
