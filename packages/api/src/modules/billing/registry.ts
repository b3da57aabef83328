import type { Clock } from '../../platform/clock.ts';
import type { Config } from '../../platform/config/config.ts';
import type { Db } from '../../platform/db/database.ts';
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
  const settings = config.stripe;
  // The Stripe SDK costs about 20 MB of memory: load it on the first billing call, not at start.
  let loaded: Promise<BillingProvider> | undefined;
  const provider = () =>
    (loaded ??= import('./providers/stripe/stripeBilling.ts').then((m) =>
      m.stripeBilling(settings),
    ));
  return {
    mode: 'stripe',
    publishableKey: settings.publishableKey,
    findDiscount: async (code) => (await provider()).findDiscount(code),
    createCustomer: async (input) => (await provider()).createCustomer(input),
    createSubscription: async (input) => (await provider()).createSubscription(input),
    retrieveIntent: async (ref) => (await provider()).retrieveIntent(ref),
    activateSubscription: async (id, intent) => (await provider()).activateSubscription(id, intent),
    getSubscription: async (id) => (await provider()).getSubscription(id),
    changePlan: async (id, plan) => (await provider()).changePlan(id, plan),
    schedulePlanChange: async (id, plan, at) => (await provider()).schedulePlanChange(id, plan, at),
    cancelSubscription: async (id) => (await provider()).cancelSubscription(id),
    cancelAtPeriodEnd: async (id, at) => (await provider()).cancelAtPeriodEnd(id, at),
    paymentMethod: async (ref) => (await provider()).paymentMethod(ref),
    setupCard: async (ref) => (await provider()).setupCard(ref),
    useCard: async (ref, intent) => (await provider()).useCard(ref, intent),
    invoices: async (customerId) => (await provider()).invoices(customerId),
    recordMeterEvent: async (event) => (await provider()).recordMeterEvent(event),
  };
}
