import { describe, expect, it } from 'vitest';
import { PLAN_IDS } from './enums.ts';
import {
  DEFAULT_REGISTER_PLAN,
  isPaidPlanId,
  isTrialPlanId,
  PLAN_LIST,
  planLabel,
  PLANS,
  registerPath,
  TRIAL,
} from './plans.ts';

describe('PLANS', () => {
  it.each([
    ['essentials', 'Pay-As-You-Go', 0, 4.99, -1, 'email'],
    ['starter', 'Starter', 49.99, 1.25, 25, 'email'],
    ['pro', 'Pro', 129.99, 0.75, 200, 'priority_email'],
    ['elite', 'Elite', 349.99, 0.4, 1000, 'dedicated'],
  ] as const)(
    'defines %s as %s: base $%f, $%f per estimate, %i included, %s support',
    (id, name, basePrice, perEstimatePrice, includedEstimates, support) => {
      expect(PLANS[id]).toMatchObject({
        id,
        name,
        basePrice,
        perEstimatePrice,
        includedEstimates,
        support,
      });
    },
  );

  it.each([
    ['essentials', '$4.99 per estimate'],
    ['starter', '$49.99/month'],
    ['pro', '$129.99/month'],
    ['elite', '$349.99/month'],
  ] as const)('shows the %s headline price as %s', (id, price) => {
    expect(PLANS[id].price).toBe(price);
  });

  it.each([
    ['essentials', ['No monthly fee', '$4.99 per estimate', 'Email support']],
    ['starter', ['25 estimates included each month', '$1.25 per additional estimate']],
    ['pro', ['200 estimates included each month', 'Priority email support']],
    [
      'elite',
      ['1,000 estimates included each month', '$0.40 per additional estimate', 'Dedicated support'],
    ],
  ] as const)('lists the %s figures among its features', (id, features) => {
    expect(PLANS[id].features).toEqual(expect.arrayContaining([...features]));
  });

  it('gives every plan a description', () => {
    expect(PLAN_LIST.every((plan) => plan.description.length > 0)).toBe(true);
  });

  it('lists the plans in pricing-grid order', () => {
    expect(PLAN_LIST.map((plan) => plan.id)).toEqual(['essentials', 'starter', 'pro', 'elite']);
  });
});

describe('TRIAL', () => {
  it('lasts 14 days and 20 estimates without a card', () => {
    expect(TRIAL).toEqual({ days: 14, estimates: 20, cardRequired: false });
  });
});

describe('registerPath', () => {
  it('defaults to the starter plan', () => {
    expect(DEFAULT_REGISTER_PLAN).toBe('starter');
    expect(registerPath()).toBe('/register?plan=starter');
  });

  it('names the chosen plan', () => {
    expect(registerPath('elite')).toBe('/register?plan=elite');
  });
});

describe('isPaidPlanId', () => {
  it.each([
    ['pro', true],
    ['trial_pro', false],
    [42, false],
  ])('says %j is a paid plan: %s', (value, expected) => {
    expect(isPaidPlanId(value)).toBe(expected);
  });
});

describe('planLabel', () => {
  it.each([
    ['essentials', 'Pay-As-You-Go'],
    ['starter', 'Starter'],
    ['pro', 'Pro'],
    ['elite', 'Elite'],
    ['trial_essentials', 'Pay-As-You-Go Trial'],
    ['trial_starter', 'Starter Trial'],
    ['trial_pro', 'Pro Trial'],
    ['trial_elite', 'Elite Trial'],
    ['trial', 'Free Trial'],
    ['super', 'Super User'],
    ['none', 'No Plan'],
    ['trial_gold', 'Unknown Plan'],
    ['gold', 'Unknown Plan'],
    ['toString', 'Unknown Plan'],
    [null, 'Unknown Plan'],
  ])('labels %j as %s', (planId, label) => {
    expect(planLabel(planId)).toBe(label);
  });

  it('labels every plan identifier with a known name', () => {
    expect(PLAN_IDS.map(planLabel)).not.toContain('Unknown Plan');
  });
});

describe('isTrialPlanId', () => {
  it.each([
    ['trial', true],
    ['trial_pro', true],
    ['pro', false],
    ['super', false],
  ])('says %s is a trial: %s', (planId, expected) => {
    expect(isTrialPlanId(planId)).toBe(expected);
  });
});
