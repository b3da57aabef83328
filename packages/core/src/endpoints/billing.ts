/** The subscription's part of the endpoint table (SPEC §7): plans, checkout, the card, invoices. */
import {
  billingConfigSchema,
  cancelSubscriptionRequestSchema,
  cancelSubscriptionResponseSchema,
  completeSubscriptionRequestSchema,
  completeSubscriptionResponseSchema,
  createSubscriptionRequestSchema,
  createSubscriptionResponseSchema,
  paymentMethodResponseSchema,
  resumeSubscriptionRequestSchema,
  testModeConfirmResponseSchema,
  testModeConfirmSchema,
  testClockAdvanceSchema,
  upgradeSubscriptionRequestSchema,
  upgradeSubscriptionResponseSchema,
  validateCouponRequestSchema,
  validateCouponResponseSchema,
} from '../schemas/billing.ts';
import {
  cardSetupResponseSchema,
  invoiceListResponseSchema,
  invoiceResponseSchema,
  updatePaymentMethodRequestSchema,
  updatePaymentMethodResponseSchema,
} from '../schemas/paymentMethod.ts';
import { endpoint } from './endpoint.ts';

export const billingEndpoints = {
  billingConfig: endpoint({
    method: 'GET',
    path: '/api/billing/config',
    answer: billingConfigSchema,
  }),
  validateCoupon: endpoint({
    method: 'POST',
    path: '/api/validate-coupon',
    body: validateCouponRequestSchema,
    answer: validateCouponResponseSchema,
  }),
  createSubscription: endpoint({
    method: 'POST',
    path: '/api/create-subscription',
    body: createSubscriptionRequestSchema,
    answer: createSubscriptionResponseSchema,
  }),
  /** When a coupon makes the plan free; the same body as create-subscription. */
  createFreeSubscription: endpoint({
    method: 'POST',
    path: '/api/create-free-subscription',
    body: createSubscriptionRequestSchema,
  }),
  completeSubscription: endpoint({
    method: 'POST',
    path: '/api/complete-subscription',
    body: completeSubscriptionRequestSchema,
    answer: completeSubscriptionResponseSchema,
  }),
  upgradeSubscription: endpoint({
    method: 'POST',
    path: '/api/upgrade-subscription',
    body: upgradeSubscriptionRequestSchema,
    answer: upgradeSubscriptionResponseSchema,
  }),
  cancelSubscription: endpoint({
    method: 'POST',
    path: '/api/cancel-subscription',
    body: cancelSubscriptionRequestSchema,
    answer: cancelSubscriptionResponseSchema,
  }),
  resumeSubscription: endpoint({
    method: 'POST',
    path: '/api/resume-subscription',
    body: resumeSubscriptionRequestSchema,
  }),

  paymentMethod: endpoint({
    method: 'GET',
    path: '/api/payment-method',
    answer: paymentMethodResponseSchema,
  }),
  setUpCard: endpoint({
    method: 'POST',
    path: '/api/payment-method/setup',
    answer: cardSetupResponseSchema,
  }),
  updatePaymentMethod: endpoint({
    method: 'POST',
    path: '/api/payment-method',
    body: updatePaymentMethodRequestSchema,
    answer: updatePaymentMethodResponseSchema,
  }),
  invoices: endpoint({ method: 'GET', path: '/api/invoices', answer: invoiceListResponseSchema }),
  invoice: endpoint({ method: 'GET', path: '/api/invoices/:id', answer: invoiceResponseSchema }),

  /** The built-in test mode's card form (what Stripe.js does on Stripe); test mode only. */
  confirmTestCard: endpoint({
    method: 'POST',
    path: '/api/billing/test-mode/confirm',
    body: testModeConfirmSchema,
    answer: testModeConfirmResponseSchema,
  }),
  /** Test mode only: renews the caller's subscription now, as a month passing would. */
  renewTestSubscription: endpoint({ method: 'POST', path: '/api/billing/test-mode/renew' }),
  /** NODE_ENV=test only: the caller's own time moves on by days (trial end, renewals, retries). */
  advanceTestClock: endpoint({
    method: 'POST',
    path: '/api/test-clock/advance',
    body: testClockAdvanceSchema,
  }),
  /** Stripe's events, signed; raw body. */
  stripeWebhook: endpoint({ method: 'POST', path: '/api/webhooks/stripe' }),
} as const;
