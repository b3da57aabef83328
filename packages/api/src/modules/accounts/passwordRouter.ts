import { ownerEndpoints as e } from '@yardstick/core/endpoints';
import { PASSWORD_RESET_MESSAGES } from '@yardstick/core/schemas/account';
import { Router } from 'express';
import { setTimeout } from 'node:timers/promises';
import { changePassword } from './changePassword.ts';
import { RESET_ANSWER_MS, requestPasswordReset, resetPassword } from './passwordReset.ts';
import { confirmEmailChange } from './changeEmail.ts';
import { updateProfile } from './updateProfile.ts';
import { authOf } from '../../platform/http/authenticate.ts';
import { route } from '../../platform/http/route.ts';
import { presentUser } from './presenter.ts';
import type { AccountsDeps } from './deps.ts';

/**
 * The owner's credentials and profile:
 * POST  /api/password-reset/request  { email } → { message }: the same answer for any address
 * POST  /api/password-reset/confirm  { token, password } → { success: true }; every session ends
 * POST  /api/change-password         { currentPassword, newPassword } → { success: true };
 *                                    the owner's other sessions end, this one stays
 * PATCH /api/account                 { companyName, email, timeZone, currentPassword } → the
 *                                    user; a new e-mail waits (pendingEmail) for its link
 * POST  /api/email-change/confirm    { token } → { email }: the link sent to the new address
 * The reset calls share the sign-in limit per client IP; links are also limited per address.
 * Wrong current passwords also count per account.
 */
export function passwordRouter({
  db,
  clock,
  session,
  limits,
  publicUrl,
  authenticate,
  reads,
  loadAccountStatus,
  mailResetLink,
  mailEmailChange,
}: AccountsDeps): Router {
  const router = Router();

  route(router, e.requestPasswordReset, [limits.auth], async ({ body }, _req, res) => {
    // A known address costs a link and a message, an unknown one a single read: both are
    // answered at the same moment after arrival, so the wait cannot tell them apart.
    const answerAt = performance.now() + RESET_ANSWER_MS;
    await requestPasswordReset(db, body.email, {
      secret: session.jwtSecret,
      publicUrl,
      now: clock.now(),
      mailResetLink,
    });
    await setTimeout(Math.max(0, answerAt - performance.now()));
    res.json({ message: PASSWORD_RESET_MESSAGES.requested });
  });

  route(router, e.confirmPasswordReset, [limits.auth], async ({ body }, _req, res) => {
    const { token, password } = body;
    await resetPassword(db, token, password, { secret: session.jwtSecret, now: clock.now() });
    res.json({ success: true });
  });

  // Routes that check the current password: limited as sign-in attempts are, per IP and per
  // account (a stolen session cannot guess from many addresses).
  const checksPassword = [limits.auth, authenticate(), limits.accountPassword];
  route(router, e.changePassword, checksPassword, async ({ body }, req, res) => {
    const { ownerId, sessionId } = authOf(req);
    await changePassword(db, ownerId, sessionId, body);
    res.json({ success: true });
  });

  // Checks the current password when the e-mail changes.
  route(router, e.updateAccount, checksPassword, async ({ body }, req, res) => {
    const { ownerId } = authOf(req);
    const owner = await updateProfile(db, ownerId, body, {
      secret: session.jwtSecret,
      publicUrl,
      now: clock.now(),
      mailEmailChange,
    });
    // Storefronts and the estimator show the company name from a cache.
    reads.forgetOwner(ownerId);
    const status = await loadAccountStatus(db, ownerId, clock.now());
    res.json(presentUser(owner, status?.trial ?? null));
  });

  route(router, e.confirmEmailChange, [limits.auth], async ({ body }, _req, res) => {
    const owner = await confirmEmailChange(db, body.token, {
      secret: session.jwtSecret,
      now: clock.now(),
    });
    reads.forgetOwner(owner.id);
    res.json({ email: owner.email });
  });

  return router;
}
