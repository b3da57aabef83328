import { escapeHtml, simpleHtml } from './html.ts';
import type { Db } from '../../platform/db/database.ts';
import { mailOutboxRepository, type MailToSend } from './mailOutboxRepository.ts';

/** Whose sign-in e-mail changes, and to what. */
export interface EmailChangeMail {
  owner: { id: string; email: string; companyName: string };
  newEmail: string;
  link: URL;
  hours: number;
}

export const EMAIL_CHANGE_CONFIRM_MAIL = 'email.change.confirm';
export const EMAIL_CHANGE_NOTICE_MAIL = 'email.change.notice';

/** To the new address: the link that makes it the sign-in e-mail. */
export function emailChangeConfirmMail({
  owner,
  newEmail,
  link,
  hours,
}: EmailChangeMail): MailToSend {
  const href = link.toString();
  return {
    kind: EMAIL_CHANGE_CONFIRM_MAIL,
    ownerId: owner.id,
    fromName: 'Yardstick',
    to: newEmail,
    subject: 'Confirm your new Yardstick sign-in email',
    text: [
      `The Yardstick account for ${owner.companyName} asked to sign in with this address from now on.`,
      '',
      `Confirm it here (the link works once, for ${hours} hours):`,
      href,
      '',
      `Until then the account still signs in with ${owner.email}.`,
    ].join('\n'),
    html: simpleHtml(
      'Confirm your new sign-in email',
      `<p>The Yardstick account for ${escapeHtml(owner.companyName)} asked to sign in with this address from now on.</p>
<p><a href="${escapeHtml(href)}">Confirm this address</a> (the link works once, for ${hours} hours).</p>
<p style="color:#6b7280">Until then the account still signs in with ${escapeHtml(owner.email)}.</p>`,
    ),
  };
}

/** To the old address: who asked, and what to do if it was not the owner. */
export function emailChangeNoticeMail({ owner, newEmail, hours }: EmailChangeMail): MailToSend {
  return {
    kind: EMAIL_CHANGE_NOTICE_MAIL,
    ownerId: owner.id,
    fromName: 'Yardstick',
    to: owner.email,
    subject: 'Your Yardstick sign-in email is being changed',
    text: [
      `Someone signed in to the Yardstick account for ${owner.companyName} asked to change its sign-in email to ${newEmail}.`,
      '',
      `It changes only when the link sent to ${newEmail} is opened, within ${hours} hours.`,
      '',
      'If it was not you, sign in and change your password now: the request then needs it again.',
    ].join('\n'),
    html: simpleHtml(
      'Your sign-in email is being changed',
      `<p>Someone signed in to the Yardstick account for ${escapeHtml(owner.companyName)} asked to change its sign-in email to <strong>${escapeHtml(newEmail)}</strong>.</p>
<p>It changes only when the link sent to that address is opened, within ${hours} hours.</p>
<p style="color:#6b7280">If it was not you, sign in and change your password now.</p>`,
    ),
  };
}

/** Queues both messages with `tx`, the transaction that stores the pending change. */
export async function queueEmailChangeMails(tx: Db, change: EmailChangeMail): Promise<void> {
  const outbox = mailOutboxRepository(tx);
  await outbox.enqueue(emailChangeConfirmMail(change));
  await outbox.enqueue(emailChangeNoticeMail(change));
}
