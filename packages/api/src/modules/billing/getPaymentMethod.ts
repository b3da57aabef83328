import type { PaymentMethod } from '@yardstick/core/schemas/billing';
import type { Owner } from '../accounts/index.ts';
import type { BillingContext } from './context.ts';
import { isProvidersId } from './ensureCustomer.ts';

/** GET /api/payment-method: the card billing uses (subscription default, else the customer's). */
export async function getPaymentMethod(
  { provider }: BillingContext,
  owner: Owner,
): Promise<PaymentMethod | null> {
  const customerId = owner.stripeCustomerId;
  if (!customerId || !isProvidersId(customerId, provider)) return null;
  const subscriptionId =
    owner.stripeSubscriptionId && isProvidersId(owner.stripeSubscriptionId, provider)
      ? owner.stripeSubscriptionId
      : null;
  return provider.paymentMethod({ customerId, subscriptionId });
}
