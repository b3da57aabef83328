import {
  accountUpdateSchema,
  changePasswordSchema,
  PASSWORD_RESET_MESSAGES,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
} from '@yardstick/core/schemas/account';
import { Router } from 'express';
import { changePassword } from './changePassword.ts';
import { requestPasswordReset, resetPassword } from './passwordReset.ts';
import { updateProfile } from './updateProfile.ts';
import { authOf } from '../../platform/http/authenticate.ts';
import { validate } from '../../platform/http/validate.ts';
import { presentUser } from './presenter.ts';
import type { AccountsDeps } from './deps.ts';

/**
 * The owner's credentials and profile:
 * POST  /api/password-reset/request  { email } → { message }: the same answer for any address
 * POST  /api/password-reset/confirm  { token, password } → { success: true }; every session ends
 * POST  /api/change-password         { currentPassword, newPassword } → { success: true };
 *                                    the owner's other sessions end, this one stays
 * PATCH /api/account                 { companyName, email } → the user
 * The reset calls share the sign-in limit per client IP; links are also limited per address.
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
}: AccountsDeps): Router {
  const router = Router();

  const requestInput = validate({ body: passwordResetRequestSchema });
  router.post('/password-reset/request', limits.auth, requestInput, async (req, res) => {
    await requestPasswordReset(db, requestInput.parsed(req).body.email, {
      secret: session.jwtSecret,
      publicUrl,
      now: clock.now(),
    });
    res.json({ message: PASSWORD_RESET_MESSAGES.requested });
  });

  const confirmInput = validate({ body: passwordResetConfirmSchema });
  router.post('/password-reset/confirm', limits.auth, confirmInput, async (req, res) => {
    const { token, password } = confirmInput.parsed(req).body;
    await resetPassword(db, token, password, { secret: session.jwtSecret, now: clock.now() });
    res.json({ success: true });
  });

  const changeInput = validate({ body: changePasswordSchema });
  router.post('/change-password', limits.auth, authenticate(), changeInput, async (req, res) => {
    const { ownerId, sessionId } = authOf(req);
    await changePassword(db, ownerId, sessionId, changeInput.parsed(req).body);
    res.json({ success: true });
  });

  const profileInput = validate({ body: accountUpdateSchema });
  router.patch('/account', limits.api, authenticate(), profileInput, async (req, res) => {
    const { ownerId } = authOf(req);
    const owner = await updateProfile(db, ownerId, profileInput.parsed(req).body);
    // Storefronts and the estimator show the company name from a cache.
    reads.forgetOwner(ownerId);
    const status = await loadAccountStatus(db, ownerId, clock.now());
    res.json(presentUser(owner, status?.trial ?? null));
  });

  return router;
}
