import { createHmac, randomBytes } from 'node:crypto';
import { EMAIL_CHANGE_MESSAGES, PASSWORD_RESET_MESSAGES } from '@yardstick/core/schemas/account';
import { verifyPassword } from '../../platform/auth/password.ts';
import type { Db } from '../../platform/db/database.ts';
import { isUniqueViolation } from '../../platform/db/errors.ts';
import { ConflictError, ValidationError } from '../../platform/errors.ts';
import { ownerRepository, type Owner } from './ownerRepository.ts';
import { EMAIL_TAKEN_MESSAGE } from './registerOwner.ts';

export const EMAIL_CHANGE_LINK_HOURS = 24;

/** Queues the link to the new address and the notice to the old one (notifications writes them). */
export type MailEmailChange = (
  tx: Db,
  change: {
    owner: { id: string; email: string; companyName: string };
    newEmail: string;
    link: URL;
    hours: number;
  },
) => Promise<void>;

export interface EmailChangeContext {
  /** Keys the stored hash of each token, so only this server can check a link. */
  secret: string;
  publicUrl: URL;
  now: Date;
  mailEmailChange: MailEmailChange;
}

function tokenHash(token: string, secret: string): string {
  return createHmac('sha256', secret).update(`email-change:${token}`).digest('base64url');
}

/**
 * A new sign-in e-mail, asked for with the current password. Nothing changes yet: a link goes
 * to the new address, and the old one is told (a stolen session cannot move the account away
 * quietly). A later request replaces an earlier one.
 */
export async function requestEmailChange(
  db: Db,
  owner: Owner,
  { newEmail, currentPassword }: { newEmail: string; currentPassword: string | undefined },
  { secret, publicUrl, now, mailEmailChange }: EmailChangeContext,
): Promise<void> {
  if (!currentPassword) throw new ValidationError(EMAIL_CHANGE_MESSAGES.passwordNeeded);
  if (!(await verifyPassword(currentPassword, owner.passwordHash)))
    throw new ValidationError(PASSWORD_RESET_MESSAGES.currentPasswordWrong);
  const holder = await ownerRepository(db).findByEmail(newEmail);
  if (holder && holder.id !== owner.id) throw new ConflictError(EMAIL_TAKEN_MESSAGE);
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + EMAIL_CHANGE_LINK_HOURS * 60 * 60 * 1000);
  await db.transaction(async (tx) => {
    await ownerRepository(tx).setPendingEmail(owner.id, {
      pendingEmail: newEmail,
      pendingEmailTokenHash: tokenHash(token, secret),
      pendingEmailExpiresAt: expiresAt,
    });
    const link = new URL('/confirm-email', publicUrl);
    link.searchParams.set('token', token);
    await mailEmailChange(tx, { owner, newEmail, link, hours: EMAIL_CHANGE_LINK_HOURS });
  });
}

/** Opens the link: the new address becomes the sign-in e-mail (if no account took it meanwhile). */
export async function confirmEmailChange(
  db: Db,
  token: string,
  { secret, now }: Pick<EmailChangeContext, 'secret' | 'now'>,
): Promise<Owner> {
  const owners = ownerRepository(db);
  const pending = await owners.findByPendingEmailToken(tokenHash(token, secret));
  if (
    !pending?.pendingEmail ||
    !pending.pendingEmailExpiresAt ||
    pending.pendingEmailExpiresAt <= now
  )
    throw new ValidationError(EMAIL_CHANGE_MESSAGES.invalidLink);
  try {
    const changed = await owners.applyPendingEmail(pending.id, pending.pendingEmail);
    if (!changed) throw new ValidationError(EMAIL_CHANGE_MESSAGES.invalidLink);
    return changed;
  } catch (error) {
    if (isUniqueViolation(error, 'owners_email_unique'))
      throw new ConflictError(EMAIL_TAKEN_MESSAGE);
    throw error;
  }
}
