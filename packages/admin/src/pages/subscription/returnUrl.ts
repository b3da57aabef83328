import type { PaidPlanId } from '@yardstick/core/enums';
import { isPaidPlanId } from '@yardstick/core/plans';
import { HAND_OFF_PARAM } from './handOffToken.ts';
import type { Subscriber } from './subscriptionApi.ts';

/** Where Stripe sends the browser after confirming: back here with everything to finish (SPEC §7). */
export function returnUrl(subscriber: Subscriber, plan: PaidPlanId, coupon: string | null): string {
  const { handOffToken, ...who } = subscriber;
  const query = new URLSearchParams({
    ...who,
    plan,
    ...(coupon ? { coupon } : {}),
    ...(handOffToken ? { [HAND_OFF_PARAM]: handOffToken } : {}),
  });
  return `${window.location.origin}/subscription?${query.toString()}`;
}

/** The return from the payment provider (SPEC §2.11 query), if this visit is one. */
export interface ProviderReturn {
  setupIntentId: string | null;
  paymentIntentId: string | null;
  succeeded: boolean;
  userId: string | null;
  plan: PaidPlanId | null;
  coupon: string | null;
  handOffToken: string | undefined;
}

export function providerReturnOf(search: URLSearchParams): ProviderReturn | null {
  const setupIntentId = search.get('setup_intent');
  const paymentIntentId = search.get('payment_intent');
  const status = search.get('redirect_status');
  if ((!setupIntentId && !paymentIntentId) || !status) return null;
  const plan = search.get('plan');
  return {
    setupIntentId,
    paymentIntentId,
    succeeded: status === 'succeeded',
    userId: search.get('userId'),
    plan: isPaidPlanId(plan) ? plan : null,
    coupon: search.get('coupon'),
    handOffToken: search.get(HAND_OFF_PARAM) ?? undefined,
  };
}

/** The plan to start with: the query's, else the one the trial previews, else starter. */
export function initialPlan(search: URLSearchParams, userPlan: string | undefined): PaidPlanId {
  const fromQuery = search.get('plan');
  if (isPaidPlanId(fromQuery)) return fromQuery;
  const previewed = userPlan?.replace(/^trial_/, '');
  return isPaidPlanId(previewed) ? previewed : 'starter';
}
