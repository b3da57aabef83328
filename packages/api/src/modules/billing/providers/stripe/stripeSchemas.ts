import { z } from 'zod';

/**
 * The parts of Stripe's answers billing relies on (API 2026-10-28.endive, the version
 * stripe 23.1.0 pins; shapes in shared/providers.md §5). Parsed, never cast.
 */

/** An expandable field: an id, or the object when expanded. */
function expandable<T extends z.ZodType>(object: T) {
  return z.union([z.string(), object]).nullish();
}

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  value == null ? null : typeof value === 'string' ? value : value.id;
export { idOf };

export const customerSchema = z.object({ id: z.string() });

export const priceSchema = z.object({
  id: z.string(),
  lookup_key: z.string().nullish(),
});
export const priceListSchema = z.object({ data: z.array(priceSchema) });

export const meterSchema = z.object({ id: z.string(), event_name: z.string(), status: z.string() });
export const meterListSchema = z.object({ data: z.array(meterSchema) });

export const couponSchema = z.object({
  id: z.string(),
  name: z.string().nullish(),
  percent_off: z.number().nullish(),
  amount_off: z.number().nullish(),
  duration: z.string().nullish(),
  duration_in_months: z.number().nullish(),
  valid: z.boolean(),
});
export type StripeCoupon = z.infer<typeof couponSchema>;

export const promotionCodeSchema = z.object({
  id: z.string(),
  code: z.string(),
  active: z.boolean(),
  expires_at: z.number().nullish(),
  max_redemptions: z.number().nullish(),
  times_redeemed: z.number().default(0),
  // Clover and later: the coupon sits under `promotion` (expand it).
  promotion: z.object({ type: z.string(), coupon: expandable(couponSchema) }),
});
export type StripePromotionCode = z.infer<typeof promotionCodeSchema>;
export const promotionCodeListSchema = z.object({ data: z.array(promotionCodeSchema) });

const subscriptionItemSchema = z.object({
  id: z.string(),
  price: priceSchema,
  // basil and later: the period sits on each item.
  current_period_start: z.number().nullish(),
  current_period_end: z.number().nullish(),
});

const cardSchema = z.object({
  brand: z.string(),
  last4: z.string(),
  exp_month: z.number(),
  exp_year: z.number(),
});
export const paymentMethodSchema = z.object({ id: z.string(), card: cardSchema.nullish() });

export const subscriptionSchema = z.object({
  id: z.string(),
  status: z.string(),
  customer: z.union([z.string(), customerSchema]),
  metadata: z.record(z.string(), z.string()).nullish(),
  items: z.object({ data: z.array(subscriptionItemSchema) }),
  default_payment_method: expandable(paymentMethodSchema),
  latest_invoice: expandable(
    z.object({
      id: z.string(),
      // basil and later: the invoice's PaymentIntent secret.
      confirmation_secret: z.object({ client_secret: z.string(), type: z.string() }).nullish(),
    }),
  ),
  pending_setup_intent: expandable(z.object({ id: z.string(), client_secret: z.string() })),
});
export type StripeSubscription = z.infer<typeof subscriptionSchema>;

export const intentSchema = z.object({
  id: z.string(),
  status: z.string(),
  customer: z.union([z.string(), customerSchema]).nullish(),
  payment_method: expandable(z.object({ id: z.string() })),
  last_payment_error: z.object({ message: z.string().nullish() }).nullish(),
  last_setup_error: z.object({ message: z.string().nullish() }).nullish(),
});

export const customerWithDefaultSchema = z.object({
  id: z.string(),
  invoice_settings: z.object({ default_payment_method: expandable(paymentMethodSchema) }).nullish(),
});

export const setupIntentCreatedSchema = z.object({ id: z.string(), client_secret: z.string() });

/** An invoice as the payment history shows it (basil+: no `paid`, use `status`). */
export const invoiceSchema = z.object({
  id: z.string(),
  number: z.string().nullish(),
  created: z.number(),
  status: z.string().nullish(),
  amount_due: z.number(),
  amount_paid: z.number().nullish(),
  attempt_count: z.number().nullish(),
  billing_reason: z.string().nullish(),
  hosted_invoice_url: z.string().nullish(),
  status_transitions: z.object({ paid_at: z.number().nullish() }).nullish(),
  customer: z.union([z.string(), z.object({ id: z.string() })]).nullish(),
  /** The items charged: the plan's line, and the metered estimates' line. */
  lines: z
    .object({
      data: z.array(z.object({ description: z.string().nullish(), amount: z.number() })),
    })
    .nullish(),
});
export type StripeInvoice = z.infer<typeof invoiceSchema>;
export const invoiceListSchema = z.object({ data: z.array(invoiceSchema) });
