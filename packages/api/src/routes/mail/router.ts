import {
  updateMailSettingsRequestSchema,
  type MailSettingsResponse,
} from '@yardstick/core/schemas/mail';
import { Router } from 'express';
import { ownerRepository } from '../../modules/accounts/index.ts';
import { NotFoundError } from '../../platform/errors.ts';
import { authOf } from '../../platform/http/authenticate.ts';
import { validate } from '../../platform/http/validate.ts';
import { mailOutboxRepository } from '../../mail/mailOutbox.ts';
import { presentMailSettings, presentSentMail } from '../../presenters/mail.ts';
import type { RouteKit } from '../kit.ts';

const RECENT_MAIL = 20;

/**
 * GET /api/mail-settings   the caller's e-mail settings and their latest messages with status
 * PUT /api/mail-settings   { ownerOnAccept?, customerOnAccept?, notificationEmail? } → the same
 */
export function mailRouter({ db, limits, authenticate }: RouteKit): Router {
  const router = Router();

  const answer = async (ownerId: string): Promise<MailSettingsResponse> => {
    const owner = await ownerRepository(db).get(ownerId);
    if (!owner) throw new NotFoundError('Account not found');
    const recent = await mailOutboxRepository(db).listForOwner(ownerId, RECENT_MAIL);
    return { mailSettings: presentMailSettings(owner), recentMail: recent.map(presentSentMail) };
  };

  router.get('/mail-settings', limits.api, authenticate(), async (req, res) => {
    res.json(await answer(authOf(req).ownerId));
  });

  const updateInput = validate({ body: updateMailSettingsRequestSchema });
  router.put('/mail-settings', limits.api, authenticate(), updateInput, async (req, res) => {
    const { ownerId } = authOf(req);
    const body = updateInput.parsed(req).body;
    await ownerRepository(db).updateSettings(ownerId, {
      mailOwnerOnAccept: body.ownerOnAccept,
      mailCustomerOnAccept: body.customerOnAccept,
      notificationEmail: body.notificationEmail,
    });
    res.json(await answer(ownerId));
  });

  return router;
}
