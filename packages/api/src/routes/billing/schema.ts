import { z } from 'zod';

/** A required field whose absence, blankness or excess reads as one sentence. */
function required(message: string, maxLength: number, tooLong = message) {
  return z.string({ error: message }).trim().min(1, message).max(maxLength, tooLong);
}

/** POST /api/billing/test-mode/confirm: the test-mode card form (Stripe's test card numbers). */
export const testModeConfirmSchema = z.object({
  clientSecret: required('The payment form has no client secret. Please reload the page.', 200),
  cardNumber: required('Please enter your card number.', 30, 'Your card number is invalid.'),
  expiry: required("Your card's expiration date is incomplete.", 10),
  cvc: required("Your card's security code is incomplete.", 4),
  name: z.string().trim().max(200).optional(),
});

/** GET /api/billing/config: which payment form the page shows. */
export const billingConfigSchema = z.object({
  mode: z.enum(['stripe', 'test']),
  publishableKey: z.string().optional(),
});
