import type { PaidPlanId } from '@yardstick/core/enums';
import { errorMessage } from '@yardstick/core/client';
import { isAlreadySubscribedError } from '@yardstick/core/subscription';
import { useCallback, useState } from 'react';
import { useSession } from '../../session/sessionContext.ts';
import { errorToast, useToast } from '../../ui/toastContext.ts';
import { subscriptionApi, type ConfirmedIntent } from './subscriptionApi.ts';
import { useDelayedRedirect } from './useDelayedRedirect.ts';

export type FinishState = 'idle' | 'completing' | 'activated' | 'alreadyActive';

export const ACTIVATED_TEXT = 'Your subscription is active. Taking you to your account…';

/**
 * The end of every way to subscribe: complete-subscription after a card was confirmed
 * (or the free activation), then the success notice and /account after 2 seconds.
 */
export function useFinishSubscription() {
  const toast = useToast();
  const { refresh } = useSession();
  const redirectLater = useDelayedRedirect();
  const [state, setState] = useState<FinishState>('idle');

  const activated = useCallback(async () => {
    setState('activated');
    toast({ title: 'Subscription Activated', description: ACTIVATED_TEXT });
    redirectLater('/account');
    // A signed-out hand-off has no session to refresh; that is fine.
    await refresh().catch(() => null);
  }, [toast, redirectLater, refresh]);

  /** 'Subscription Already Active' and /account after 2 seconds (SPEC §8). */
  const alreadyActive = useCallback(() => {
    setState('alreadyActive');
    redirectLater('/account');
  }, [redirectLater]);

  const complete = useCallback(
    async (
      userId: string,
      plan: PaidPlanId,
      couponId: string | null,
      intent: ConfirmedIntent,
      handOffToken?: string,
    ) => {
      setState('completing');
      try {
        const answer = await subscriptionApi.complete(userId, plan, couponId, intent, handOffToken);
        if (answer.success) return await activated();
        setState('idle');
        toast(errorToast(answer.error ?? 'The payment did not go through.', 'Subscription Error'));
      } catch (error) {
        const message = errorMessage(
          error,
          'Failed to complete the subscription. Please try again.',
        );
        if (isAlreadySubscribedError(message)) return alreadyActive();
        setState('idle');
        toast(errorToast(message, 'Subscription Error'));
      }
    },
    [activated, alreadyActive, toast],
  );

  return { state, complete, activated, alreadyActive };
}
