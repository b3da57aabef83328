import type { ConfirmedIntent } from './subscriptionApi.ts';

export const CARD_NOT_CHARGED = 'Your card was not charged.';
export const CARD_SAVED_NOT_CHARGED = 'Your card was saved but not charged.';
export const CARD_CHARGED_ONCE =
  'Your card was charged for the first payment, and it will not be charged again: Retry finishes your subscription with this payment, and so does paying again from the plans.';

/**
 * What a failed completion did to the card, said beside the failure so the owner does not pay
 * twice. `refused`: the server answered that the payment did not go through. Otherwise the
 * card form had confirmed it, so a first payment was taken (a setup intent only saves the card);
 * the server finishes the subscription with that payment on a retry or a new checkout.
 */
export function cardOutcome(intent: ConfirmedIntent, refused: boolean): string {
  if (refused) return CARD_NOT_CHARGED;
  return intent.paymentIntentId ? CARD_CHARGED_ONCE : CARD_SAVED_NOT_CHARGED;
}
