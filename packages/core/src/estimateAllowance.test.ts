import { describe, expect, it } from 'vitest';
import {
  ESTIMATE_REFUSAL_MESSAGES,
  estimateAllowance,
  type EstimatePeriodInput,
  overageEstimates,
  usageForPeriod,
} from './estimateAllowance.ts';

const trialStartedAt = new Date('2026-11-01T00:00:00Z');
const now = new Date('2026-11-05T00:00:00Z');
const afterTrial = new Date('2026-11-20T00:00:00Z');

function period(overrides: Partial<EstimatePeriodInput>): EstimatePeriodInput {
  return { plan: 'starter', estimatesUsed: 0, trialStartedAt: null, now, ...overrides };
}

describe('estimateAllowance', () => {
  it.each([
    // plan, used → limit, remaining, allowed, billable, charge
    ['starter', 0, 25, 25, true, false, 0],
    ['starter', 24, 25, 1, true, false, 0],
    ['starter', 25, 25, 0, true, true, 1.25],
    ['starter', 30, 25, 0, true, true, 1.25],
    ['pro', 199, 200, 1, true, false, 0],
    ['pro', 200, 200, 0, true, true, 0.75],
    ['elite', 1000, 1000, 0, true, true, 0.4],
    ['essentials', 0, -1, -1, true, true, 4.99],
    ['essentials', 500, -1, -1, true, true, 4.99],
    ['super', 5000, -1, -1, true, false, 0],
    ['demo', 5000, -1, -1, true, false, 0],
  ] as const)(
    'lets a %s owner with %i estimates used go on (limit %i, remaining %i, allowed %s, billable %s at $%f)',
    (
      plan,
      estimatesUsed,
      estimateLimit,
      estimatesRemaining,
      allowed,
      billable,
      chargePerEstimate,
    ) => {
      expect(estimateAllowance(period({ plan, estimatesUsed }))).toEqual({
        estimateLimit,
        estimatesRemaining,
        allowed,
        billable,
        chargePerEstimate,
      });
    },
  );

  it.each([
    ['trial', 19, trialStartedAt, now, true, 1, undefined],
    ['trial_pro', 0, trialStartedAt, now, true, 20, undefined],
    ['trial', 20, trialStartedAt, now, false, 0, 'trial_estimates_used'],
    ['trial_starter', 3, trialStartedAt, afterTrial, false, 17, 'trial_expired'],
    ['trial', 0, null, now, false, 0, 'trial_expired'],
  ] as const)(
    'stops a %s after 20 estimates or 14 days (used %i, started %s, now %s → allowed %s)',
    (plan, estimatesUsed, startedAt, at, allowed, estimatesRemaining, refusal) => {
      const allowance = estimateAllowance(
        period({ plan, estimatesUsed, trialStartedAt: startedAt, now: at }),
      );
      expect(allowance).toMatchObject({
        estimateLimit: 20,
        estimatesRemaining,
        allowed,
        billable: false,
        chargePerEstimate: 0,
      });
      expect(allowance.refusal).toBe(refusal);
    },
  );

  it('refuses an owner without a plan', () => {
    const plan = 'none';
    expect(estimateAllowance(period({ plan }))).toMatchObject({
      estimateLimit: 0,
      allowed: false,
      refusal: 'no_plan',
    });
  });
});

describe('ESTIMATE_REFUSAL_MESSAGES', () => {
  it('states the trial figures', () => {
    expect(ESTIMATE_REFUSAL_MESSAGES.trial_estimates_used).toContain('all 20 estimates');
    expect(ESTIMATE_REFUSAL_MESSAGES.trial_expired).toContain('14-day free trial has ended');
  });
});

describe('usageForPeriod', () => {
  it('answers the usage object of a trial with its status', () => {
    expect(usageForPeriod(period({ plan: 'trial', estimatesUsed: 4, trialStartedAt }))).toEqual({
      currentPlan: 'trial',
      estimatesUsed: 4,
      estimateLimit: 20,
      estimatesRemaining: 16,
      trialStatus: { isActive: true, daysRemaining: 10, estimatesRemaining: 16 },
      overageEstimates: 0,
    });
  });

  it('answers the usage object of a paid plan without a trial status', () => {
    expect(usageForPeriod(period({ plan: 'pro', estimatesUsed: 50 }))).toEqual({
      currentPlan: 'pro',
      estimatesUsed: 50,
      estimateLimit: 200,
      estimatesRemaining: 150,
      trialStatus: { isActive: false, daysRemaining: 0, estimatesRemaining: 0 },
      overageEstimates: 0,
    });
  });
});

describe('overageEstimates', () => {
  it.each([
    ['starter', 30, 5],
    ['starter', 10, 0],
    ['elite', 1001, 1],
    ['essentials', 12, 12],
    ['trial', 25, 0],
    ['super', 99, 0],
  ] as const)('counts %s with %i estimates as %i billed one by one', (plan, used, overage) => {
    expect(overageEstimates(plan, used)).toBe(overage);
  });
});
