import { accountRouter } from './accountRouter.ts';
import { apiKeysRouter } from './apiKeysRouter.ts';
import { authRouter } from './authRouter.ts';
import type { AccountsDeps } from './deps.ts';
import { passwordRouter } from './passwordRouter.ts';
import { Router } from 'express';

/** Sign-up and sign-in, passwords, the account's settings and trial, and the widget key. */
export function accountsRouter(deps: AccountsDeps): Router {
  const router = Router();
  for (const build of [authRouter, passwordRouter, accountRouter, apiKeysRouter]) {
    router.use(build(deps));
  }
  return router;
}
