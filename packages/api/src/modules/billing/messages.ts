import { BILLING_MESSAGES } from '@yardstick/core/schemas/billing';

/** Billing's sentences; the page shows them as they are (SPEC §8 where it names one). */
export const BILLING_ERRORS = {
  ...BILLING_MESSAGES,
  ownAccountOnly: 'You can only manage the subscription of your own account.',
  noSubscription: 'You do not have an active subscription.',
  samePlan: 'You are already on that plan.',
  notFree: 'This plan needs a payment method: use the payment form instead.',
  missingIntent: 'Missing payment confirmation: no setup or payment intent was given.',
  intentNotOwned: 'That payment does not belong to your account.',
  paymentNotFinished: 'The payment has not gone through yet. Please try again.',
  webhooksOff: 'Stripe webhooks are not configured (STRIPE_WEBHOOK_SECRET).',
  badSignature: 'Invalid Stripe signature.',
  providerDown: 'The payment provider could not be reached. Please try again in a moment.',
  providerRefused: 'The payment provider refused the request. Please try again later.',
  noPaymentForm: 'The payment provider did not return a payment form. Please try again.',
  testModeOnly: 'The test-mode card form is only available when Stripe is not configured.',
  unknownClientSecret: 'This payment form has expired. Please reload the page and try again.',
  alreadyConfirmed: 'This payment was already confirmed.',
  notCanceling: 'Your subscription is not set to end, so there is nothing to resume.',
  cardNeeded: 'A card on file is needed to pay the difference. Please subscribe again with a card.',
  noCardToUpdate:
    'There is no running subscription whose card could be changed. Choose a plan first.',
  setupNotFinished: 'The card has not been confirmed yet. Please try again.',
  invoiceNotFound: 'Invoice not found',
  // Both start with the "already active" sentence, which the page reads as 'Subscription Already Active'.
  firstPaymentReused: `${BILLING_MESSAGES.alreadyActive}: your first payment had already gone through, so your card was not charged again.`,
  firstPaymentPending:
    'Your first payment is still being processed, so your card was not charged again. Please try again in a few minutes.',
  renewalNotDue:
    'This subscription ends at the end of its period, so there is no renewal to charge.',
} as const;
