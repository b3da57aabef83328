import type { JobQueue } from '../../../../platform/jobs/jobRunner.ts';
import type { TestModeJobDeps } from './testModeJobDeps.ts';
import { ownerRepository } from '../../../accounts/index.ts';
import { billingNotices } from '../../billingNotices.ts';
import { settleScheduledChanges } from '../../settleScheduledChanges.ts';
import { testModeRepository, type TestModeSubscription } from './testModeRepository.ts';

/**
 * Test mode's cancellations at the period's end, as Stripe ends a subscription with
 * cancel_at_period_end (and sends customer.subscription.deleted): the subscription ends, the
 * owner's row says so, and the owner is told once that it has ended.
 */
export function testModeCancellations({
  db,
  logger,
  publicUrl,
}: TestModeJobDeps): JobQueue<TestModeSubscription> {
  const store = testModeRepository(db);
  return {
    name: 'test-mode cancellations',
    claimDue: (now, limit) => store.listDueCancellations(now, limit),
    async run(subscription) {
      try {
        const ended = subscription.cancelAt;
        if (!ended) return;
        await store.updateSubscription(subscription.id, { status: 'canceled' });
        const owner = await ownerRepository(db).get(subscription.ownerId);
        if (!owner || owner.stripeSubscriptionId !== subscription.id) return;
        const settled = await settleScheduledChanges(db, owner, ended);
        await billingNotices(db, publicUrl).ended(settled, subscription.id);
        logger.info(
          { ownerId: owner.id, subscriptionId: subscription.id },
          'Test-mode subscription ended',
        );
      } catch (error) {
        logger.error(
          { err: error, subscriptionId: subscription.id },
          'Test-mode cancellation failed',
        );
      }
    },
  };
}
