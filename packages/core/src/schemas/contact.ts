import { z } from 'zod';
import { isSimpleEmail, optionalText, requiredText } from './fields.ts';

export const CONTACT_MESSAGES = {
  phoneInvalid:
    'Phone must be 7 to 15 digits, with spaces, dots, dashes, brackets or a leading + if you like',
  emailInvalid: 'Please enter a valid email address',
  nameRequired: 'Please tell us your name',
  phoneRequired: 'Please give a phone number to call you back on',
  messageTooLong: 'The message must be 1,000 characters or fewer',
} as const;

const M = CONTACT_MESSAGES;

/** A phone number as people write it: 7 to 15 digits, spaces, dots, dashes, brackets, a leading +. */
export function isPhoneNumber(value: string): boolean {
  if (!/^\+?[\d\s().-]+$/.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= 7 && digits <= 15;
}

const phoneText = z.string().trim().max(40, M.phoneInvalid).refine(isPhoneNumber, M.phoneInvalid);

/** Blank, absent or null: not given (null, so a form that clears the field clears it). */
const blankAsNull = z
  .string()
  .trim()
  .nullish()
  .transform((value) => (value ? value : null));

/** The owner's public phone, set on the Storefront page; blank clears it. */
export const contactPhoneSchema = blankAsNull.pipe(phoneText.nullable());

/** A public e-mail (the owner's, or a homeowner's on a call-back request); blank clears it. */
export const contactEmailSchema = blankAsNull.pipe(
  z
    .string()
    .refine(isSimpleEmail, M.emailInvalid)
    .transform((email) => email.toLowerCase())
    .nullable(),
);

/** How homeowners reach a company when instant quotes are not available. */
export const companyContactSchema = z.object({
  companyName: z.string(),
  contactPhone: z.string().nullable(),
  contactEmail: z.string().nullable(),
});
export type CompanyContact = z.infer<typeof companyContactSchema>;

/**
 * POST /api/callback-request: a homeowner asks the company to call back. It lands in the
 * owner's Accepted Quotes as a lead. The storefront names itself by subdomain; the widget by key.
 */
export const callbackRequestSchema = z.object({
  customerName: requiredText(M.nameRequired).max(120, 'Name must be at most 120 characters'),
  customerPhone: requiredText(M.phoneRequired).pipe(phoneText),
  customerEmail: contactEmailSchema,
  customerAddress: optionalText(300, 'The address must be 300 characters or fewer'),
  message: optionalText(1000, M.messageTooLong),
  storefrontSubdomain: z.string().trim().toLowerCase().max(63).optional(),
});
export type CallbackRequest = z.input<typeof callbackRequestSchema>;

export const callbackRequestResponseSchema = z.object({ received: z.literal(true) });
