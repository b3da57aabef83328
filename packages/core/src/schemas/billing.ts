import { z } from 'zod';
import { PAID_PLAN_IDS, SUBSCRIPTION_STATUSES } from '../enums.ts';
import { idSchema } from './fields.ts';

export const BILLING_MESSAGES = {
  couponRequired: 'Please enter a coupon code',
  couponInvalid: 'Invalid coupon code',
  missingInformation: 'Missing Information',
  alreadyActive: 'User already has an active subscription',
  planInvalid: 'Please choose a plan: essentials, starter, pro or elite',
} as const;

const M = BILLING_MESSAGES;

export const paidPlanSchema = z.enum(PAID_PLAN_IDS, { error: M.planInvalid });

export const couponSchema = z.object({
  id: z.string(),
  name: z.string().nullable(),
  description: z.string().nullable(),
  percent_off: z.number().nullable(),
  /** Cents. */
  amount_off: z.number().nullable(),
});
export type Coupon = z.infer<typeof couponSchema>;

export const validateCouponRequestSchema = z.object({
  couponCode: z.string({ error: M.couponRequired }).trim().min(1, M.couponRequired).max(100),
  plan: paidPlanSchema.optional(),
});
export const validateCouponResponseSchema = z.object({ coupon: couponSchema });

const missing = { error: M.missingInformation };

export const createSubscriptionRequestSchema = z.object({
  userId: z.string(missing).min(1, M.missingInformation),
  email: z.string(missing).trim().min(1, M.missingInformation),
  name: z.string(missing).trim().min(1, M.missingInformation),
  plan: paidPlanSchema,
  couponId: z.string().trim().max(100).nullish(),
});
export type CreateSubscriptionRequest = z.infer<typeof createSubscriptionRequestSchema>;

export const createSubscriptionResponseSchema = z.object({
  type: z.enum(['payment', 'setup']),
  clientSecret: z.string(),
  subscriptionId: z.string().optional(),
});
export type CreateSubscriptionResponse = z.infer<typeof createSubscriptionResponseSchema>;

export const completeSubscriptionRequestSchema = z.object({
  setupIntentId: z.string().nullish(),
  paymentIntentId: z.string().nullish(),
  userId: idSchema,
  plan: paidPlanSchema,
  couponId: z.string().nullish(),
});
export const completeSubscriptionResponseSchema = z.object({
  success: z.boolean(),
  error: z.string().optional(),
});

export const upgradeSubscriptionRequestSchema = z.object({
  userId: idSchema,
  newPlan: paidPlanSchema,
});
/** `immediately` ends it now; by default it runs to the end of the period already paid for. */
export const cancelSubscriptionRequestSchema = z.object({
  userId: idSchema,
  immediately: z.boolean().optional(),
});
export const cancelSubscriptionResponseSchema = z.object({
  success: z.boolean(),
  subscriptionStatus: z.enum(SUBSCRIPTION_STATUSES),
  /** When access ends; null when it ended now. */
  cancelAt: z.string().nullable(),
});
export const resumeSubscriptionRequestSchema = z.object({ userId: idSchema });
export const upgradeSubscriptionResponseSchema = z.object({
  success: z.boolean(),
  plan: paidPlanSchema,
  subscriptionStatus: z.enum(SUBSCRIPTION_STATUSES),
  /** A downgrade waits for the end of the paid period. */
  scheduled: z.object({ plan: paidPlanSchema, effectiveAt: z.string() }).optional(),
});

export const paymentMethodSchema = z.object({
  card: z.object({
    brand: z.string(),
    last4: z.string(),
    expMonth: z.number().int(),
    expYear: z.number().int(),
  }),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;
export const paymentMethodResponseSchema = z.object({
  paymentMethod: paymentMethodSchema.nullable(),
});

/** GET /api/billing/config: which payment form the page shows (Stripe's, or the test-mode one). */
export const billingConfigSchema = z.object({
  mode: z.enum(['stripe', 'test']),
  publishableKey: z.string().optional(),
});
export type BillingConfig = z.infer<typeof billingConfigSchema>;

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

/** POST /api/test-clock/advance: how many days the signed-in owner's time moves on (tests only). */
export const testClockAdvanceSchema = z.object({
  days: z.number().int().min(1).max(400),
});

/** Which intent the test-mode form confirmed; complete-subscription takes one of the two. */
export const testModeConfirmResponseSchema = z.object({
  type: z.enum(['payment', 'setup']),
  id: z.string(),
});
