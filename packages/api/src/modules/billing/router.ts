import {
  cancelSubscriptionRequestSchema,
  completeSubscriptionRequestSchema,
  createSubscriptionRequestSchema,
  resumeSubscriptionRequestSchema,
  upgradeSubscriptionRequestSchema,
  validateCouponRequestSchema,
} from '@yardstick/core/schemas/billing';
import { Router, type Request } from 'express';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db/database.ts';
import { cancelSubscription, resumeSubscription } from './cancelSubscription.ts';
import { changePlan } from './changePlan.ts';
import { completeSubscription } from './completeSubscription.ts';
import type { BillingContext } from './context.ts';
import { createFreeSubscription } from './createFreeSubscription.ts';
import { createSubscription } from './createSubscription.ts';
import { loadOwner, resolveSubscriber } from './subscriber.ts';
import { validateCoupon } from './validateCoupon.ts';
import { authOf, type Authenticate } from '../../platform/http/authenticate.ts';
import type { RateLimits } from '../../platform/http/rateLimits.ts';
import { validate } from '../../platform/http/validate.ts';
import { assertOwnAccount } from '../accounts/index.ts';
import { paymentMethodRouter } from './paymentMethodRouter.ts';
import { handOffOwnerOf, sessionIfAny } from './handOffMiddleware.ts';
import { testModeRouter } from './testModeRouter.ts';
import type { BillingProvider } from './types.ts';
import { webhookRouter } from './webhookRouter.ts';

/** What the billing routes are built from. */
export interface BillingDeps {
  db: Db;
  clock: Clock;
  limits: Pick<RateLimits, 'api'>;
  authenticate: Authenticate;
  /** Stripe, or the built-in test-mode processor, chosen once at start. */
  provider: BillingProvider;
  /** Checks the signed-out hand-off tokens of SPEC §6. */
  jwtSecret: string;
  /** Signs Stripe's webhook events; none without Stripe keys. */
  stripeWebhookSecret: string | undefined;
  /** Where the admin is served (the billing e-mails' links). */
  publicUrl: URL;
}

const OWN_ONLY = 'You can only manage the subscription of your own account.';

/**
 * Subscriptions and billing (SPEC §7, DESIGN §6), on Stripe or the test-mode processor.
 * GET  /api/billing/config             → { mode: 'stripe'|'test', publishableKey? }
 * POST /api/validate-coupon            { couponCode, plan } → { coupon }; 400 'Invalid coupon code'
 * POST /api/create-subscription        { userId, email, name, plan, couponId } → { type, clientSecret, subscriptionId }
 * POST /api/create-free-subscription   same body, when the coupon makes the plan free → { success }
 * POST /api/complete-subscription      { setupIntentId | paymentIntentId, userId, plan } → { success, error? }
 * POST /api/upgrade-subscription       { userId, newPlan } → { success, plan, subscriptionStatus, scheduled? }
 *                                      (an upgrade is charged now; a downgrade waits for the period's end)
 * POST /api/cancel-subscription        { userId, immediately? } → { success, subscriptionStatus, cancelAt }
 *                                      (by default at the end of the paid period)
 * POST /api/resume-subscription        { userId } → { success }: a cancellation at the period's end is undone
 * GET|POST /api/payment-method, /api/invoices  the card and the charges (paymentMethodRouter.ts)
 * POST /api/billing/test-mode/confirm  test-mode card form; …/renew charges the next period (testModeRouter.ts)
 * POST /api/webhooks/stripe            signed Stripe events (webhookRouter.ts)
 * The coupon, create and complete calls also admit the signed-out hand-off of SPEC §6.
 */
export function billingRouter(deps: BillingDeps): Router {
  const { db, clock, limits, authenticate, provider } = deps;
  const context: BillingContext = { db, provider, publicUrl: deps.publicUrl };
  const router = Router();
  const ownerOnly = [limits.api, authenticate()];
  const ownerOrHandOff = [limits.api, sessionIfAny(authenticate)];
  const callerOf = (req: Request) => ({
    ownerId: req.auth?.ownerId,
    handOffOwnerId: handOffOwnerOf(req, deps.jwtSecret),
  });

  router.get('/billing/config', limits.api, (_req, res) => {
    res.json({
      mode: provider.mode,
      ...(provider.publishableKey ? { publishableKey: provider.publishableKey } : {}),
    });
  });

  const couponInput = validate({ body: validateCouponRequestSchema });
  router.post('/validate-coupon', ...ownerOrHandOff, couponInput, async (req, res) => {
    res.json({ coupon: await validateCoupon(context, couponInput.parsed(req).body.couponCode) });
  });

  const createInput = validate({ body: createSubscriptionRequestSchema });
  const createdFor = async (req: Parameters<typeof createInput.parsed>[0]) => {
    const { userId, email, name, plan, couponId } = createInput.parsed(req).body;
    const owner = await resolveSubscriber(db, callerOf(req), {
      userId,
      identity: { email, name },
    });
    return { owner, input: { plan, couponId, name } };
  };
  router.post('/create-subscription', ...ownerOrHandOff, createInput, async (req, res) => {
    const { owner, input } = await createdFor(req);
    res.json(await createSubscription(context, owner, input));
  });
  router.post('/create-free-subscription', ...ownerOrHandOff, createInput, async (req, res) => {
    const { owner, input } = await createdFor(req);
    res.json(await createFreeSubscription(context, owner, input, clock.now()));
  });

  const completeInput = validate({ body: completeSubscriptionRequestSchema });
  router.post('/complete-subscription', ...ownerOrHandOff, completeInput, async (req, res) => {
    const body = completeInput.parsed(req).body;
    const owner = await resolveSubscriber(db, callerOf(req), { userId: body.userId });
    res.json(await completeSubscription(context, owner, body));
  });

  const upgradeInput = validate({ body: upgradeSubscriptionRequestSchema });
  router.post('/upgrade-subscription', ...ownerOnly, upgradeInput, async (req, res) => {
    const { userId, newPlan } = upgradeInput.parsed(req).body;
    assertOwnAccount(authOf(req), userId, OWN_ONLY);
    res.json(await changePlan(context, await loadOwner(db, userId), newPlan, clock.now()));
  });

  const cancelInput = validate({ body: cancelSubscriptionRequestSchema });
  router.post('/cancel-subscription', ...ownerOnly, cancelInput, async (req, res) => {
    const { userId, immediately } = cancelInput.parsed(req).body;
    assertOwnAccount(authOf(req), userId, OWN_ONLY);
    const owner = await loadOwner(db, userId);
    res.json(
      await cancelSubscription(context, owner, {
        immediately: immediately ?? false,
        now: clock.now(),
      }),
    );
  });

  const resumeInput = validate({ body: resumeSubscriptionRequestSchema });
  router.post('/resume-subscription', ...ownerOnly, resumeInput, async (req, res) => {
    const { userId } = resumeInput.parsed(req).body;
    assertOwnAccount(authOf(req), userId, OWN_ONLY);
    res.json(await resumeSubscription(context, await loadOwner(db, userId)));
  });

  router.use(paymentMethodRouter(deps, context));
  router.use(testModeRouter(deps));
  router.use(webhookRouter(deps, context));
  return router;
}
