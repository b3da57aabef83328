import type { PaidPlanId, SubscriptionStatus } from '@yardstick/core/enums';
import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, primaryId, updatedAt } from './columns.ts';

export const owners = pgTable('owners', {
  id: primaryId(),
  email: text('email').notNull().unique('owners_email_unique'),
  passwordHash: text('password_hash').notNull(),
  companyName: text('company_name').notNull(),
  subscriptionStatus: text('subscription_status')
    .$type<SubscriptionStatus>()
    .notNull()
    .default('none'),
  /** The paid plan chosen (or the plan a trial previews); null before any choice. */
  plan: text('plan').$type<PaidPlanId>(),
  isSuperUser: boolean('is_super_user').notNull().default(false),
  /** The built-in demo account: permanent access, its analyses never counted or billed. */
  isDemo: boolean('is_demo').notNull().default(false),
  stripeCustomerId: text('stripe_customer_id'),
  stripeSubscriptionId: text('stripe_subscription_id'),
  hasHadActiveSubscription: boolean('has_had_active_subscription').notNull().default(false),
  /** Start of the current billing period of a paid plan; estimates are counted from here. */
  currentPeriodStart: timestamp('current_period_start', { withTimezone: true }),
  currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
  trialStartedAt: timestamp('trial_started_at', { withTimezone: true }),
  trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }),
  trialEstimatesGranted: integer('trial_estimates_granted').notNull().default(0),
  /** When the owner was told the trial has 3 days left (account notice and e-mail, once). */
  trialDaysNoticeAt: timestamp('trial_days_notice_at', { withTimezone: true }),
  /** When the owner was told the trial has 5 estimates left (once). */
  trialEstimatesNoticeAt: timestamp('trial_estimates_notice_at', { withTimezone: true }),
  /** A subscription set to end at the end of its paid period: access runs until then. */
  cancelAt: timestamp('cancel_at', { withTimezone: true }),
  /** A downgrade waiting for the end of the period; the current plan runs until pendingPlanAt. */
  pendingPlan: text('pending_plan').$type<PaidPlanId>(),
  pendingPlanAt: timestamp('pending_plan_at', { withTimezone: true }),
  /** E-mail the owner when a homeowner accepts a quote. */
  mailOwnerOnAccept: boolean('mail_owner_on_accept').notNull().default(true),
  /** Send the homeowner a confirmation when they accept a quote. */
  mailCustomerOnAccept: boolean('mail_customer_on_accept').notNull().default(true),
  /** Where the owner's notifications go; null means the sign-in e-mail. */
  notificationEmail: text('notification_email'),
  /** New analyses a day from storefront and widget visitors; beyond it homeowners are asked to call. */
  publicDailyAnalysisLimit: integer('public_daily_analysis_limit').notNull().default(200),
  /** Quotes measured with less confidence than this (0–1) are confirmed after a review. */
  reviewThreshold: doublePrecision('review_threshold').notNull().default(0.6),
  /** Re-pricing from a verified area is offered beyond this difference from the priced one, per cent. */
  verifiedTolerancePercent: doublePrecision('verified_tolerance_percent').notNull().default(10),
  /** The correction (whole per cent) the owner opted in to for new measurements; null when off. */
  measurementCorrectionPercent: integer('measurement_correction_percent'),
  /** The owner agreed to share verified jobs as evaluation cases (`pnpm measure-export`). */
  shareVerifiedJobs: boolean('share_verified_jobs').notNull().default(false),
  /** A new sign-in e-mail waiting for its confirmation link to be opened. */
  pendingEmail: text('pending_email'),
  /** The keyed hash of that link's token (the token itself is only in the e-mail). */
  pendingEmailTokenHash: text('pending_email_token_hash'),
  pendingEmailExpiresAt: timestamp('pending_email_expires_at', { withTimezone: true }),
  /** IANA zone the owner's days and exported times are in; null means the browser's. */
  timeZone: text('time_zone'),
  /**
   * Days the owner's test clock has moved on (only ever set when NODE_ENV=test): the day a
   * service's season is judged on is that many days after the server's.
   */
  testClockDays: integer('test_clock_days').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** The owner a row belongs to; every owner-owned table has it, and every query filters on it. */
export const ownerIdColumn = () =>
  uuid('owner_id')
    .notNull()
    .references(() => owners.id, { onDelete: 'cascade' });

export type ApiKeyPurpose = 'widget' | 'landing';

/**
 * Publishable widget keys (`ys_pk_…`). They are public by design (they sit in the owner's
 * embed code), so the key itself is stored: the owner can be shown the current key again.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: primaryId(),
    ownerId: ownerIdColumn(),
    key: text('key').notNull().unique('api_keys_key_unique'),
    /** The first characters, safe to show in logs and lists. */
    prefix: text('prefix').notNull(),
    /**
     * 'widget': the owner's embed key, replaced by "Refresh Embed Link". 'landing': the
     * landing page's fixed demo key, which no refresh touches.
     */
    purpose: text('purpose').$type<ApiKeyPurpose>().notNull().default('widget'),
    createdAt: createdAt(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    // At most one live key per owner, even when two requests race to create one.
    uniqueIndex('api_keys_one_active_per_owner')
      .on(table.ownerId)
      .where(sql`${table.revokedAt} is null and ${table.purpose} = 'widget'`),
    index('api_keys_owner_idx').on(table.ownerId),
  ],
);
