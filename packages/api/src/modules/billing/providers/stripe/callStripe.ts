import Stripe from 'stripe';
import { UnavailableError, ValidationError, type AppError } from '../../../../platform/errors.ts';
import { BILLING_ERRORS } from '../../messages.ts';

/** True when Stripe answered 404 resource_missing (an unknown coupon, say). */
export function isMissingResource(error: unknown): boolean {
  return (
    error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing'
  );
}

/**
 * Stripe's failures as the error catalogue's: a card problem (402) is the customer's to fix
 * and keeps Stripe's sentence ('Your card was declined.'); a bad request of ours, a refused key
 * or an outage is ours, so the customer is told to try later and the cause stays on the error.
 */
export function translateStripeError(error: unknown): AppError | unknown {
  if (!(error instanceof Stripe.errors.StripeError)) return error;
  if (error instanceof Stripe.errors.StripeCardError)
    return new ValidationError(error.message || 'Your card was declined.');
  if (
    error instanceof Stripe.errors.StripeConnectionError ||
    error instanceof Stripe.errors.StripeAPIError ||
    error instanceof Stripe.errors.StripeRateLimitError
  )
    return new UnavailableError(BILLING_ERRORS.providerDown, { cause: error });
  return new UnavailableError(BILLING_ERRORS.providerRefused, { cause: error });
}

/** Runs one Stripe call, translating its failure. */
export async function callStripe<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw translateStripeError(error);
  }
}
