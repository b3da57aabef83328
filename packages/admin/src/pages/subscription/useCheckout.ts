import type { PaidPlanId } from '@yardstick/core/enums';
import { errorMessage } from '@yardstick/core/client';
import type { CreateSubscriptionResponse } from '@yardstick/core/schemas/billing';
import { isAlreadySubscribedError } from '@yardstick/core/subscription';
import { useEffect, useRef, useState } from 'react';
import { errorToast, useToast } from '../../ui/toastContext.ts';
import { subscriptionApi, type Subscriber } from './subscriptionApi.ts';

export const MISSING_INFORMATION_TEXT =
  'Your name, email and user id are needed to create a subscription.';

export function hasSubscriberInformation(subscriber: Subscriber): boolean {
  return Boolean(subscriber.userId && subscriber.email && subscriber.name);
}

interface CheckoutOptions {
  subscriber: Subscriber;
  plan: PaidPlanId;
  couponId: string | null;
  /** False while nothing is to be paid for (the subscription is finished). */
  enabled: boolean;
  /** A new number asks for a fresh checkout with the same choice (after a failed completion). */
  attempt?: number;
  onAlreadyActive: () => void;
}

/**
 * SPEC §4.6: the page creates a subscription and receives the client secret for the payment
 * form; choosing another plan or coupon creates it again (the server drops the unpaid one).
 */
export function useCheckout({
  subscriber,
  plan,
  couponId,
  enabled,
  attempt = 0,
  onAlreadyActive,
}: CheckoutOptions) {
  const toast = useToast();
  const { userId, email, name } = subscriber;
  const complete = hasSubscriberInformation(subscriber);
  // The answer belongs to one choice; a newer choice shows nothing until its own answer.
  const key = [userId, plan, couponId ?? '', attempt].join('|');
  const [result, setResult] = useState<{
    key: string;
    checkout: CreateSubscriptionResponse | null;
  }>({
    key: '',
    checkout: null,
  });
  const latest = useRef(0);
  const alreadyActive = useRef(onAlreadyActive);
  useEffect(() => {
    alreadyActive.current = onAlreadyActive;
  });

  useEffect(() => {
    if (!enabled) return;
    const who = { userId, email, name };
    if (!hasSubscriberInformation(who)) {
      toast(errorToast(MISSING_INFORMATION_TEXT, 'Missing Information'));
      return;
    }
    const request = ++latest.current;
    const answered = (checkout: CreateSubscriptionResponse | null) => {
      if (request === latest.current) setResult({ key, checkout });
    };
    subscriptionApi
      .create(who, plan, couponId)
      .then(answered)
      .catch((error: unknown) => {
        answered(null);
        if (request !== latest.current) return;
        const message = errorMessage(error, 'Failed to create the subscription. Please try again.');
        if (isAlreadySubscribedError(message)) alreadyActive.current();
        else toast(errorToast(message, 'Subscription Error'));
      });
  }, [enabled, key, userId, email, name, plan, couponId, toast]);

  const current = enabled && result.key === key;
  const checkout = current ? result.checkout : null;
  const loading = enabled && complete && !current;
  return { checkout, loading };
}
