import type { Config } from '../../../../platform/config/config.ts';
import type { BillingProvider } from '../../types.ts';
import { createStripeClient } from './stripeClient.ts';
import { createStripeProvider } from './stripeProvider.ts';

/** Everything Stripe behind one module, loaded only by servers that have Stripe keys. */
export function stripeBilling(settings: NonNullable<Config['stripe']>): BillingProvider {
  return createStripeProvider(createStripeClient(settings), settings.publishableKey);
}
