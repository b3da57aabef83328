/**
 * Notifications: the e-mail outbox and its worker, webhook endpoints and their deliveries,
 * the trial reminders, and the messages that announce a quote's acceptance or change. Other
 * modules and the app use it only through this file.
 */
export type { NotificationsDeps } from './router.ts';
export { createMailTransport } from './mailTransport.ts';
export { mailQueue } from './mailWorker.ts';
export { MAIL_MAX_ATTEMPTS, mailOutboxRepository } from './mailOutboxRepository.ts';
export {
  EMAIL_CHANGE_CONFIRM_MAIL,
  EMAIL_CHANGE_NOTICE_MAIL,
  queueEmailChangeMails,
} from './emailChangeMail.ts';
export { PASSWORD_RESET_MAIL, queuePasswordResetMail } from './passwordResetMail.ts';
export { quoteEventListener } from './quoteEvents.ts';
export { notificationsRouter } from './router.ts';
export { sendTrialRemindersQuietly } from './sendTrialReminders.ts';
export { startTrialReminderSweep } from './trialReminderSweep.ts';
export { EVENT_ID_HEADER, webhookQueue } from './webhookQueue.ts';
export { webhookRepository } from './webhookRepository.ts';
export {
  BILLING_CANCELLATION_MAIL,
  BILLING_ENDED_MAIL,
  BILLING_PAYMENT_FAILED_MAIL,
  BILLING_RECEIPT_MAIL,
  BILLING_TRIAL_ENDING_MAIL,
  cancellationScheduledMail,
  paymentFailedMail,
  receiptMail,
  subscriptionEndedMail,
  trialEndingMail,
} from './billingMail.ts';
export { noteTurnedAwayQuietly, QUOTE_CAP_MAIL } from './quoteCapMail.ts';
