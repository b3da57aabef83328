import { createHmac, randomBytes } from 'node:crypto';
import { PASSWORD_RESET_MESSAGES } from '@yardstick/core/schemas/account';
import { hashPassword } from '../../platform/auth/password.ts';
import type { Db } from '../../platform/db/database.ts';
import { ownerRepository } from './ownerRepository.ts';
import { passwordResetRepository } from './passwordResetRepository.ts';
import { sessionRepository } from './sessionRepository.ts';
import { ValidationError } from '../../platform/errors.ts';

export const RESET_LINK_MINUTES = 30;
/**
 * A reset request is answered this long after it arrived, whether the address is known or not:
 * well beyond what storing a link and its message takes, so the time of the answer says nothing.
 */
export const RESET_ANSWER_MS = 400;
/** Links sent to one address per hour; further requests get the same answer and no mail. */
export const RESET_LINKS_PER_HOUR = 3;

interface ResetContext {
  /** Keys the stored hash of each token, so only this server can check a link. */
  secret: string;
  publicUrl: URL;
  now: Date;
  /** Queues the message with the link, with `tx`: it is sent only if the link is stored. */
  mailResetLink: MailResetLink;
}

/** Queues the password-reset message (the notifications module writes and sends it). */
export type MailResetLink = (
  tx: Db,
  mail: { owner: { id: string; email: string; companyName: string }; link: URL; minutes: number },
) => Promise<void>;

function tokenHash(token: string, secret: string): string {
  return createHmac('sha256', secret).update(`password-reset:${token}`).digest('base64url');
}

/**
 * Sends a single-use link to reset the password when the address has an account. It answers
 * nothing either way, so the caller's reply cannot tell whether the address is known.
 */
export async function requestPasswordReset(
  db: Db,
  email: string,
  { secret, publicUrl, now, mailResetLink }: ResetContext,
): Promise<void> {
  const owner = await ownerRepository(db).findByEmail(email);
  if (!owner) return;
  const resets = passwordResetRepository(db);
  const hourAgo = new Date(now.getTime() - 60 * 60 * 1000);
  if ((await resets.countSince(owner.id, hourAgo)) >= RESET_LINKS_PER_HOUR) return;
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + RESET_LINK_MINUTES * 60 * 1000);
  await db.transaction(async (tx) => {
    await passwordResetRepository(tx).create(owner.id, tokenHash(token, secret), expiresAt);
    const link = new URL('/reset-password', publicUrl);
    link.searchParams.set('token', token);
    await mailResetLink(tx, { owner, link, minutes: RESET_LINK_MINUTES });
  });
}

/**
 * Sets a new password from a reset link: the link is used up, every other open link retired
 * and every session of the owner ended (whoever knew the old password is signed out).
 */
export async function resetPassword(
  db: Db,
  token: string,
  password: string,
  { secret, now }: Omit<ResetContext, 'publicUrl' | 'mailResetLink'>,
): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const resets = passwordResetRepository(tx);
    const ownerId = await resets.consume(tokenHash(token, secret), now);
    if (!ownerId) throw new ValidationError(PASSWORD_RESET_MESSAGES.invalidLink);
    await resets.retireOpen(ownerId, now);
    await ownerRepository(tx).updatePasswordHash(ownerId, passwordHash);
    await sessionRepository(tx).revokeAll(ownerId);
  });
}
