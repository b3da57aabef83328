/** The free trial's clock and count (SPEC §9 "Trial": 14 days, 20 estimates). Dates come in; nothing reads the clock. */
import { TRIAL } from './plans.ts';
import type { TrialStatus } from './schemas/account.ts';

const MS_PER_DAY = 24 * 60 * 60 * 1000;

export function trialEndsAt(startedAt: Date): Date {
  return new Date(startedAt.getTime() + TRIAL.days * MS_PER_DAY);
}

/** Whole days left, counting a started day as a day ('Trial (1d left)' until the end). */
export function trialDaysRemaining(startedAt: Date, now: Date): number {
  const msLeft = trialEndsAt(startedAt).getTime() - now.getTime();
  return Math.max(0, Math.ceil(msLeft / MS_PER_DAY));
}

export function trialEstimatesRemaining(estimatesUsed: number): number {
  return Math.max(0, TRIAL.estimates - estimatesUsed);
}

/** A trial stops at 20 estimates or after 14 days, whichever comes first. */
export function trialStatus(input: {
  startedAt: Date;
  estimatesUsed: number;
  now: Date;
}): TrialStatus {
  const daysRemaining = trialDaysRemaining(input.startedAt, input.now);
  const estimatesRemaining = trialEstimatesRemaining(input.estimatesUsed);
  return {
    isActive: daysRemaining > 0 && estimatesRemaining > 0,
    daysRemaining,
    estimatesRemaining,
  };
}
