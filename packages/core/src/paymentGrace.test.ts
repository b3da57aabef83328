import { describe, expect, it } from 'vitest';
import {
  dueRetry,
  inPaymentGrace,
  paymentGraceEndsAt,
  PAYMENT_RETRY_DAYS,
} from './paymentGrace.ts';

const failedAt = new Date('2026-11-01T00:00:00Z');
const day = (n: number) => new Date(failedAt.getTime() + n * 24 * 60 * 60 * 1000);

describe('payment grace', () => {
  it('keeps a past-due owner in grace for 14 days after the failed renewal', () => {
    const pastDue = { subscriptionStatus: 'past_due', currentPeriodStart: failedAt };
    expect(paymentGraceEndsAt(pastDue)).toEqual(day(14));
    expect(inPaymentGrace(pastDue, day(1))).toBe(true);
    expect(inPaymentGrace(pastDue, day(13.9))).toBe(true);
    expect(inPaymentGrace(pastDue, day(14))).toBe(false);
  });

  it('has no grace for anything but past due', () => {
    for (const status of ['active', 'canceled', 'none']) {
      expect(
        paymentGraceEndsAt({ subscriptionStatus: status, currentPeriodStart: failedAt }),
      ).toBeNull();
    }
    expect(
      paymentGraceEndsAt({ subscriptionStatus: 'past_due', currentPeriodStart: null }),
    ).toBeNull();
  });

  it('retries on the schedule, one try at a time, and not after the last', () => {
    expect(dueRetry(failedAt, 0, day(0.5))).toBeNull();
    expect(dueRetry(failedAt, 0, day(1))).toBe(0);
    expect(dueRetry(failedAt, 1, day(2))).toBeNull();
    expect(dueRetry(failedAt, 1, day(3))).toBe(1);
    expect(dueRetry(failedAt, PAYMENT_RETRY_DAYS.length, day(30))).toBeNull();
  });
});
