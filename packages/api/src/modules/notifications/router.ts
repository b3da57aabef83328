import { Router } from 'express';
import { mailRouter, type MailDeps } from './mailRouter.ts';
import { webhooksRouter, type WebhooksDeps } from './webhooksRouter.ts';

/** What the mail-settings and webhook routes are built from. */
export type NotificationsDeps = MailDeps & WebhooksDeps;

/** The owner's e-mail settings and webhook endpoints (mailRouter.ts, webhooksRouter.ts). */
export function notificationsRouter(deps: NotificationsDeps): Router {
  const router = Router();
  router.use(mailRouter(deps), webhooksRouter(deps));
  return router;
}
