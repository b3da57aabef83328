import { errorMessage } from '@yardstick/core/client';
import type { PaidPlanId } from '@yardstick/core/enums';
import { formatDate } from '@yardstick/core/format';
import { PLANS } from '@yardstick/core/plans';
import { useState } from 'react';
import { useConfirm } from '../../ui/confirmContext.ts';
import { errorToast, useToast } from '../../ui/toastContext.ts';
import { subscriptionApi } from './subscriptionApi.ts';

type Busy = 'change' | 'cancel' | 'resume' | null;

/**
 * Upgrade, plan change, cancellation and resume of a running subscription. Every change
 * reloads the user and the session, so the page, the account and the header agree at once.
 */
export function useSubscriptionActions(userId: string, onChanged: () => Promise<void>) {
  const toast = useToast();
  const confirm = useConfirm();
  const [busy, setBusy] = useState<Busy>(null);

  async function run(kind: Exclude<Busy, null>, errorTitle: string, action: () => Promise<void>) {
    setBusy(kind);
    try {
      await action();
      await onChanged();
      return true;
    } catch (error) {
      toast(errorToast(errorMessage(error, 'Something went wrong. Please try again.'), errorTitle));
      return false;
    } finally {
      setBusy(null);
    }
  }

  const changePlan = (plan: PaidPlanId, errorTitle: 'Upgrade Error' | 'Plan Change Error') =>
    run('change', errorTitle, async () => {
      const answer = await subscriptionApi.changePlan(userId, plan);
      toast(
        answer.scheduled
          ? {
              title: 'Plan Change Scheduled',
              description: `You move to ${PLANS[answer.scheduled.plan].name} on ${formatDate(answer.scheduled.effectiveAt)}, at the end of the period you have paid for.`,
            }
          : {
              title: 'Plan Changed',
              description: `You are now on the ${PLANS[answer.plan].name} plan.`,
            },
      );
    });

  async function upgrade(from: PaidPlanId, to: PaidPlanId) {
    const ok = await confirm({
      title: 'Upgrade Subscription',
      message: `Upgrade from ${PLANS[from].name} to ${PLANS[to].name} (${PLANS[to].price})? The prorated difference is charged to your card now.`,
      confirmLabel: `Upgrade to ${PLANS[to].name}`,
    });
    if (ok) await changePlan(to, 'Upgrade Error');
  }

  const cancel = (immediately: boolean) =>
    run('cancel', 'Cancel Error', async () => {
      const answer = await subscriptionApi.cancel(userId, immediately);
      toast(
        answer.cancelAt
          ? {
              title: 'Subscription Canceled',
              description: `Your subscription ends on ${formatDate(answer.cancelAt)}. You keep full access until then.`,
            }
          : { title: 'Subscription Canceled', description: 'Your subscription has ended.' },
      );
    });

  const resume = () =>
    run('resume', 'Resume Error', async () => {
      await subscriptionApi.resume(userId);
      toast({ title: 'Subscription Resumed', description: 'Your subscription keeps running.' });
    });

  return {
    busy,
    upgrade,
    cancel,
    resume,
    changePlan: (plan: PaidPlanId) => changePlan(plan, 'Plan Change Error'),
  };
}
