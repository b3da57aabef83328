import type { SubscriptionStatus } from '@yardstick/core/enums';
import { isPaidPlanId } from '@yardstick/core/plans';
import type { IntentState, IntentType, SubscriptionState } from '../../types.ts';
import { pricePartOf } from './stripePrices.ts';
import { idOf, type intentSchema, type StripeSubscription } from './stripeSchemas.ts';
import type { z } from 'zod';

// Stripe has two statuses our product does not name: unpaid is still owed, paused waits for a card.
const STATUSES: Record<string, SubscriptionStatus> = {
  active: 'active',
  trialing: 'trialing',
  past_due: 'past_due',
  unpaid: 'past_due',
  canceled: 'canceled',
  incomplete: 'incomplete',
  incomplete_expired: 'incomplete_expired',
  paused: 'incomplete',
};

const fromUnix = (seconds: number | null | undefined) =>
  seconds == null ? null : new Date(seconds * 1000);

/** Our plan: the metadata we set, else read from a price's lookup key (yardstick_<plan>_…). */
function planOf(subscription: StripeSubscription) {
  // A scheduled downgrade is the plan once the period it was scheduled for has started.
  const pending = subscription.metadata?.pending_plan;
  const pendingAt = Number(subscription.metadata?.pending_plan_at);
  const periodStart = subscription.items.data[0]?.current_period_start;
  if (isPaidPlanId(pending) && periodStart != null && periodStart >= pendingAt) return pending;
  const fromMetadata = subscription.metadata?.plan;
  if (isPaidPlanId(fromMetadata)) return fromMetadata;
  for (const item of subscription.items.data) {
    const plan = item.price.lookup_key?.split('_')[1];
    if (pricePartOf(item.price.lookup_key) && isPaidPlanId(plan)) return plan;
  }
  return null;
}

export function subscriptionStateOf(subscription: StripeSubscription): SubscriptionState {
  // basil and later keep the period on the items; they share one.
  const [item] = subscription.items.data;
  return {
    id: subscription.id,
    customerId: idOf(subscription.customer) ?? '',
    status: STATUSES[subscription.status] ?? 'incomplete',
    plan: planOf(subscription),
    currentPeriodStart: fromUnix(item?.current_period_start),
    currentPeriodEnd: fromUnix(item?.current_period_end),
  };
}

const INTENT_STATUSES = new Set<IntentState['status']>([
  'succeeded',
  'processing',
  'requires_action',
  'requires_payment_method',
  'canceled',
]);

export function intentStateOf(type: IntentType, intent: z.infer<typeof intentSchema>): IntentState {
  const status = [...INTENT_STATUSES].find((value) => value === intent.status) ?? 'requires_action';
  const error = intent.last_payment_error ?? intent.last_setup_error;
  return {
    id: intent.id,
    type,
    status,
    customerId: idOf(intent.customer),
    paymentMethodId: idOf(intent.payment_method),
    errorMessage: error?.message ?? null,
  };
}
