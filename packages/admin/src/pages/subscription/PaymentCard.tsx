import type { PaidPlanId } from '@yardstick/core/enums';
import { formatCurrency } from '@yardstick/core/format';
import type { Coupon } from '@yardstick/core/schemas/billing';
import { discountedPlanPrice, isFreeSubscription } from '@yardstick/core/subscription';
import { Card, CardHeader } from '../../ui/Card.tsx';
import { Notice } from '../../ui/Notice.tsx';
import { Loading } from '../../ui/Spinner.tsx';
import { CompletionFailed } from './CompletionFailed.tsx';
import { returnUrl } from './returnUrl.ts';
import { StripePaymentForm } from './StripePaymentForm.tsx';
import type { BillingConfig, Subscriber } from './subscriptionApi.ts';
import { TestCardForm } from './TestCardForm.tsx';
import { useCheckout } from './useCheckout.ts';
import type { useFinishSubscription } from './useFinishSubscription.ts';

interface PaymentCardProps {
  subscriber: Subscriber;
  config: BillingConfig;
  plan: PaidPlanId;
  coupon: Coupon | null;
  finish: ReturnType<typeof useFinishSubscription>;
}

/**
 * The payment form of SPEC §4.6: Stripe's Payment Element or the test-mode card form. A plan a
 * coupon makes free also collects the card (for the renewal) instead of starting without one.
 */
export function PaymentCard({ subscriber, config, plan, coupon, finish }: PaymentCardProps) {
  const couponId = coupon?.id ?? null;
  const price = discountedPlanPrice(plan, coupon);
  // A coupon that makes the first month free still saves the card, so the plan renews.
  const free = isFreeSubscription({ plan, discountedPrice: price });
  const finished = finish.state === 'activated' || finish.state === 'alreadyActive';
  const { checkout, loading } = useCheckout({
    subscriber,
    plan,
    couponId,
    enabled: !finished,
    attempt: finish.attempt,
    onAlreadyActive: finish.alreadyActive,
  });

  const onConfirmed = (intent: Parameters<typeof finish.complete>[3]) =>
    void finish.complete(subscriber.userId, plan, couponId, intent, subscriber.handOffToken);

  let body;
  if (finish.state === 'failed') {
    body = (
      <CompletionFailed
        message={finish.error ?? ''}
        cardNote={finish.cardNote}
        onRetry={() => void finish.retry()}
        onBack={finish.reset}
      />
    );
  } else if (loading || finish.state === 'completing') {
    body = (
      <Loading
        label={
          finish.state === 'completing'
            ? 'Completing your subscription'
            : 'Preparing the payment form'
        }
      />
    );
  } else if (!checkout) {
    body = (
      <Notice tone="warning">The payment form is not available. Choose a plan to try again.</Notice>
    );
  } else {
    const submitLabel =
      checkout.type === 'payment'
        ? `Pay ${formatCurrency(price)} and Subscribe`
        : 'Save Card and Subscribe';
    body =
      config.mode === 'stripe' && config.publishableKey ? (
        <StripePaymentForm
          key={checkout.clientSecret}
          publishableKey={config.publishableKey}
          clientSecret={checkout.clientSecret}
          type={checkout.type}
          returnUrl={returnUrl(subscriber, plan, couponId)}
          submitLabel={submitLabel}
          onConfirmed={onConfirmed}
        />
      ) : (
        <TestCardForm
          key={checkout.clientSecret}
          clientSecret={checkout.clientSecret}
          submitLabel={submitLabel}
          onConfirmed={onConfirmed}
        />
      );
  }

  return (
    <Card aria-labelledby="payment-title">
      <CardHeader
        titleId="payment-title"
        title="Payment"
        description={
          checkout?.type !== 'setup'
            ? undefined
            : free
              ? 'Your coupon makes the first month free: nothing is charged today. Your card is saved so the plan renews after the free month.'
              : 'Nothing is charged today; your card is saved for estimates and renewals.'
        }
      />
      {body}
    </Card>
  );
}
