/**
 * Billing: subscriptions on Stripe or the test-mode processor, coupons, the card and the
 * invoices, Stripe's webhook events, metered estimates and the plan changes scheduled for a
 * period's end. Other modules and the app use it only through this file.
 */
export { createEstimateMeter, type MeterEstimates } from './meterEstimates.ts';
export { testModeCancellations } from './providers/testMode/testModeCancellations.ts';
export { testModePaymentRetries } from './providers/testMode/testModePaymentRetries.ts';
export { testModeRenewalQueue } from './providers/testMode/testModeRenewalQueue.ts';
export { createBillingProvider } from './registry.ts';
export { billingRouter, type BillingDeps } from './router.ts';
export { settleScheduledChanges } from './settleScheduledChanges.ts';
export type { BillingProvider } from './types.ts';
