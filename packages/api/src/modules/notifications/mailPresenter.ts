import type { MailSettings, SentMail } from '@yardstick/core/schemas/mail';
import type { Owner } from '../accounts/index.ts';
import type { OutboxMail } from './mailOutboxRepository.ts';

export function presentMailSettings(owner: Owner): MailSettings {
  return {
    ownerOnAccept: owner.mailOwnerOnAccept,
    customerOnAccept: owner.mailCustomerOnAccept,
    notificationEmail: owner.notificationEmail,
  };
}

/** What the owner sees of a message: never its body (it may hold a homeowner's details twice). */
export function presentSentMail(mail: OutboxMail): SentMail {
  return {
    id: mail.id,
    kind: mail.kind,
    to: mail.toAddress,
    subject: mail.subject,
    status: mail.status,
    attempts: mail.attempts,
    lastError: mail.lastError,
    createdAt: mail.createdAt.toISOString(),
    sentAt: mail.sentAt?.toISOString() ?? null,
  };
}
