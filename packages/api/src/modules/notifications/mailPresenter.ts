import { mailKindLabel, type MailSettings, type SentMail } from '@yardstick/core/schemas/mail';
import type { Owner } from '../accounts/index.ts';
import type { OutboxMail } from './mailOutboxRepository.ts';

export function presentMailSettings(owner: Owner): MailSettings {
  return {
    ownerOnAccept: owner.mailOwnerOnAccept,
    customerOnAccept: owner.mailCustomerOnAccept,
    notificationEmail: owner.notificationEmail,
  };
}

/**
 * What the owner sees of a message: never its body (it may hold a homeowner's details twice).
 * `resent`: it was queued again already, so it offers no second Resend.
 */
export function presentSentMail(mail: OutboxMail, resent = false): SentMail {
  return {
    id: mail.id,
    kind: mail.kind,
    label: mailKindLabel(mail.kind),
    to: mail.toAddress,
    subject: mail.subject,
    status: mail.status,
    attempts: mail.attempts,
    lastError: mail.lastError,
    createdAt: mail.createdAt.toISOString(),
    sentAt: mail.sentAt?.toISOString() ?? null,
    canResend: mail.status === 'failed' && !resent,
  };
}
