import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import { createStripeClient } from './providers/stripe/stripeClient.ts';
import { createStripeProvider } from './providers/stripe/stripeProvider.ts';
import { createTestModeProvider } from './providers/testMode/testModeProvider.ts';
import type { BillingProvider } from './types.ts';

export interface BillingDeps {
  config: Config;
  db: Db;
  clock: Clock;
}

/** Stripe when its keys are configured, else the built-in test-mode processor. */
export function createBillingProvider({ config, db, clock }: BillingDeps): BillingProvider {
  if (!config.stripe) return createTestModeProvider(db, clock);
  const stripe = createStripeClient(config.stripe);
  return createStripeProvider(stripe, config.stripe.publishableKey);
}
