import { Router, type RequestHandler } from 'express';
import type { Db } from '../../platform/db/database.ts';
import type { Authenticate } from '../../platform/http/authenticate.ts';
import type { RateLimits } from '../../platform/http/rateLimits.ts';
import { mailRouter } from './mailRouter.ts';
import { webhooksRouter } from './webhooksRouter.ts';

/** What the mail-settings and webhook routes are built from. */
export interface NotificationsDeps {
  db: Db;
  limits: Pick<RateLimits, 'api'>;
  authenticate: Authenticate;
  /** SPEC §4.3: active subscription, super user or active trial. */
  requireAccess: RequestHandler;
  /** Outside production, webhooks may point at this machine and private networks. */
  development: boolean;
}

/** The owner's e-mail settings and webhook endpoints (mailRouter.ts, webhooksRouter.ts). */
export function notificationsRouter(deps: NotificationsDeps): Router {
  const router = Router();
  router.use(mailRouter(deps), webhooksRouter(deps));
  return router;
}
