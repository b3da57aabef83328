import { z } from 'zod';
import { SUBSCRIPTION_STATUSES } from '../enums.ts';
import { paymentMethodSchema } from './billing.ts';

export const CARD_FORM_MESSAGES = {
  numberRequired: 'Please enter your card number.',
  numberInvalid: 'Your card number is invalid.',
  expiryIncomplete: "Your card's expiration date is incomplete.",
  cvcIncomplete: "Your card's security code is incomplete.",
  setupIntentInvalid: 'The card confirmation is missing or malformed. Please try again.',
  invoiceIdInvalid: 'That is not an invoice id.',
} as const;
const M = CARD_FORM_MESSAGES;

export interface CardExpiry {
  month: number;
  /** Four digits. */
  year: number;
}

/**
 * An expiry as people type it: 'MM/YY', 'MM / YYYY', or the digits alone ('1230', '122030').
 * Null when it is not a month and year.
 */
export function parseCardExpiry(text: string): CardExpiry | null {
  const match =
    /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(text) ??
    /^\s*(\d{2})(\d{2}|\d{4})\s*$/.exec(text);
  if (!match?.[1] || !match[2]) return null;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return null;
  const year = match[2].length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  return { month, year };
}

/** The expiry as the form shows it once typed: '1230' reads '12 / 30'. */
export function formatCardExpiry(expiry: CardExpiry): string {
  return `${String(expiry.month).padStart(2, '0')} / ${String(expiry.year % 100).padStart(2, '0')}`;
}

/**
 * The test-mode card form's fields, checked as Stripe's card element checks them before it
 * talks to the server (the server checks again, and knows which test cards decline).
 */
export const testCardFormSchema = z.object({
  cardNumber: z
    .string({ error: M.numberRequired })
    .trim()
    .min(1, M.numberRequired)
    .max(30, M.numberInvalid)
    .refine((value) => /^\d{13,19}$/.test(value.replace(/[\s-]/g, '')), M.numberInvalid),
  expiry: z
    .string({ error: M.expiryIncomplete })
    .max(10, M.expiryIncomplete)
    .refine((value) => parseCardExpiry(value) !== null, M.expiryIncomplete),
  cvc: z
    .string({ error: M.cvcIncomplete })
    .trim()
    .regex(/^\d{3,4}$/, M.cvcIncomplete),
  name: z.string().trim().max(200).optional(),
});
export type TestCardForm = z.infer<typeof testCardFormSchema>;

/** POST /api/payment-method/setup → the SetupIntent the card form confirms. */
export const cardSetupResponseSchema = z.object({
  type: z.literal('setup'),
  setupIntentId: z.string(),
  clientSecret: z.string(),
});
export type CardSetup = z.infer<typeof cardSetupResponseSchema>;

/** POST /api/payment-method { setupIntentId }: the confirmed card becomes the default. */
export const updatePaymentMethodRequestSchema = z.object({
  setupIntentId: z
    .string({ error: M.setupIntentInvalid })
    .trim()
    .regex(/^(tm_)?seti_[A-Za-z0-9]{1,120}$/, M.setupIntentInvalid),
});
export const updatePaymentMethodResponseSchema = z.object({
  paymentMethod: paymentMethodSchema,
  subscriptionStatus: z.enum(SUBSCRIPTION_STATUSES),
});

export const INVOICE_STATUSES = ['paid', 'open', 'failed', 'void', 'draft'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** One line of a charge: the plan for a period, or the estimates beyond the plan. */
export const invoiceLineSchema = z.object({
  description: z.string(),
  /** Dollars. */
  amount: z.number(),
});
export type InvoiceLine = z.infer<typeof invoiceLineSchema>;

/** One charge of the subscription: a Stripe invoice, or a test-mode payment. */
export const invoiceSchema = z.object({
  id: z.string(),
  /** The invoice number people quote (Stripe's `number`; the payment id in test mode). */
  number: z.string(),
  /** ISO date-time of the charge. */
  date: z.string(),
  /** Dollars. */
  amount: z.number(),
  status: z.enum(INVOICE_STATUSES),
  description: z.string(),
  /** What the amount is made of, one line per item (the plan, then any overage). */
  lines: z.array(invoiceLineSchema),
  /** Stripe's hosted invoice page (with its receipt); null in test mode (printable page instead). */
  receiptUrl: z.string().nullable(),
  card: paymentMethodSchema.shape.card.nullable(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

export const invoiceListResponseSchema = z.object({ invoices: z.array(invoiceSchema) });

export const invoiceParamsSchema = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,120}$/, M.invoiceIdInvalid),
});

/** GET /api/invoices/:id: one invoice and who it was billed to, for the printable receipt. */
export const invoiceResponseSchema = z.object({
  invoice: invoiceSchema,
  billedTo: z.object({ companyName: z.string(), email: z.string() }),
});
export type InvoiceWithBilledTo = z.infer<typeof invoiceResponseSchema>;
