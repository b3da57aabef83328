import { ownerEndpoints as e } from '@yardstick/core/endpoints';
import {
  MAIL_MESSAGES,
  MAIL_RESENDS_PER_DAY,
  type MailSettingsResponse,
} from '@yardstick/core/schemas/mail';
import { Router } from 'express';
import { ownerRepository } from '../accounts/index.ts';
import { ConflictError, NotFoundError, RateLimitedError } from '../../platform/errors.ts';
import type { Db } from '../../platform/db/database.ts';
import { authOf, type Authenticate } from '../../platform/http/authenticate.ts';
import type { RateLimits } from '../../platform/http/rateLimits.ts';
import { route } from '../../platform/http/route.ts';
import { mailOutboxRepository } from './mailOutboxRepository.ts';
import { presentMailSettings, presentSentMail } from './mailPresenter.ts';

const RECENT_MAIL = 20;
const DAY_MS = 24 * 60 * 60 * 1000;

/** What the mail-settings routes are built from. */
export interface MailDeps {
  db: Db;
  limits: Pick<RateLimits, 'api'>;
  authenticate: Authenticate;
}

/**
 * GET /api/mail-settings   the caller's e-mail settings and their latest messages with status
 * PUT /api/mail-settings   { ownerOnAccept?, customerOnAccept?, notificationEmail? } → the same
 * POST /api/mail/:id/resend  a failed message of the caller's, queued again once → { mail };
 *                           404 another owner's, 409 not failed or queued again already,
 *                           429 beyond MAIL_RESENDS_PER_DAY in 24 hours
 */
export function mailRouter({ db, limits, authenticate }: MailDeps): Router {
  const router = Router();
  const ownerOnly = [limits.api, authenticate()];

  const answer = async (ownerId: string): Promise<MailSettingsResponse> => {
    const owner = await ownerRepository(db).get(ownerId);
    if (!owner) throw new NotFoundError('Account not found');
    const outbox = mailOutboxRepository(db);
    const recent = await outbox.listForOwner(ownerId, RECENT_MAIL);
    const resent = await outbox.resentIds(recent.map((mail) => mail.id));
    return {
      mailSettings: presentMailSettings(owner),
      recentMail: recent.map((mail) => presentSentMail(mail, resent.has(mail.id))),
    };
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

  route(router, e.resendMail, ownerOnly, async ({ params }, req, res) => {
    const { ownerId } = authOf(req);
    const outbox = mailOutboxRepository(db);
    const original = await outbox.getForOwner(ownerId, params.id);
    if (!original) throw new NotFoundError(MAIL_MESSAGES.mailNotFound);
    if (original.status !== 'failed') throw new ConflictError(MAIL_MESSAGES.resendNotFailed);
    if ((await outbox.countResendsWithin(ownerId, DAY_MS)) >= MAIL_RESENDS_PER_DAY)
      throw new RateLimitedError(MAIL_MESSAGES.resendLimit);
    const copy = await outbox.resend(original);
    if (!copy) throw new ConflictError(MAIL_MESSAGES.alreadyResent);
    res.status(201).json({ mail: presentSentMail(copy) });
  });

  return router;
}
