import type { PaidPlanId } from '@yardstick/core/enums';
import { errorMessage } from '@yardstick/core/client';
import { isAlreadySubscribedError } from '@yardstick/core/subscription';
import { useCallback, useRef, useState } from 'react';
import { useSession } from '../../session/sessionContext.ts';
import { errorToast, useToast } from '../../ui/toastContext.ts';
import { cardOutcome } from './cardOutcome.ts';
import { subscriptionApi, type ConfirmedIntent } from './subscriptionApi.ts';
import { useDelayedRedirect } from './useDelayedRedirect.ts';

export type FinishState = 'idle' | 'completing' | 'failed' | 'activated' | 'alreadyActive';

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
  /** Why the last completion failed; the page shows it with Retry and a way back. */
  const [error, setError] = useState<string | null>(null);
  /** What that failure did to the card (charged once, saved, or not charged). */
  const [cardNote, setCardNote] = useState<string | null>(null);
  const lastAttempt = useRef<(() => Promise<void>) | null>(null);
  /** Counts the returns to the payment form, each of which starts a fresh checkout. */
  const [attempt, setAttempt] = useState(0);

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
      const failed = (message: string, refused: boolean) => {
        setError(message);
        setCardNote(cardOutcome(intent, refused));
        setState('failed');
        toast(errorToast(message, 'Subscription Error'));
      };
      const attempt = async () => {
        setState('completing');
        setError(null);
        setCardNote(null);
        try {
          const answer = await subscriptionApi.complete(
            userId,
            plan,
            couponId,
            intent,
            handOffToken,
          );
          if (answer.success) return await activated();
          failed(answer.error ?? 'The payment did not go through.', true);
        } catch (caught) {
          const message = errorMessage(
            caught,
            'Failed to complete the subscription. Please try again.',
          );
          if (isAlreadySubscribedError(message)) return alreadyActive();
          failed(message, false);
        }
      };
      lastAttempt.current = attempt;
      await attempt();
    },
    [activated, alreadyActive, toast],
  );

  /** Tries the failed completion again with the same payment. */
  const retry = useCallback(async () => {
    await lastAttempt.current?.();
  }, []);

  /** Leaves a failed completion for the plans and payment form. */
  const reset = useCallback(() => {
    setError(null);
    setCardNote(null);
    setState('idle');
    setAttempt((count) => count + 1);
  }, []);

  return { state, error, cardNote, attempt, complete, retry, reset, activated, alreadyActive };
}
