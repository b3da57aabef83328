import { describe, expect, it } from 'vitest';
import {
  accountAction,
  discountedPlanPrice,
  hasAccess,
  isAlreadySubscribedError,
  isFreeSubscription,
  isSubscriptionRunning,
  needsTrialLookup,
  nextUpgrade,
  subscriptionBadge,
} from './subscription.ts';

describe('subscriptionBadge', () => {
  it.each([
    ['active', 'Active', 'green'],
    ['trialing', 'Trial', 'blue'],
    ['past_due', 'Payment Failed', 'yellow'],
    ['canceled', 'Canceled', 'red'],
    ['incomplete', 'Incomplete', 'yellow'],
    ['incomplete_expired', 'Expired', 'red'],
    ['none', 'No Subscription', 'gray'],
    [null, 'No Subscription', 'gray'],
    ['paused', 'No Subscription', 'gray'],
  ])('shows status %j as %s', (subscriptionStatus, label, tone) => {
    expect(subscriptionBadge({ subscriptionStatus, isSuperUser: false })).toEqual({ label, tone });
  });

  it('shows a super user as Super User whatever the status', () => {
    expect(subscriptionBadge({ subscriptionStatus: 'canceled', isSuperUser: true }).label).toBe(
      'Super User',
    );
  });

  it('shows an active trial with its days left', () => {
    const trial = { isActive: true, daysRemaining: 9 };
    expect(subscriptionBadge({ subscriptionStatus: 'none', isSuperUser: false, trial })).toEqual({
      label: 'Trial (9d left)',
      tone: 'blue',
    });
  });

  it('says Trial Ended once a trial ran out with no plan since, and the status after a plan', () => {
    const trial = { isActive: false, daysRemaining: 0 };
    const ended = { isSuperUser: false, trial, trialEnded: true };
    expect(subscriptionBadge({ ...ended, subscriptionStatus: 'none' })).toEqual({
      label: 'Trial Ended',
      tone: 'yellow',
    });
    expect(subscriptionBadge({ ...ended, subscriptionStatus: 'canceled' }).label).toBe('Canceled');
  });

  it('shows the status once the trial is over', () => {
    const trial = { isActive: false, daysRemaining: 0 };
    expect(subscriptionBadge({ subscriptionStatus: 'none', isSuperUser: false, trial }).label).toBe(
      'No Subscription',
    );
  });
});

describe('accountAction', () => {
  it.each([
    ['none', 'Subscribe Now', '/subscription'],
    ['active', 'Manage Subscription', '/subscription'],
    ['trialing', 'Manage Subscription', '/subscription'],
    ['incomplete', 'Complete Subscription', '/subscription'],
    ['incomplete_expired', 'Renew Subscription', '/subscription'],
    ['past_due', 'Update Payment Method', '/account/payment-method'],
    ['canceled', 'Resubscribe', '/subscription'],
    [undefined, 'Subscribe Now', '/subscription'],
  ])('offers %j users %s on %s', (subscriptionStatus, label, href) => {
    expect(accountAction({ subscriptionStatus, isSuperUser: false })).toEqual({ label, href });
  });

  it('sends a super user to the analyzer', () => {
    expect(accountAction({ subscriptionStatus: 'none', isSuperUser: true })).toEqual({
      label: 'Access Property Analyzer',
      href: '/analyze',
    });
  });
});

describe('isSubscriptionRunning', () => {
  it.each([
    ['active', true],
    ['trialing', true],
    ['past_due', true],
    ['canceled', false],
    ['incomplete', false],
    ['incomplete_expired', false],
    ['none', false],
    [null, false],
    [undefined, false],
    ['unknown', false],
  ])('%s → %s', (status, running) => {
    expect(isSubscriptionRunning(status)).toBe(running);
  });
});

describe('hasAccess', () => {
  it.each([
    ['active', false, undefined, true],
    ['none', true, undefined, true],
    ['none', false, true, true],
    ['trialing', false, true, true],
    ['none', false, false, false],
    ['past_due', false, undefined, false],
    ['canceled', false, null, false],
  ])(
    'with status %s, super user %s and trial active %s is %s',
    (subscriptionStatus, isSuperUser, trialActive, access) => {
      expect(hasAccess({ subscriptionStatus, isSuperUser, trialActive })).toBe(access);
    },
  );
});

describe('the demo account', () => {
  const demo = { subscriptionStatus: 'none', isSuperUser: false, isDemo: true };

  it('has access without a subscription or trial, and no trial is looked up', () => {
    expect(hasAccess({ ...demo, trialActive: false })).toBe(true);
    expect(needsTrialLookup(demo)).toBe(false);
  });

  it('is shown as the demo account and sent to the analyzer', () => {
    expect(subscriptionBadge(demo)).toEqual({ label: 'Demo Account', tone: 'purple' });
    expect(accountAction(demo)).toEqual({ label: 'Access Property Analyzer', href: '/analyze' });
  });
});

describe('needsTrialLookup', () => {
  it.each([
    ['active', false, false],
    ['none', true, false],
    ['none', false, true],
    ['trialing', false, true],
  ])('with status %s and super user %s is %s', (subscriptionStatus, isSuperUser, lookup) => {
    expect(needsTrialLookup({ subscriptionStatus, isSuperUser })).toBe(lookup);
  });
});

describe('nextUpgrade', () => {
  it.each([
    ['starter', 'pro'],
    ['pro', 'elite'],
    ['elite', undefined],
    ['essentials', undefined],
    ['trial', undefined],
  ])('upgrades %s to %s', (plan, next) => {
    expect(nextUpgrade(plan)).toBe(next);
  });
});

describe('discountedPlanPrice', () => {
  it.each([
    ['starter', null, 49.99],
    ['starter', { percent_off: 100 }, 0],
    ['pro', { amount_off: 2999 }, 100],
    ['essentials', { percent_off: 50 }, 0],
  ] as const)('prices %s with coupon %j at $%f', (plan, coupon, price) => {
    expect(discountedPlanPrice(plan, coupon)).toBe(price);
  });
});

describe('isFreeSubscription', () => {
  it.each([
    ['starter', 0, true],
    ['elite', 0, true],
    ['starter', 49.99, false],
    ['essentials', 0, false],
  ] as const)('treats %s at $%f as free: %s', (plan, discountedPrice, free) => {
    expect(isFreeSubscription({ plan, discountedPrice })).toBe(free);
  });
});

describe('isAlreadySubscribedError', () => {
  it.each([
    ['User already has an active subscription', true],
    ['400: Subscription already active', true],
    ['Card declined', false],
    [undefined, false],
  ])('reads %j as already subscribed: %s', (message, expected) => {
    expect(isAlreadySubscribedError(message)).toBe(expected);
  });
});
