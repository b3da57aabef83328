import type { PaidPlanId } from '@yardstick/core/enums';
import type { Owner } from '../accounts/index.ts';
import type { BillingContext } from './context.ts';
import { ensureCustomer } from './ensureCustomer.ts';
import { checkoutRepository, type Checkout } from './checkoutRepository.ts';
import { reusePaidCheckout } from './reusePaidCheckout.ts';
import { assertNoLiveSubscription } from './subscriber.ts';
import type { Discount, NewSubscription } from './types.ts';

export interface StartInput {
  plan: PaidPlanId;
  discount: Discount | null;
  /** The name the payment customer gets (the company's). */
  name: string;
}

/**
 * Subscriptions started earlier and never paid for are cancelled, so choosing another plan
 * (which re-creates the subscription) leaves one open at the provider, not one per click.
 */
async function abandonOpenCheckouts({ db, provider }: BillingContext, owner: Owner) {
  const checkouts = checkoutRepository(db);
  for (const checkout of await checkouts.listOpen(owner.id)) {
    if (
      checkout.provider !== provider.mode ||
      checkout.subscriptionId === owner.stripeSubscriptionId
    )
      continue;
    // Best effort: one the provider already dropped (expired, say) is fine to forget.
    await provider.cancelSubscription(checkout.subscriptionId).catch(() => undefined);
    await checkouts.remove(checkout.id);
  }
}

/** The shared start of create-subscription and create-free-subscription. */
export async function startSubscription(
  context: BillingContext,
  owner: Owner,
  input: StartInput,
): Promise<{ created: NewSubscription; checkout: Checkout }> {
  assertNoLiveSubscription(owner);
  const { db, provider } = context;
  const customerId = await ensureCustomer(db, provider, owner, input.name);
  await reusePaidCheckout(context, owner);
  await abandonOpenCheckouts(context, owner);
  const created = await provider.createSubscription({
    customerId,
    ownerId: owner.id,
    plan: input.plan,
    discount: input.discount,
  });
  const checkout = await checkoutRepository(db).create({
    ownerId: owner.id,
    provider: provider.mode,
    subscriptionId: created.subscriptionId,
    intent: created.intent,
    plan: input.plan,
    couponId: input.discount?.coupon.id ?? null,
  });
  return { created, checkout };
}
