import { ownerEndpoints as e } from '@yardstick/core/endpoints';
import type { MailSettingsResponse } from '@yardstick/core/schemas/mail';
import { Router } from 'express';
import { ownerRepository } from '../accounts/index.ts';
import { NotFoundError } from '../../platform/errors.ts';
import type { Db } from '../../platform/db/database.ts';
import { authOf, type Authenticate } from '../../platform/http/authenticate.ts';
import type { RateLimits } from '../../platform/http/rateLimits.ts';
import { route } from '../../platform/http/route.ts';
import { mailOutboxRepository } from './mailOutboxRepository.ts';
import { presentMailSettings, presentSentMail } from './mailPresenter.ts';

const RECENT_MAIL = 20;

/** What the mail-settings routes are built from. */
export interface MailDeps {
  db: Db;
  limits: Pick<RateLimits, 'api'>;
  authenticate: Authenticate;
}

/**
 * GET /api/mail-settings   the caller's e-mail settings and their latest messages with status
 * PUT /api/mail-settings   { ownerOnAccept?, customerOnAccept?, notificationEmail? } → the same
 */
export function mailRouter({ db, limits, authenticate }: MailDeps): Router {
  const router = Router();
  const ownerOnly = [limits.api, authenticate()];

  const answer = async (ownerId: string): Promise<MailSettingsResponse> => {
    const owner = await ownerRepository(db).get(ownerId);
    if (!owner) throw new NotFoundError('Account not found');
    const recent = await mailOutboxRepository(db).listForOwner(ownerId, RECENT_MAIL);
    return { mailSettings: presentMailSettings(owner), recentMail: recent.map(presentSentMail) };
  };

  route(router, e.mailSettings, ownerOnly, async (_input, req, res) => {
    res.json(await answer(authOf(req).ownerId));
  });

  route(router, e.updateMailSettings, ownerOnly, async ({ body }, req, res) => {
    const { ownerId } = authOf(req);
    await ownerRepository(db).updateSettings(ownerId, {
      mailOwnerOnAccept: body.ownerOnAccept,
      mailCustomerOnAccept: body.customerOnAccept,
      notificationEmail: body.notificationEmail,
    });
    res.json(await answer(ownerId));
  });

  return router;
}
