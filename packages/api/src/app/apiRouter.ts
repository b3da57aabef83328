import { Router } from 'express';
import { accountsRouter } from '../modules/accounts/index.ts';
import { accuracyRouter } from '../modules/accuracy/index.ts';
import { billingRouter } from '../modules/billing/index.ts';
import { healthRouter } from './health/router.ts';
import type { Logger } from '../platform/logger.ts';
import type { RouteKit } from '../routes/kit.ts';
import { priceListRouter } from '../modules/priceList/index.ts';
import { storefrontsRouter } from '../modules/storefronts/index.ts';
import {
  notificationsRouter,
  queuePasswordResetMail,
  quoteEventListener,
  sendTrialRemindersQuietly,
} from '../modules/notifications/index.ts';
import { quotesRouter } from '../modules/quotes/index.ts';
import { estimatesRouter, getUsage } from '../modules/estimates/index.ts';

/** Everything under /api: the modules' routers, each built from its own dependencies. */
export function apiRouter(kit: RouteKit): Router {
  const router = Router();
  const { db, clock, limits, authenticate, requireAccess, publicReads } = kit;
  const remindTrial = (ownerId: string, now: Date, logger: Logger) =>
    sendTrialRemindersQuietly(db, ownerId, now, { publicUrl: kit.config.publicUrl, logger });
  const accounts = accountsRouter({
    db,
    clock,
    limits,
    session: kit.session,
    publicUrl: kit.config.publicUrl,
    authenticate,
    requireAccess,
    loadAccountStatus: kit.loadAccountStatus,
    reads: publicReads,
    usageOf: (ownerId, now) => getUsage(db, ownerId, now),
    remindTrial,
    analysisThreads: kit.analysisThreads,
    mailResetLink: queuePasswordResetMail,
  });
  const priceList = priceListRouter({
    db,
    limits,
    authenticate,
    requireAccess,
    forgetOwner: (ownerId) => publicReads.forgetOwner(ownerId),
  });
  const storefronts = storefrontsRouter({
    db,
    clock,
    limits,
    authenticate,
    requireAccess,
    blobs: kit.blobs,
    reads: publicReads,
    domainResolver: kit.domainResolver,
    cnameTarget: kit.config.customDomains.cnameTarget,
    analysisThreads: kit.analysisThreads,
  });
  const notifications = notificationsRouter({
    db,
    limits,
    authenticate,
    requireAccess,
    development: kit.config.env !== 'production',
  });
  const quoteEvents = quoteEventListener(db, { publicUrl: kit.config.publicUrl });
  const quotes = quotesRouter({
    db,
    clock,
    limits,
    authenticate,
    requireAccess,
    estimatorCaller: kit.estimatorCaller,
    events: quoteEvents,
    companyName: (ownerId) => publicReads.companyName(ownerId),
  });
  const estimates = estimatesRouter({
    db,
    clock,
    limits,
    config: {
      analysis: kit.config.analysis,
      dailyAnalysisLimits: kit.config.dailyAnalysisLimits,
      demo: kit.config.demo,
      demoRegionIsDataSource: kit.config.providers.mode === 'demo',
    },
    authenticate,
    requireAccess,
    estimatorCaller: kit.estimatorCaller,
    providers: kit.providers,
    analysisThreads: kit.analysisThreads,
    blobs: kit.blobs,
    meter: kit.estimateMeter,
    reads: publicReads,
    remindTrial,
  });
  const accuracy = accuracyRouter({ db, clock, limits, authenticate, events: quoteEvents });
  const billing = billingRouter({
    db,
    clock,
    limits,
    authenticate,
    provider: kit.billing,
    jwtSecret: kit.session.jwtSecret,
    stripeWebhookSecret: kit.config.stripe?.webhookSecret,
  });
  for (const build of [
    healthRouter,
    () => accounts,
    () => priceList,
    () => storefronts,
    () => notifications,
    () => quotes,
    () => accuracy,
    () => estimates,
    () => billing,
  ]) {
    router.use(build(kit));
  }
  return router;
}
