import { escapeHtml, simpleHtml } from './html.ts';
import type { Db } from '../../platform/db/database.ts';
import { mailOutboxRepository, type MailToSend } from './mailOutboxRepository.ts';

/** Who a reset message goes to. */
type ResetMailOwner = { id: string; email: string; companyName: string };

export const PASSWORD_RESET_MAIL = 'password.reset';

/** The message with the reset link, to the sign-in address only. */
export function passwordResetMail(owner: ResetMailOwner, link: URL, minutes: number): MailToSend {
  const href = link.toString();
  return {
    kind: PASSWORD_RESET_MAIL,
    ownerId: owner.id,
    fromName: 'Yardstick',
    to: owner.email,
    subject: 'Reset your Yardstick password',
    text: [
      `Someone asked to reset the password of the Yardstick account for ${owner.companyName}.`,
      '',
      `Choose a new password here (the link works once, for ${minutes} minutes):`,
      href,
      '',
      'If it was not you, ignore this message: your password stays as it is.',
    ].join('\n'),
    html: simpleHtml(
      'Reset your password',
      `<p>Someone asked to reset the password of the Yardstick account for ${escapeHtml(owner.companyName)}.</p>
<p><a href="${escapeHtml(href)}">Choose a new password</a> (the link works once, for ${minutes} minutes).</p>
<p style="color:#6b7280">If it was not you, ignore this message: your password stays as it is.</p>`,
    ),
  };
}

/** Queues the reset message with `tx`, the transaction that stores the link. */
export async function queuePasswordResetMail(
  tx: Db,
  { owner, link, minutes }: { owner: ResetMailOwner; link: URL; minutes: number },
): Promise<void> {
  await mailOutboxRepository(tx).enqueue(passwordResetMail(owner, link, minutes));
}
