import { dueRetry, PAYMENT_RETRY_DAYS } from '@yardstick/core/paymentGrace';
import type { JobQueue } from '../../../../platform/jobs/jobRunner.ts';
import type { TestModeJobDeps } from './testModeJobDeps.ts';
import { billingNotices } from '../../billingNotices.ts';
import { billingOwnerRepository } from '../../billingOwnerRepository.ts';
import { CARD_MESSAGES } from './testCards.ts';
import { TEST_MODE_POLL_MS } from './testModeRenewalQueue.ts';
import { cardOf, FAILS_LATER_CHARGES } from './testModeCards.ts';
import { invoiceOfPayment } from './testModePayments.ts';
import {
  testModeRepository,
  type TestModeIntent,
  type TestModeSubscription,
} from './testModeRepository.ts';

interface Retry {
  subscription: TestModeSubscription;
  /** The renewal charges still owed. */
  owed: TestModeIntent[];
  /** The owed charge's retry being made (0 is the first). */
  retry: number;
  /** When the retry fell due: a charge it pays is dated then, as the owner's clock reads. */
  dueAt: Date;
}

/**
 * Test mode's Smart Retries: a renewal the saved card declined is tried again on the days of
 * PAYMENT_RETRY_DAYS after it failed, on the card saved then (the owner may have changed it).
 * A success makes the subscription active again; when the last try fails the subscription is
 * cancelled, as Stripe does when its retries run out, and access ends. The owner gets the
 * receipt of what was paid, or the e-mail that the subscription has ended.
 */
export function testModePaymentRetries({
  db,
  logger,
  publicUrl,
}: TestModeJobDeps): JobQueue<Retry> {
  const store = testModeRepository(db);
  const notices = billingNotices(db, publicUrl);
  return {
    name: 'test-mode payment retries',
    // Due on business dates: a look every few seconds is plenty.
    pollMs: TEST_MODE_POLL_MS,
    async claimDue(now, limit) {
      const due: Retry[] = [];
      for (const subscription of await store.listPastDue(limit)) {
        const failedAt = subscription.currentPeriodStart;
        const owed = (await store.listIntents(subscription.id)).filter(
          (row) => row.purpose === 'renewal' && row.status !== 'succeeded',
        );
        const first = owed[0];
        if (!failedAt || !first) continue;
        const retry = dueRetry(failedAt, first.retries, now);
        if (retry !== null) due.push({ subscription, owed, retry, dueAt: now });
      }
      return due;
    },
    async run({ subscription, owed, retry, dueAt }) {
      const log = { ownerId: subscription.ownerId, subscriptionId: subscription.id, retry };
      const paying = testModeRepository(db, { now: () => new Date(dueAt) });
      try {
        const declines = !subscription.cardLast4 || subscription.cardLast4 === FAILS_LATER_CHARGES;
        for (const row of owed) {
          await paying.updateIntent(
            row.id,
            declines
              ? { retries: retry + 1, lastError: CARD_MESSAGES.declined }
              : {
                  retries: retry + 1,
                  status: 'succeeded',
                  lastError: null,
                  ...cardOf(subscription),
                },
          );
        }
        const last = retry + 1 >= PAYMENT_RETRY_DAYS.length;
        if (declines && !last) {
          logger.warn(log, 'Test-mode payment retry declined: the owner stays past due');
          return;
        }
        const status = declines ? 'canceled' : 'active';
        await store.updateSubscription(subscription.id, { status });
        const owner = await billingOwnerRepository(db).applySubscription(subscription.ownerId, {
          subscriptionId: subscription.id,
          status,
          plan: subscription.plan,
          currentPeriodStart: subscription.currentPeriodStart,
          currentPeriodEnd: subscription.currentPeriodEnd,
        });
        if (declines) await notices.ended(owner, subscription.id);
        else
          for (const row of await store.listIntents(subscription.id))
            if (owed.some((paid) => paid.id === row.id))
              await notices.receipt(owner, invoiceOfPayment(row));
        logger.info(
          log,
          declines
            ? 'Test-mode retries ran out: subscription cancelled'
            : 'Test-mode payment retry paid',
        );
      } catch (error) {
        logger.error({ err: error, ...log }, 'Test-mode payment retry failed');
      }
    },
  };
}
