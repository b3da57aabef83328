import type { PaymentMethod } from '@yardstick/core/schemas/billing';
import type { SubscriptionStatus } from '@yardstick/core/enums';
import type { CardSetup } from '@yardstick/core/schemas/paymentMethod';
import type { Owner } from '../accounts/index.ts';
import { ConflictError, ForbiddenError, ValidationError } from '../../platform/errors.ts';
import type { BillingContext } from './context.ts';
import { isProvidersId } from './ensureCustomer.ts';
import { BILLING_ERRORS } from './messages.ts';
import { billingOwnerRepository } from './billingOwnerRepository.ts';
import { hasLiveSubscription } from './subscriber.ts';
import type { CardOwnerRef } from './types.ts';

/** The owner's running subscription on this provider, whose card may be changed. */
function cardOwnerOf({ provider }: BillingContext, owner: Owner): CardOwnerRef {
  const customerId = owner.stripeCustomerId;
  const subscriptionId = owner.stripeSubscriptionId;
  if (
    !hasLiveSubscription(owner) ||
    !customerId ||
    !subscriptionId ||
    !isProvidersId(customerId, provider) ||
    !isProvidersId(subscriptionId, provider)
  )
    throw new ConflictError(BILLING_ERRORS.noCardToUpdate);
  return { customerId, subscriptionId, ownerId: owner.id };
}

/** POST /api/payment-method/setup: a SetupIntent the card form confirms. */
export async function startCardUpdate(context: BillingContext, owner: Owner): Promise<CardSetup> {
  const intent = await context.provider.setupCard(cardOwnerOf(context, owner));
  return { type: 'setup', setupIntentId: intent.id, clientSecret: intent.clientSecret };
}

/**
 * POST /api/payment-method: the card a succeeded SetupIntent of this owner's customer saved
 * becomes the default; a past-due subscription is paid with it and active again.
 */
export async function finishCardUpdate(
  context: BillingContext,
  owner: Owner,
  setupIntentId: string,
): Promise<{ paymentMethod: PaymentMethod; subscriptionStatus: SubscriptionStatus }> {
  const ref = cardOwnerOf(context, owner);
  const intent = await context.provider.retrieveIntent({ type: 'setup', id: setupIntentId });
  if (intent.customerId !== ref.customerId) throw new ForbiddenError(BILLING_ERRORS.intentNotOwned);
  if (intent.status !== 'succeeded')
    throw new ValidationError(intent.errorMessage ?? BILLING_ERRORS.setupNotFinished);
  const { paymentMethod, state } = await context.provider.useCard(ref, intent);
  // Only the status follows (past due → active); plan and period stay as billing last set them.
  if (state.status !== owner.subscriptionStatus)
    await billingOwnerRepository(context.db).applySubscription(owner.id, {
      subscriptionId: state.id,
      status: state.status,
      plan: null,
      currentPeriodStart: null,
      currentPeriodEnd: null,
    });
  return { paymentMethod, subscriptionStatus: state.status };
}
