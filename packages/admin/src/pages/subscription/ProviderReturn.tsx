import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '../../session/sessionContext.ts';
import { Card } from '../../ui/Card.tsx';
import { Notice } from '../../ui/Notice.tsx';
import { Loading } from '../../ui/Spinner.tsx';
import { CompletionFailed } from './CompletionFailed.tsx';
import { errorToast, useToast } from '../../ui/toastContext.ts';
import type { ProviderReturn as Return } from './returnUrl.ts';
import { ACTIVATED_TEXT, type useFinishSubscription } from './useFinishSubscription.ts';

interface ProviderReturnProps {
  details: Return;
  finish: ReturnType<typeof useFinishSubscription>;
  /** After a failed payment the page goes back to the plans and payment form. */
  onFailed: () => void;
}

/**
 * Back from the payment provider (SPEC §4.6): with redirect_status=succeeded the subscription
 * is completed, success is shown, the query cleared and /account follows after 2 seconds.
 */
export function ProviderReturn({ details, finish, onFailed }: ProviderReturnProps) {
  const navigate = useNavigate();
  const toast = useToast();
  const { user } = useSession();
  const started = useRef(false);
  const { complete } = finish;

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    navigate('/subscription', { replace: true });
    if (!details.succeeded) {
      toast(
        errorToast(
          'The payment was not completed. Please try another card.',
          'Payment Method Setup Failed',
        ),
      );
      onFailed();
      return;
    }
    const userId = details.userId ?? user?.id;
    if (!userId) {
      toast(
        errorToast('Your user id is needed to complete the subscription.', 'Missing Information'),
      );
      onFailed();
      return;
    }
    const intent = details.paymentIntentId
      ? { paymentIntentId: details.paymentIntentId }
      : { setupIntentId: details.setupIntentId ?? '' };
    void complete(userId, details.plan ?? 'starter', details.coupon, intent, details.handOffToken);
  }, [details, complete, navigate, toast, user, onFailed]);

  return (
    <Card>
      {finish.state === 'activated' ? (
        <Notice tone="success">{ACTIVATED_TEXT}</Notice>
      ) : finish.state === 'alreadyActive' ? (
        <Notice tone="info">Subscription Already Active. Taking you to your account…</Notice>
      ) : finish.state === 'failed' ? (
        <CompletionFailed
          message={finish.error ?? ''}
          cardNote={finish.cardNote}
          onRetry={() => void finish.retry()}
          onBack={() => {
            finish.reset();
            onFailed();
          }}
        />
      ) : (
        <Loading label="Completing your subscription" />
      )}
    </Card>
  );
}
