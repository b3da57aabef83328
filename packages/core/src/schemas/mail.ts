import { z } from 'zod';
import { isSimpleEmail } from './fields.ts';

export const MAIL_MESSAGES = {
  notificationEmailInvalid: 'Please enter a valid email address for notifications.',
  settingInvalid: 'Each email setting must be on or off.',
} as const;

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
  to: z.string(),
  subject: z.string(),
  /** pending with an error: the send failed and will be tried again. */
  status: mailStatusSchema,
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type SentMail = z.infer<typeof sentMailSchema>;

export const mailSettingsResponseSchema = z.object({
  mailSettings: mailSettingsSchema,
  recentMail: z.array(sentMailSchema),
});
export type MailSettingsResponse = z.infer<typeof mailSettingsResponseSchema>;
