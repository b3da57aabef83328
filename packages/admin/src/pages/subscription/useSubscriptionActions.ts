import { errorMessage } from '@yardstick/core/client';
import type { PaidPlanId } from '@yardstick/core/enums';
import { PLANS } from '@yardstick/core/plans';
import { useState } from 'react';
import { useConfirm } from '../../ui/confirmContext.ts';
import { errorToast, useToast } from '../../ui/toastContext.ts';
import { subscriptionApi } from './subscriptionApi.ts';
import { useDelayedRedirect } from './useDelayedRedirect.ts';

/** Upgrade, plan change and cancellation of an active subscription (SPEC §4.6). */
export function useSubscriptionActions(userId: string, onChanged: () => Promise<void>) {
  const toast = useToast();
  const confirm = useConfirm();
  const redirectLater = useDelayedRedirect();
  const [busy, setBusy] = useState<'change' | 'cancel' | null>(null);
  const [canceled, setCanceled] = useState(false);

  async function changePlan(plan: PaidPlanId, errorTitle: 'Upgrade Error' | 'Plan Change Error') {
    setBusy('change');
    try {
      await subscriptionApi.changePlan(userId, plan);
      toast({ title: 'Plan Changed', description: `You are now on the ${PLANS[plan].name} plan.` });
      await onChanged();
      return true;
    } catch (error) {
      toast(
        errorToast(
          errorMessage(error, 'The plan could not be changed. Please try again.'),
          errorTitle,
        ),
      );
      return false;
    } finally {
      setBusy(null);
    }
  }

  async function upgrade(from: PaidPlanId, to: PaidPlanId) {
    const ok = await confirm({
      title: 'Upgrade Subscription',
      message: `Upgrade from ${PLANS[from].name} to ${PLANS[to].name} (${PLANS[to].price})? The prorated difference is charged to your card now.`,
      confirmLabel: `Upgrade to ${PLANS[to].name}`,
    });
    if (ok) await changePlan(to, 'Upgrade Error');
  }

  async function cancel() {
    const ok = await confirm({
      title: 'Cancel Subscription',
      message: 'Are you sure you want to cancel your subscription? It ends immediately.',
      confirmLabel: 'Cancel Subscription',
      cancelLabel: 'Keep Subscription',
      destructive: true,
    });
    if (!ok) return;
    setBusy('cancel');
    try {
      await subscriptionApi.cancel(userId);
      setCanceled(true);
      toast({ title: 'Subscription Canceled', description: 'Your subscription has ended.' });
      redirectLater('/');
    } catch (error) {
      toast(
        errorToast(
          errorMessage(error, 'The subscription could not be canceled. Please try again.'),
          'Cancel Error',
        ),
      );
    } finally {
      setBusy(null);
    }
  }

  return {
    busy,
    canceled,
    upgrade,
    cancel,
    changePlan: (plan: PaidPlanId) => changePlan(plan, 'Plan Change Error'),
  };
}
