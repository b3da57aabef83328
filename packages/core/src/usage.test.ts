import { describe, expect, it } from 'vitest';
import { describeUsage, isLowOnEstimates, usageBarPercent, type UsageSummary } from './usage.ts';

function buildUsage(overrides: Partial<UsageSummary> = {}): UsageSummary {
  return {
    currentPlan: 'starter',
    estimatesUsed: 5,
    estimateLimit: 25,
    estimatesRemaining: 20,
    trialStatus: null,
    ...overrides,
  };
}

describe('usageBarPercent', () => {
  it.each([
    [5, 25, 20],
    [25, 25, 100],
    [40, 25, 100],
    [3, 0, null],
    [3, -1, null],
  ])('fills %i of %i to %s percent', (used, limit, percent) => {
    expect(usageBarPercent(used, limit)).toBe(percent);
  });
});

describe('isLowOnEstimates', () => {
  it.each([
    [11, false],
    [10, true],
    [1, true],
    [0, false],
    [-1, false],
  ])('with %i remaining is %s', (remaining, low) => {
    expect(isLowOnEstimates(remaining)).toBe(low);
  });
});

/** Pay-As-You-Go after 40 estimates: no limit, so none remaining either. */
const payAsYouGoAt40 = () =>
  buildUsage({
    currentPlan: 'essentials',
    estimatesUsed: 40,
    estimateLimit: -1,
    estimatesRemaining: -1,
  });

describe('describeUsage', () => {
  it('shows a paid plan with its bar', () => {
    expect(describeUsage(buildUsage())).toEqual({
      planLabel: 'Starter',
      used: 5,
      limit: 25,
      remaining: 20,
      isUnlimited: false,
      barPercent: 20,
      isLow: false,
      isOut: false,
      showUpgradeHint: true,
      hasNoPlan: false,
      overage: { included: 25, count: 0, price: 1.25, cost: 0 },
      metered: null,
      trialEnded: false,
    });
  });

  it('shows Starter at 27 of 25 as 2 overage estimates costing $2.50, not as used up', () => {
    const display = describeUsage(
      buildUsage({ estimatesUsed: 27, estimateLimit: 25, estimatesRemaining: 0 }),
    );
    expect(display).toMatchObject({
      isOut: false,
      overage: { included: 25, count: 2, price: 1.25, cost: 2.5 },
    });
  });

  it('shows unlimited pay-as-you-go without a bar or warnings', () => {
    const display = describeUsage(payAsYouGoAt40());
    expect(display).toMatchObject({
      planLabel: 'Pay-As-You-Go',
      isUnlimited: true,
      barPercent: null,
      isLow: false,
      isOut: false,
      showUpgradeHint: false,
    });
  });

  it("puts a dollar figure on pay-as-you-go: 40 estimates at SPEC's $4.99 are $199.60", () => {
    const display = describeUsage(payAsYouGoAt40());
    expect(display.metered).toEqual({ count: 40, price: 4.99, cost: 199.6 });
    expect(display.overage).toBeNull();
    expect(describeUsage(buildUsage({ currentPlan: 'starter' })).metered).toBeNull();
    expect(
      describeUsage(buildUsage({ currentPlan: 'elite', estimateLimit: -1 })).metered,
    ).toBeNull();
  });

  it('says a trial that ran out has ended, not that it runs', () => {
    const ended = describeUsage(
      buildUsage({
        currentPlan: 'trial',
        estimateLimit: 20,
        estimatesRemaining: 0,
        trialStatus: { isActive: false, daysRemaining: 0, estimatesRemaining: 12 },
      }),
    );
    expect(ended).toMatchObject({ planLabel: 'Free Trial (ended)', trialEnded: true });
    // Ended by its days with 12 unused: 8 used, none remaining (not '12 remaining' beside 'ended').
    expect(ended).toMatchObject({ used: 8, remaining: 0, isOut: true, isLow: false });
    const running = describeUsage(
      buildUsage({
        currentPlan: 'trial_pro',
        trialStatus: { isActive: true, daysRemaining: 3, estimatesRemaining: 12 },
      }),
    );
    expect(running).toMatchObject({ planLabel: 'Pro Trial', trialEnded: false });
    // No trial ever: nothing has ended.
    const none = describeUsage(
      buildUsage({
        currentPlan: 'none',
        trialStatus: { isActive: false, daysRemaining: 0, estimatesRemaining: 0 },
      }),
    );
    expect(none.trialEnded).toBe(false);
  });

  it('shows trial usage as 20 minus the trial estimates remaining', () => {
    const display = describeUsage(
      buildUsage({
        currentPlan: 'trial_starter',
        estimatesUsed: 0,
        estimateLimit: 20,
        estimatesRemaining: 99,
        trialStatus: { isActive: true, daysRemaining: 9, estimatesRemaining: 6 },
      }),
    );
    expect(display).toMatchObject({
      planLabel: 'Starter Trial',
      used: 14,
      limit: 20,
      remaining: 6,
      isLow: true,
    });
    expect(display.barPercent).toBe(70);
  });

  it('falls back to the usage count when a trial has no status', () => {
    const display = describeUsage(
      buildUsage({ currentPlan: 'trial', estimateLimit: 20, estimatesRemaining: 0 }),
    );
    expect(display).toMatchObject({ used: 20, remaining: 0, isOut: true, isLow: false });
  });

  it('shows no bar for a limit of 0', () => {
    const display = describeUsage(
      buildUsage({
        currentPlan: 'none',
        estimatesUsed: 0,
        estimateLimit: 0,
        estimatesRemaining: 0,
      }),
    );
    // A new owner without a plan has used nothing up: they are told to choose a plan instead.
    expect(display).toMatchObject({
      planLabel: 'No Plan',
      barPercent: null,
      isOut: false,
      hasNoPlan: true,
    });
  });

  it.each([
    ['starter', true],
    ['pro', true],
    ['elite', false],
    ['essentials', false],
    ['trial_pro', false],
  ])('shows the upgrade hint on %s: %s', (currentPlan, hint) => {
    expect(describeUsage(buildUsage({ currentPlan })).showUpgradeHint).toBe(hint);
  });
});
