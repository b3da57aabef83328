import { z } from 'zod';
import { isSimpleEmail } from './fields.ts';

export const MAIL_MESSAGES = {
  notificationEmailInvalid: 'Please enter a valid email address for notifications.',
  settingInvalid: 'Each email setting must be on or off.',
  mailNotFound: 'Email not found.',
  resendNotFailed: 'Only an email that could not be delivered can be sent again.',
  alreadyResent: 'This email has already been queued again.',
  resendLimit: 'You have sent 5 emails again in the last 24 hours. Please try again later.',
} as const;

/** How often an owner may queue failed e-mails again, per rolling 24 hours. */
export const MAIL_RESENDS_PER_DAY = 5;

/** What the owner's list calls each kind of message the product sends. */
export const MAIL_KIND_LABELS: Readonly<Record<string, string>> = {
  'quote.accepted.owner': 'New quote (you)',
  'quote.accepted.customer': 'Confirmation (homeowner)',
  'quote.cap.reached': 'Daily quote limit reached',
  'trial.reminder.days': 'Trial reminder: days',
  'trial.reminder.estimates': 'Trial reminder: estimates',
  'password.reset': 'Password reset',
  'email.change.confirm': 'Confirm new email',
  'email.change.notice': 'Email change notice',
  'billing.receipt': 'Receipt',
  'billing.payment_failed': 'Payment failed',
  'billing.trial_ending': 'Trial ending',
  'billing.cancellation_scheduled': 'Cancellation confirmed',
  'billing.subscription_ended': 'Subscription ended',
};

/** A kind's name for people; one the list does not know yet reads as a plain 'Email'. */
export function mailKindLabel(kind: string): string {
  return MAIL_KIND_LABELS[kind] ?? 'Email';
}

/** Which e-mails an accepted quote sends, and where the owner's copy goes. */
export const mailSettingsSchema = z.object({
  /** E-mail the owner about every accepted quote. */
  ownerOnAccept: z.boolean(),
  /** Send the homeowner a confirmation of what they accepted. */
  customerOnAccept: z.boolean(),
  /** Where the owner's copy goes; null means the sign-in e-mail. */
  notificationEmail: z.string().nullable(),
});
export type MailSettings = z.infer<typeof mailSettingsSchema>;

const setting = z.boolean({ error: MAIL_MESSAGES.settingInvalid });

/** PUT /api/mail-settings: any of the settings; a blank address means the sign-in e-mail. */
export const updateMailSettingsRequestSchema = z.object({
  ownerOnAccept: setting.optional(),
  customerOnAccept: setting.optional(),
  notificationEmail: z
    .string({ error: MAIL_MESSAGES.notificationEmailInvalid })
    .trim()
    .max(254, MAIL_MESSAGES.notificationEmailInvalid)
    .refine((v) => v === '' || isSimpleEmail(v), MAIL_MESSAGES.notificationEmailInvalid)
    .transform((v) => (v === '' ? null : v.toLowerCase()))
    .nullish(),
});
export type UpdateMailSettingsRequest = z.infer<typeof updateMailSettingsRequestSchema>;

export const mailStatusSchema = z.enum(['pending', 'sent', 'failed']);

/** One message the product sent (or is trying to send) for the owner. */
export const sentMailSchema = z.object({
  id: z.string(),
  kind: z.string(),
  /** The kind as the owner reads it ('Password reset'). */
  label: z.string(),
  to: z.string(),
  subject: z.string(),
  /** pending with an error: the send failed and will be tried again. */
  status: mailStatusSchema,
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  /** Failed and not queued again yet: the owner may send it again. */
  canResend: z.boolean(),
});
export type SentMail = z.infer<typeof sentMailSchema>;

export const mailSettingsResponseSchema = z.object({
  mailSettings: mailSettingsSchema,
  recentMail: z.array(sentMailSchema),
});
export type MailSettingsResponse = z.infer<typeof mailSettingsResponseSchema>;

/** POST /api/mail/:id/resend → the copy queued in its place. */
export const resendMailResponseSchema = z.object({ mail: sentMailSchema });
export type ResendMailResponse = z.infer<typeof resendMailResponseSchema>;
