import type { CurrentUser, Usage } from '@yardstick/core/schemas/account';

export function buildUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: 'user-1',
    email: 'owner@example.com',
    companyName: 'Green Acres Lawn Care',
    subscriptionStatus: 'active',
    plan: 'starter',
    isSuperUser: false,
    stripeCustomerId: 'cus_1',
    stripeSubscriptionId: 'sub_1',
    hasHadActiveSubscription: true,
    ...overrides,
  };
}

export function buildUsage(overrides: Partial<Usage> = {}): Usage {
  return {
    currentPlan: 'starter',
    estimatesUsed: 5,
    estimateLimit: 25,
    estimatesRemaining: 20,
    trialStatus: { isActive: false, daysRemaining: 0, estimatesRemaining: 0 },
    ...overrides,
  };
}

/** A user on an active free trial, without a payment-provider subscription. */
export function buildTrialUser(): { user: CurrentUser; usage: Usage } {
  return {
    user: buildUser({
      subscriptionStatus: 'none',
      plan: 'trial_starter',
      stripeCustomerId: null,
      stripeSubscriptionId: null,
      hasHadActiveSubscription: false,
    }),
    usage: buildUsage({
      currentPlan: 'trial_starter',
      estimatesUsed: 3,
      estimateLimit: 20,
      estimatesRemaining: 17,
      trialStatus: { isActive: true, daysRemaining: 9, estimatesRemaining: 17 },
    }),
  };
}

/** The fake routes of a signed-in session. */
export function sessionRoutes(user: CurrentUser, usage: Usage = buildUsage()) {
  return {
    'GET /api/me': { body: user },
    [`GET /api/usage/${user.id}`]: { body: usage },
  };
}
