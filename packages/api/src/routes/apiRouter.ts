import { Router } from 'express';
import { accountRouter } from './account/router.ts';
import { accuracyRouter } from './accuracy/router.ts';
import { analysesRouter } from './analyses/router.ts';
import { apiKeysRouter } from './apiKeys/router.ts';
import { authRouter } from './auth/router.ts';
import { billingRouter } from './billing/router.ts';
import { healthRouter } from './health/router.ts';
import { estimatorRouter } from './estimator/router.ts';
import type { RouteKit } from './kit.ts';
import { mailRouter } from './mail/router.ts';
import { passwordRouter } from './password/router.ts';
import { quotesRouter } from './quotes/router.ts';
import { servicesRouter } from './services/router.ts';
import { storefrontsRouter } from './storefronts/router.ts';
import { webhooksRouter } from './webhooks/router.ts';

/** Everything under /api, one router per resource. */
export function apiRouter(kit: RouteKit): Router {
  const router = Router();
  for (const build of [
    healthRouter,
    authRouter,
    passwordRouter,
    accountRouter,
    apiKeysRouter,
    servicesRouter,
    storefrontsRouter,
    quotesRouter,
    accuracyRouter,
    analysesRouter,
    estimatorRouter,
    billingRouter,
    mailRouter,
    webhooksRouter,
  ]) {
    router.use(build(kit));
  }
  return router;
}
