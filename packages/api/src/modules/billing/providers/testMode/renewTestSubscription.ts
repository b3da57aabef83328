import type { SubscriptionStatus } from '@yardstick/core/enums';
import { PLANS } from '@yardstick/core/plans';
import type { Invoice } from '@yardstick/core/schemas/paymentMethod';
import type { Clock } from '../../../../platform/clock.ts';
import type { Db } from '../../../../platform/db/database.ts';
import { dollarsToCents } from '../../../../platform/db/money.ts';
import type { Owner } from '../../../accounts/index.ts';
import { ConflictError } from '../../../../platform/errors.ts';
import { firstPeriod, type Period } from '@yardstick/core/billingPeriod';
import { billingNotices } from '../../billingNotices.ts';
import { BILLING_ERRORS } from '../../messages.ts';
import { billingOwnerRepository } from '../../billingOwnerRepository.ts';
import { meterEventRepository } from '../../meterEventRepository.ts';
import { hasLiveSubscription } from '../../subscriber.ts';
import { CARD_MESSAGES } from './testCards.ts';
import { cardOf, FAILS_LATER_CHARGES } from './testModeCards.ts';
import { isTestModeId, testModeId } from './testModeIds.ts';
import { invoiceOfPayment, paymentDescription } from './testModePayments.ts';
import { testModeRepository, type TestModeSubscription } from './testModeRepository.ts';

export interface Renewal {
  subscriptionStatus: SubscriptionStatus;
  invoice: Invoice;
}

/**
 * POST /api/billing/test-mode/renew: the test-mode stand-in for advancing a Stripe test clock to
 * the end of the period. The next period starts now and is charged to the saved card (see
 * chargeRenewal). Renewals at the period's end come by themselves (testModeRenewalQueue.ts).
 */
export async function renewTestSubscription(
  { db, clock, publicUrl }: { db: Db; clock: Clock; publicUrl: URL },
  owner: Owner,
): Promise<Renewal> {
  const subscriptionId = owner.stripeSubscriptionId;
  const subscription =
    subscriptionId && isTestModeId(subscriptionId) && hasLiveSubscription(owner)
      ? await testModeRepository(db).getSubscription(subscriptionId)
      : undefined;
  if (!subscription) throw new ConflictError(BILLING_ERRORS.noSubscription);
  if (subscription.cancelAt) throw new ConflictError(BILLING_ERRORS.renewalNotDue);
  const renewal = await chargeRenewal(
    { db, publicUrl },
    owner,
    subscription,
    firstPeriod(clock.now()),
  );
  // Renewed by the background job between the read and the charge: nothing more is owed.
  if (!renewal) throw new ConflictError(BILLING_ERRORS.renewalNotDue);
  return renewal;
}

/**
 * Starts `period` as the subscription's next one and charges it to the saved card: the (next)
 * plan's base price plus the estimates billed in the period that ended. A card that fails later
 * charges (4000 0000 0000 0341) leaves the charge owed and the owner past due, as Stripe's
 * invoice.payment_failed does. The owner gets the receipt, or the failed payment's e-mail, as
 * Stripe's events bring them. Answers undefined, charging nothing, when the period was already
 * renewed since `subscription` was read.
 */
export async function chargeRenewal(
  { db, publicUrl }: { db: Db; publicUrl: URL },
  owner: Owner,
  subscription: TestModeSubscription,
  period: Period,
): Promise<Renewal | undefined> {
  return db.transaction(async (tx) => {
    const plan = subscription.pendingPlan ?? subscription.plan;
    const fails = !subscription.cardLast4 || subscription.cardLast4 === FAILS_LATER_CHARGES;
    const status: SubscriptionStatus = fails ? 'past_due' : 'active';
    // The charge is dated when the period renews, as Stripe dates a renewal's invoice: a
    // receipt then reads the owner's (test) day, whenever the job got to it.
    const renewsAt: Clock = { now: () => new Date(period.start) };
    const store = testModeRepository(tx, renewsAt);
    const advanced = await store.advancePeriod(subscription, {
      plan,
      status,
      pendingPlan: null,
      pendingPlanAt: null,
      currentPeriodStart: period.start,
      currentPeriodEnd: period.end,
    });
    if (!advanced) return undefined;

    const endedSince = subscription.currentPeriodStart ?? subscription.createdAt;
    const billed = (await meterEventRepository(tx).listForOwner(owner.id)).filter(
      (event) => event.createdAt >= endedSince,
    );
    const overageCents = billed.reduce((sum, event) => sum + event.amountCents, 0);
    const payment = await store.createIntent({
      id: testModeId('pi'),
      ownerId: owner.id,
      customerId: subscription.customerId,
      subscriptionId: subscription.id,
      type: 'payment',
      purpose: 'renewal',
      description: paymentDescription.renewal(plan, period),
      amountCents: dollarsToCents(PLANS[plan].basePrice) + overageCents,
      overageEstimates: billed.length,
      overageCents,
      status: fails ? 'requires_payment_method' : 'succeeded',
      lastError: fails ? CARD_MESSAGES.declined : null,
      // An off-session charge: no card form confirms it, so its secret names no intent.
      clientSecret: testModeId('offsession'),
      ...cardOf(subscription),
    });
    const owners = billingOwnerRepository(tx);
    if (owner.pendingPlan)
      await owners.setScheduledChanges(owner.id, { pendingPlan: null, pendingPlanAt: null });
    const renewed = await owners.applySubscription(owner.id, {
      subscriptionId: subscription.id,
      status,
      plan,
      currentPeriodStart: period.start,
      currentPeriodEnd: period.end,
    });
    const invoice = invoiceOfPayment(payment);
    const notices = billingNotices(tx, publicUrl);
    if (fails)
      await notices.paymentFailed(renewed, { invoiceId: invoice.id, amount: invoice.amount });
    else await notices.receipt(renewed, invoice);
    return { subscriptionStatus: status, invoice };
  });
}
