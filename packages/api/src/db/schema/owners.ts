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
  stripeCustomerId: text('stripe_customer_id'),
  stripeSubscriptionId: text('stripe_subscription_id'),
  hasHadActiveSubscription: boolean('has_had_active_subscription').notNull().default(false),
  /** Start of the current billing period of a paid plan; estimates are counted from here. */
  currentPeriodStart: timestamp('current_period_start', { withTimezone: true }),
  currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
  trialStartedAt: timestamp('trial_started_at', { withTimezone: true }),
  trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }),
  trialEstimatesGranted: integer('trial_estimates_granted').notNull().default(0),
  /** E-mail the owner when a homeowner accepts a quote. */
  mailOwnerOnAccept: boolean('mail_owner_on_accept').notNull().default(true),
  /** Send the homeowner a confirmation when they accept a quote. */
  mailCustomerOnAccept: boolean('mail_customer_on_accept').notNull().default(true),
  /** Where the owner's notifications go; null means the sign-in e-mail. */
  notificationEmail: text('notification_email'),
  /** Quotes measured with less confidence than this (0–1) are confirmed after a review. */
  reviewThreshold: doublePrecision('review_threshold').notNull().default(0.6),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** The owner a row belongs to; every owner-owned table has it, and every query filters on it. */
export const ownerIdColumn = () =>
  uuid('owner_id')
    .notNull()
    .references(() => owners.id, { onDelete: 'cascade' });

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
    createdAt: createdAt(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    // At most one live key per owner, even when two requests race to create one.
    uniqueIndex('api_keys_one_active_per_owner')
      .on(table.ownerId)
      .where(sql`${table.revokedAt} is null`),
    index('api_keys_owner_idx').on(table.ownerId),
  ],
);
