/**
 * A failed renewal does not end access at once. As with Stripe's Smart Retries (by default up
 * to 8 tries within 2 weeks, then the subscription is cancelled), the charge is retried while
 * the owner keeps everything, storefront included, and is asked to update the card. Access ends
 * when the grace runs out, or earlier when the provider cancels the subscription.
 */

export const PAYMENT_GRACE_DAYS = 14;

/** Days after the failed renewal on which the charge is tried again (the last ends the grace). */
export const PAYMENT_RETRY_DAYS = [1, 3, 5, 7, 10, PAYMENT_GRACE_DAYS] as const;

/** What the owner is told everywhere while a renewal is unpaid. */
export const PAYMENT_FAILED_MESSAGE = 'Payment failed, update your card.';

const DAY_MS = 24 * 60 * 60 * 1000;

interface GraceSubject {
  subscriptionStatus: string | null | undefined;
  /** The unpaid period's start: the renewal that failed. */
  currentPeriodStart: Date | string | null | undefined;
}

/** When the grace of a past-due subscription ends; null when nothing is past due. */
export function paymentGraceEndsAt(subject: GraceSubject): Date | null {
  if (subject.subscriptionStatus !== 'past_due' || !subject.currentPeriodStart) return null;
  return new Date(new Date(subject.currentPeriodStart).getTime() + PAYMENT_GRACE_DAYS * DAY_MS);
}

export function inPaymentGrace(subject: GraceSubject, now: Date): boolean {
  const endsAt = paymentGraceEndsAt(subject);
  return endsAt !== null && now < endsAt;
}

/** The retry of a failed renewal due by `now` and not yet made, by its number (0 is the first). */
export function dueRetry(failedAt: Date, retriesMade: number, now: Date): number | null {
  const day = PAYMENT_RETRY_DAYS[retriesMade];
  if (day === undefined) return null;
  return now.getTime() >= failedAt.getTime() + day * DAY_MS ? retriesMade : null;
}
