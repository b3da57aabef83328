import { hasAccess, needsTrialLookup } from '@yardstick/core/subscription';
import type { CurrentUser, TrialStatus, Usage } from '@yardstick/core/schemas/account';
import { useSession } from './sessionContext.ts';

export interface Access {
  /** Analyze, Services, Accepted Quotes and Storefronts (SPEC §4.3). */
  hasAccess: boolean;
  /** The active trial, if the user is on one (looked up only for non-active, non-super users). */
  activeTrial: TrialStatus | null;
  /** True while the answer still waits for the first usage lookup. */
  pending: boolean;
}

export function accessOf(
  user: CurrentUser | null,
  usage: Usage | null,
  usageLoading = false,
): Access {
  if (!user) return { hasAccess: false, activeTrial: null, pending: false };
  const lookup = needsTrialLookup(user);
  const trial = lookup && usage?.trialStatus.isActive ? usage.trialStatus : null;
  return {
    hasAccess: hasAccess({
      ...user,
      trialActive: trial !== null,
      // A declined renewal keeps access while the charge is retried (core's paymentGrace).
      inPaymentGrace: user.paymentGraceEndsAt
        ? Date.parse(user.paymentGraceEndsAt) > Date.now()
        : false,
    }),
    activeTrial: trial,
    // Only the first lookup holds a page back; a refresh keeps showing what is there.
    pending: lookup && usageLoading && usage === null,
  };
}

/** The signed-in user's access, from the session. */
export function useAccess(): Access {
  const { user, usage, usageLoading } = useSession();
  return accessOf(user, usage, usageLoading);
}
