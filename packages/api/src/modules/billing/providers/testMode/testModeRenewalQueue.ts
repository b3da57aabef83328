import { ownerRepository } from '../../../accounts/index.ts';
import type { JobQueue } from '../../../../platform/jobs/jobRunner.ts';
import type { TestModeJobDeps } from './testModeJobDeps.ts';
import { addMonths } from '@yardstick/core/billingPeriod';
import { hasLiveSubscription } from '../../subscriber.ts';
import { chargeRenewal } from './renewTestSubscription.ts';
import { testModeRepository, type TestModeSubscription } from './testModeRepository.ts';

/** How often the test-mode queues (due on business dates) are looked at. */
export const TEST_MODE_POLL_MS = 5_000;

/**
 * Test mode's renewals as a job queue: each job is a subscription whose period has ended, and
 * running it charges the next period, as Stripe does at the period's end. A period is charged
 * once even when two servers claim it (chargeRenewal only renews the period it read); one that
 * has fallen behind catches up a month per pass.
 */
export function testModeRenewalQueue({
  db,
  logger,
  publicUrl,
}: TestModeJobDeps): JobQueue<TestModeSubscription> {
  const store = testModeRepository(db);
  return {
    name: 'test-mode renewals',
    // Due on business dates: a look every few seconds is plenty.
    pollMs: TEST_MODE_POLL_MS,
    claimDue: (now, limit) => store.listDueRenewals(now, limit),
    async run(subscription) {
      try {
        const owner = await ownerRepository(db).get(subscription.ownerId);
        const ended = subscription.currentPeriodEnd;
        if (!ended) return;
        if (
          !owner ||
          owner.stripeSubscriptionId !== subscription.id ||
          !hasLiveSubscription(owner)
        ) {
          // The owner has moved on from it: it ends, rather than stay due for ever.
          await store.updateSubscription(subscription.id, { status: 'canceled' });
          return;
        }
        const renewal = await chargeRenewal({ db, publicUrl }, owner, subscription, {
          start: ended,
          end: addMonths(ended, 1),
        });
        if (!renewal) return;
        const log = { ownerId: owner.id, subscriptionId: subscription.id };
        if (renewal.subscriptionStatus === 'past_due')
          logger.warn(log, 'Test-mode renewal declined: the owner is past due');
        else logger.info(log, 'Test-mode subscription renewed');
      } catch (error) {
        logger.error({ err: error, subscriptionId: subscription.id }, 'Test-mode renewal failed');
      }
    },
  };
}
