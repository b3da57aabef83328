/** Subscription status rules of the account and subscription pages (SPEC §4.3, §4.4, §4.6). */
import type { StatusBadge } from './badge.ts';
import { applyCoupon, type CouponDiscount } from './coupons.ts';
import { SUBSCRIPTION_STATUSES, type PaidPlanId, type SubscriptionStatus } from './enums.ts';
import { isPaidPlanId, PLANS } from './plans.ts';
import { BILLING_MESSAGES } from './schemas/billing.ts';

/** The user fields these rules read; the status is a string because it comes from the server. */
export interface SubscriptionSubject {
  subscriptionStatus: string | null | undefined;
  isSuperUser: boolean;
  /** The built-in demo account: always has access, whatever its status. */
  isDemo?: boolean | null;
}

export function isSubscriptionStatus(value: unknown): value is SubscriptionStatus {
  return SUBSCRIPTION_STATUSES.some((status) => status === value);
}

/**
 * The statuses of a subscription that is running: paid (or in its provider trial), or past due
 * while the payment is retried. Such an owner is on their plan, has a card and may not start
 * another subscription.
 */
export const RUNNING_SUBSCRIPTION_STATUSES = ['active', 'trialing', 'past_due'] as const;

export function isSubscriptionRunning(status: string | null | undefined): boolean {
  return RUNNING_SUBSCRIPTION_STATUSES.some((running) => running === status);
}

/** A missing or unknown status reads as 'none'. */
function statusOf(subject: SubscriptionSubject): SubscriptionStatus {
  return isSubscriptionStatus(subject.subscriptionStatus) ? subject.subscriptionStatus : 'none';
}

const STATUS_BADGES: Record<SubscriptionStatus, StatusBadge> = {
  none: { label: 'No Subscription', tone: 'gray' },
  active: { label: 'Active', tone: 'green' },
  trialing: { label: 'Trial', tone: 'blue' },
  past_due: { label: 'Payment Failed', tone: 'yellow' },
  canceled: { label: 'Canceled', tone: 'red' },
  incomplete: { label: 'Incomplete', tone: 'yellow' },
  incomplete_expired: { label: 'Expired', tone: 'red' },
};

/**
 * Super user first, then an active trial with its days left, then a trial that ended with no
 * plan since (usage.ts hasEndedTrial: one honest status, not 'No Subscription' beside the
 * trial), then the status.
 */
export function subscriptionBadge(
  subject: SubscriptionSubject & {
    trial?: { isActive: boolean; daysRemaining: number } | null;
    trialEnded?: boolean;
  },
): StatusBadge {
  if (subject.isSuperUser) return { label: 'Super User', tone: 'purple' };
  if (subject.isDemo) return { label: 'Demo Account', tone: 'purple' };
  if (subject.trial?.isActive) {
    return { label: `Trial (${subject.trial.daysRemaining}d left)`, tone: 'blue' };
  }
  const status = statusOf(subject);
  if (subject.trialEnded && status === 'none') return { label: 'Trial Ended', tone: 'yellow' };
  return STATUS_BADGES[status];
}

export interface AccountAction {
  label: string;
  href: string;
}

export const SUBSCRIPTION_PATH = '/subscription';
/** Where an owner changes the card billing uses. */
export const PAYMENT_METHOD_PATH = '/account/payment-method';
/** A test-mode receipt, printable. */
export const receiptPath = (invoiceId: string) =>
  `/account/receipts/${encodeURIComponent(invoiceId)}`;
export const ANALYZE_PATH = '/analyze';

const ACTION_LABELS: Record<SubscriptionStatus, string> = {
  none: 'Subscribe Now',
  active: 'Manage Subscription',
  // A provider-side trial is a real subscription, so it is managed like an active one.
  trialing: 'Manage Subscription',
  incomplete: 'Complete Subscription',
  incomplete_expired: 'Renew Subscription',
  past_due: 'Update Payment Method',
  canceled: 'Resubscribe',
};

/** The one action button of the account page. */
export function accountAction(subject: SubscriptionSubject): AccountAction {
  if (subject.isSuperUser || subject.isDemo)
    return { label: 'Access Property Analyzer', href: ANALYZE_PATH };
  const status = statusOf(subject);
  // A failed payment is fixed where the card is changed, not by choosing a plan again.
  const href = status === 'past_due' ? PAYMENT_METHOD_PATH : SUBSCRIPTION_PATH;
  return { label: ACTION_LABELS[status], href };
}

/** The trial is only looked up for users who are neither active nor super user. */
export function needsTrialLookup(subject: SubscriptionSubject): boolean {
  return !subject.isSuperUser && !subject.isDemo && subject.subscriptionStatus !== 'active';
}

/**
 * Analyze, Services, Accepted Quotes and Storefronts: active, super user, demo, an active trial,
 * or a failed renewal still in its grace (paymentGrace.ts).
 */
export function hasAccess(
  subject: SubscriptionSubject & { trialActive?: boolean | null; inPaymentGrace?: boolean | null },
): boolean {
  return (
    !needsTrialLookup(subject) || subject.trialActive === true || subject.inPaymentGrace === true
  );
}

/** Active subscribers can move up one step at a time. */
export const UPGRADE_PATH: Partial<Record<PaidPlanId, PaidPlanId>> = {
  starter: 'pro',
  pro: 'elite',
};

export function nextUpgrade(plan: string): PaidPlanId | undefined {
  return isPaidPlanId(plan) ? UPGRADE_PATH[plan] : undefined;
}

/** A plan's monthly base price after a coupon. */
export function discountedPlanPrice(plan: PaidPlanId, coupon?: CouponDiscount | null): number {
  return applyCoupon(PLANS[plan].basePrice, coupon);
}

/**
 * A paid plan a coupon makes free is subscribed without a card. Pay-as-you-go
 * is always 0 a month yet still bills each estimate, so it always needs one.
 */
export function isFreeSubscription(input: { plan: PaidPlanId; discountedPrice: number }): boolean {
  return input.discountedPrice === 0 && input.plan !== 'essentials';
}

/** The server sentences that mean the user is already subscribed (SPEC §8). */
const ALREADY_ACTIVE_ERRORS = [BILLING_MESSAGES.alreadyActive, 'Subscription already active'];

export function isAlreadySubscribedError(message: string | undefined): boolean {
  return message !== undefined && ALREADY_ACTIVE_ERRORS.some((text) => message.includes(text));
}
