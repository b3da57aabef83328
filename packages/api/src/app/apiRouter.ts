import { Router } from 'express';
import { accountsRouter } from '../modules/accounts/index.ts';
import { accuracyRouter } from '../modules/accuracy/index.ts';
import { billingRouter, settleScheduledChanges } from '../modules/billing/index.ts';
import { healthRouter } from './health/router.ts';
import type { Logger } from '../platform/logger.ts';
import type { ApiParts } from './apiParts.ts';
import { priceListRouter } from '../modules/priceList/index.ts';
import { storefrontsRouter } from '../modules/storefronts/index.ts';
import {
  notificationsRouter,
  queueEmailChangeMails,
  queuePasswordResetMail,
  quoteEventListener,
  noteTurnedAwayQuietly,
  sendTrialRemindersQuietly,
} from '../modules/notifications/index.ts';
import { quotesRouter } from '../modules/quotes/index.ts';
import { estimatesRouter, getUsage } from '../modules/estimates/index.ts';
import { testClockRouter } from '../modules/testClock/index.ts';

/** Everything under /api: the modules' routers, each built from its own dependencies. */
export function apiRouter(parts: ApiParts): Router {
  const router = Router();
  const { db, clock, limits, authenticate, requireAccess, publicReads } = parts;
  const remindTrial = (ownerId: string, now: Date, logger: Logger) =>
    sendTrialRemindersQuietly(db, ownerId, now, { publicUrl: parts.config.publicUrl, logger });
  const noteTurnedAway = (ownerId: string, logger: Logger) =>
    noteTurnedAwayQuietly(db, ownerId, { publicUrl: parts.config.publicUrl, logger });
  const accounts = accountsRouter({
    db,
    clock,
    limits,
    session: parts.session,
    publicUrl: parts.config.publicUrl,
    authenticate,
    requireAccess,
    loadAccountStatus: parts.loadAccountStatus,
    reads: publicReads,
    usageOf: (ownerId, now) => getUsage(db, ownerId, now, settleScheduledChanges),
    remindTrial,
    engine: parts.engine,
    mailResetLink: queuePasswordResetMail,
    mailEmailChange: queueEmailChangeMails,
  });
  const priceList = priceListRouter({
    db,
    limits,
    authenticate,
    forgetOwner: (ownerId) => publicReads.forgetOwner(ownerId),
  });
  const storefronts = storefrontsRouter({
    db,
    clock,
    limits,
    authenticate,
    blobs: parts.blobs,
    reads: publicReads,
    domainResolver: parts.domainResolver,
    cnameTarget: parts.config.customDomains.cnameTarget,
    engine: parts.engine,
  });
  const notifications = notificationsRouter({
    db,
    limits,
    authenticate,
    requireAccess,
    development: parts.config.env !== 'production',
  });
  const quoteEvents = quoteEventListener(db, { publicUrl: parts.config.publicUrl });
  const quotes = quotesRouter({
    db,
    clock,
    limits,
    authenticate,
    requireAccess,
    estimatorCaller: parts.estimatorCaller,
    events: quoteEvents,
    companyName: (ownerId) => publicReads.companyName(ownerId),
  });
  const estimates = estimatesRouter({
    db,
    clock,
    limits,
    config: {
      analysis: parts.config.analysis,
      dailyAnalysisLimits: parts.config.dailyAnalysisLimits,
      demo: parts.config.demo,
      demoRegionIsDataSource: parts.config.providers.mode === 'demo',
    },
    authenticate,
    requireAccess,
    estimatorCaller: parts.estimatorCaller,
    engine: parts.engine,
    blobs: parts.blobs,
    meter: parts.estimateMeter,
    settleOwner: settleScheduledChanges,
    reads: publicReads,
    remindTrial,
    noteTurnedAway,
  });
  const accuracy = accuracyRouter({ db, clock, limits, authenticate, events: quoteEvents });
  const billing = billingRouter({
    db,
    clock,
    limits,
    authenticate,
    provider: parts.billing,
    jwtSecret: parts.session.jwtSecret,
    stripeWebhookSecret: parts.config.stripe?.webhookSecret,
    publicUrl: parts.config.publicUrl,
  });
  const { database, databaseHealth } = parts;
  router.use(
    healthRouter({ database, databaseHealth, engine: parts.engine }),
    accounts,
    priceList,
    storefronts,
    notifications,
    quotes,
    accuracy,
    estimates,
    billing,
    testClockRouter({ db, env: parts.config.env, limits, authenticate }),
  );
  return router;
}
