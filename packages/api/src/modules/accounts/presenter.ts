import { paymentGraceEndsAt } from '@yardstick/core/paymentGrace';
import type { CurrentUser } from '@yardstick/core/schemas/account';
import type { TrialStatus } from '@yardstick/core/schemas/account';
import { currentPlanId } from './currentPlan.ts';
import type { Owner } from './ownerRepository.ts';

/** The signed-in user (SPEC §3 "Current user"): never the password hash. */
export function presentUser(owner: Owner, trial: TrialStatus | null): CurrentUser {
  return {
    id: owner.id,
    email: owner.email,
    companyName: owner.companyName,
    subscriptionStatus: owner.subscriptionStatus,
    plan: currentPlanId(owner, trial),
    isSuperUser: owner.isSuperUser,
    isDemo: owner.isDemo,
    stripeCustomerId: owner.stripeCustomerId,
    stripeSubscriptionId: owner.stripeSubscriptionId,
    hasHadActiveSubscription: owner.hasHadActiveSubscription,
    cancelAt: owner.cancelAt?.toISOString() ?? null,
    pendingPlan: owner.pendingPlan,
    pendingPlanAt: owner.pendingPlanAt?.toISOString() ?? null,
    timeZone: owner.timeZone,
    paymentGraceEndsAt: paymentGraceEndsAt(owner)?.toISOString() ?? null,
    pendingEmail: owner.pendingEmail,
  };
}
