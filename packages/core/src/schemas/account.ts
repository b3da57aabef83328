import { z } from 'zod';
import { PAID_PLAN_IDS, PLAN_IDS, SUBSCRIPTION_STATUSES } from '../enums.ts';
import { timeZoneSchema } from '../timeZone.ts';
import { emailField, idSchema, requiredText } from './fields.ts';

export const REGISTRATION_MESSAGES = {
  companyNameRequired: 'Company name is required',
  companyNameTooShort: 'Company name must be at least 2 characters',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 8 characters',
  termsRequired: 'You must accept the Terms of Use',
  privacyRequired: 'You must accept the Privacy Policy',
} as const;

const M = REGISTRATION_MESSAGES;

export const registrationRequestSchema = z.object({
  companyName: requiredText(M.companyNameRequired).min(2, M.companyNameTooShort).max(120),
  email: emailField(M.emailRequired, M.emailInvalid),
  password: z
    .string({ error: M.passwordRequired })
    .min(1, M.passwordRequired)
    .min(8, M.passwordTooShort)
    .max(200, 'Password must be at most 200 characters'),
  termsOfUseAccepted: z.literal(true, { error: M.termsRequired }),
  privacyPolicyAccepted: z.literal(true, { error: M.privacyRequired }),
  /**
   * The zone the owner signs up in (the browser's, IANA): the seasons, the quote list's days
   * and the CSV's times are the owner's from the first day (none: null or left out). Changed on
   * the Account page.
   */
  timeZone: timeZoneSchema.nullish(),
});
export type RegistrationRequest = z.infer<typeof registrationRequestSchema>;

export const registrationResponseSchema = z.object({
  id: idSchema,
  /** Lets the new owner start a subscription signed out for a short while (SPEC §6 hand-off). */
  handOffToken: z.string(),
});

export const loginRequestSchema = z.object({
  email: requiredText(M.emailRequired).transform((email) => email.toLowerCase()),
  password: z.string({ error: M.passwordRequired }).min(1, M.passwordRequired),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const currentUserSchema = z.object({
  id: idSchema,
  email: z.string(),
  companyName: z.string(),
  subscriptionStatus: z.enum(SUBSCRIPTION_STATUSES),
  plan: z.enum(PLAN_IDS),
  isSuperUser: z.boolean(),
  /** The built-in demo account (permanent access, never counted or billed). */
  isDemo: z.boolean().optional(),
  stripeCustomerId: z.string().nullable(),
  stripeSubscriptionId: z.string().nullable(),
  hasHadActiveSubscription: z.boolean(),
  /** The subscription ends then (cancelled at the end of its paid period); it can be resumed until then. */
  cancelAt: z.string().nullish(),
  /** A downgrade that takes effect at pendingPlanAt. */
  pendingPlan: z.enum(PAID_PLAN_IDS).nullish(),
  pendingPlanAt: z.string().nullish(),
  /** The zone set on the Account page (IANA name); null means the browser's. */
  timeZone: z.string().nullish(),
  /** A failed renewal: access and the storefront go on until then while the charge is retried. */
  paymentGraceEndsAt: z.string().nullish(),
  /** A new sign-in e-mail waiting for the owner to open the link sent to it. */
  pendingEmail: z.string().nullish(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

/** `plan`: the plan chosen at sign-up (?plan=pro); checkout then starts on it. */
export const startTrialRequestSchema = z.object({
  userId: idSchema,
  plan: z.enum(PAID_PLAN_IDS).optional(),
});

export const trialStatusSchema = z.object({
  isActive: z.boolean(),
  daysRemaining: z.number().int(),
  estimatesRemaining: z.number().int(),
});
export type TrialStatus = z.infer<typeof trialStatusSchema>;

export const usageSchema = z.object({
  currentPlan: z.enum(PLAN_IDS),
  estimatesUsed: z.number().int(),
  /** -1 means unlimited. */
  estimateLimit: z.number().int(),
  estimatesRemaining: z.number().int(),
  trialStatus: trialStatusSchema,
  /** Estimates beyond the plan's included ones in this period, billed per estimate. */
  overageEstimates: z.number().int().optional(),
  periodStart: z.string().optional(),
  periodEnd: z.string().optional(),
});
export type Usage = z.infer<typeof usageSchema>;

/** `POST /api/generate-api-key`: no body returns the current key; `{ "refresh": true }` replaces it. */
export const generateApiKeyRequestSchema = z
  .object({ refresh: z.boolean().optional() })
  .optional()
  .transform((body) => ({ refresh: body?.refresh ?? false }));

export const apiKeyResponseSchema = z.object({ apiKey: z.string().startsWith('ys_pk_') });

export const verifyApiKeyResponseSchema = z.object({
  user: z.object({
    companyName: z.string(),
    /** The owner's public contact (from the Storefront page), shown when quotes are unavailable. */
    contactPhone: z.string().nullable().default(null),
    contactEmail: z.string().nullable().default(null),
  }),
});

/** A new password follows the registration rule (SPEC §5). */
const newPasswordSchema = z
  .string({ error: M.passwordRequired })
  .min(1, M.passwordRequired)
  .min(8, M.passwordTooShort)
  .max(200, 'Password must be at most 200 characters');

export const PASSWORD_RESET_MESSAGES = {
  /** The one answer to every reset request, whether or not the address has an account. */
  requested:
    'If an account exists for that email, we have sent a link to reset its password. The link works once, for 30 minutes.',
  invalidLink: 'This reset link is invalid, already used or expired. Please ask for a new one.',
  currentPasswordWrong: 'Your current password is not correct.',
  samePassword: 'The new password must be different from the current one.',
} as const;

/** POST /api/password-reset/request */
export const passwordResetRequestSchema = z.object({
  email: emailField(M.emailRequired, M.emailInvalid),
});
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

/** POST /api/password-reset/confirm: the token from the link and the new password. */
export const passwordResetConfirmSchema = z.object({
  token: z
    .string({ error: PASSWORD_RESET_MESSAGES.invalidLink })
    .trim()
    .min(20, PASSWORD_RESET_MESSAGES.invalidLink)
    .max(200, PASSWORD_RESET_MESSAGES.invalidLink),
  password: newPasswordSchema,
});

/** POST /api/change-password: other sessions end, this one stays. */
export const changePasswordSchema = z
  .object({
    currentPassword: z.string({ error: M.passwordRequired }).min(1, 'Current password is required'),
    newPassword: newPasswordSchema,
  })
  .refine((body) => body.currentPassword !== body.newPassword, {
    message: PASSWORD_RESET_MESSAGES.samePassword,
    path: ['newPassword'],
  });
export type ChangePasswordRequest = z.infer<typeof changePasswordSchema>;

export const EMAIL_CHANGE_MESSAGES = {
  passwordNeeded: 'Enter your current password to change your sign-in email',
  invalidLink:
    'This confirmation link is invalid, already used or expired. Please change your email again.',
} as const;

/**
 * PATCH /api/account: the company name, sign-in e-mail and time zone (kept when left out).
 * A new e-mail needs the current password, and takes effect once the link sent to it is opened.
 */
export const accountUpdateSchema = z.object({
  companyName: requiredText(M.companyNameRequired).min(2, M.companyNameTooShort).max(120),
  email: emailField(M.emailRequired, M.emailInvalid),
  timeZone: timeZoneSchema.optional(),
  currentPassword: z.string().max(200).optional(),
});
export type AccountUpdate = z.infer<typeof accountUpdateSchema>;

export const messageResponseSchema = z.object({ message: z.string() });

/** POST /api/email-change/confirm: the token of the link sent to the new address. */
export const emailChangeConfirmSchema = z.object({
  token: z.string({ error: EMAIL_CHANGE_MESSAGES.invalidLink }).min(1).max(200),
});
export const emailChangeConfirmedSchema = z.object({ email: z.string() });
