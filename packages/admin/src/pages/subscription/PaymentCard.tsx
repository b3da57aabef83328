import { errorMessage } from '@yardstick/core/client';
import type { PaidPlanId } from '@yardstick/core/enums';
import { formatCurrency } from '@yardstick/core/format';
import type { Coupon } from '@yardstick/core/schemas/billing';
import {
  discountedPlanPrice,
  isAlreadySubscribedError,
  isFreeSubscription,
} from '@yardstick/core/subscription';
import { useState } from 'react';
import { Button } from '../../ui/Button.tsx';
import { Card, CardHeader } from '../../ui/Card.tsx';
import { Notice } from '../../ui/Notice.tsx';
import { Loading } from '../../ui/Spinner.tsx';
import { errorToast, useToast } from '../../ui/toastContext.ts';
import { returnUrl } from './returnUrl.ts';
import { StripePaymentForm } from './StripePaymentForm.tsx';
import { subscriptionApi, type BillingConfig, type Subscriber } from './subscriptionApi.ts';
import { TestCardForm } from './TestCardForm.tsx';
import { hasSubscriberInformation, MISSING_INFORMATION_TEXT, useCheckout } from './useCheckout.ts';
import type { useFinishSubscription } from './useFinishSubscription.ts';

interface PaymentCardProps {
  subscriber: Subscriber;
  config: BillingConfig;
  plan: PaidPlanId;
  coupon: Coupon | null;
  finish: ReturnType<typeof useFinishSubscription>;
}

/** The payment form of SPEC §4.6: a free start, Stripe's Payment Element, or the test-mode card form. */
export function PaymentCard({ subscriber, config, plan, coupon, finish }: PaymentCardProps) {
  const toast = useToast();
  const [starting, setStarting] = useState(false);
  const couponId = coupon?.id ?? null;
  const price = discountedPlanPrice(plan, coupon);
  const free = isFreeSubscription({ plan, discountedPrice: price });
  const finished = finish.state === 'activated' || finish.state === 'alreadyActive';
  const { checkout, loading } = useCheckout({
    subscriber,
    plan,
    couponId,
    enabled: !free && !finished,
    onAlreadyActive: finish.alreadyActive,
  });

  async function startFree() {
    if (!hasSubscriberInformation(subscriber)) {
      toast(errorToast(MISSING_INFORMATION_TEXT, 'Missing Information'));
      return;
    }
    setStarting(true);
    try {
      await subscriptionApi.createFree(subscriber, plan, couponId);
      await finish.activated();
    } catch (error) {
      const message = errorMessage(error, 'Failed to create the subscription. Please try again.');
      if (isAlreadySubscribedError(message)) finish.alreadyActive();
      else toast(errorToast(message, 'Subscription Error'));
    } finally {
      setStarting(false);
    }
  }

  const onConfirmed = (intent: Parameters<typeof finish.complete>[3]) =>
    void finish.complete(subscriber.userId, plan, couponId, intent, subscriber.handOffToken);

  let body;
  if (free) {
    body = (
      <>
        <p>Your coupon makes the first month free: no card is needed to start.</p>
        <Button block loading={starting} onClick={() => void startFree()}>
          Start Subscription
        </Button>
      </>
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
          checkout?.type === 'setup'
            ? 'Nothing is charged today; your card is saved for estimates and renewals.'
            : undefined
        }
      />
      {body}
    </Card>
  );
}
