import { useEffect, useRef, useState } from 'react';
import { toastFailure } from '../../forms/toastFailure.ts';
import { useSubmit } from '../../forms/useSubmit.ts';
import { Button } from '../../ui/Button.tsx';
import { Notice } from '../../ui/Notice.tsx';
import { Loading } from '../../ui/Spinner.tsx';
import { errorToast, useToast } from '../../ui/toastContext.ts';
import { useStripeLoader, type PaymentElements, type PaymentStripe } from './stripeLoader.ts';
import type { ConfirmedIntent } from './subscriptionApi.ts';

interface StripePaymentFormProps {
  publishableKey: string;
  clientSecret: string;
  type: 'payment' | 'setup';
  returnUrl: string;
  submitLabel: string;
  onConfirmed: (intent: ConfirmedIntent) => void;
}

const CONFIRM_FAILED = 'The card could not be confirmed.';

const LOAD_FAILED =
  'The payment form could not be loaded. Please check your connection and try again.';

/**
 * Stripe's Payment Element (SPEC §7: Stripe.js with the publishable key). Cards usually confirm
 * without leaving the page; a method that needs a redirect comes back to `returnUrl`, which the
 * page completes from its query.
 */
export function StripePaymentForm({
  publishableKey,
  clientSecret,
  type,
  returnUrl,
  submitLabel,
  onConfirmed,
}: StripePaymentFormProps) {
  const toast = useToast();
  const loadStripe = useStripeLoader();
  const mountRef = useRef<HTMLDivElement>(null);
  const [stripe, setStripe] = useState<{ stripe: PaymentStripe; elements: PaymentElements } | null>(
    null,
  );
  const [loadError, setLoadError] = useState(false);

  useEffect(() => {
    let cancelled = false;
    let unmount: (() => void) | undefined;
    loadStripe(publishableKey)
      .then((loaded) => {
        if (cancelled || !mountRef.current) return;
        if (!loaded) throw new Error(LOAD_FAILED);
        const elements = loaded.elements({ clientSecret });
        const element = elements.create('payment');
        element.mount(mountRef.current);
        unmount = () => element.destroy();
        setStripe({ stripe: loaded, elements });
      })
      .catch(() => {
        if (cancelled) return;
        setLoadError(true);
        toast(errorToast(LOAD_FAILED, 'Payment Method Setup Failed'));
      });
    return () => {
      cancelled = true;
      unmount?.();
    };
  }, [loadStripe, publishableKey, clientSecret, toast]);

  const confirm = useSubmit(
    async (loaded: { stripe: PaymentStripe; elements: PaymentElements }) => {
      const options = {
        elements: loaded.elements,
        confirmParams: { return_url: returnUrl },
        redirect: 'if_required' as const,
      };
      const result =
        type === 'payment'
          ? await loaded.stripe.confirmPayment(options)
          : await loaded.stripe.confirmSetup(options);
      if (result.error) {
        toast(errorToast(result.error.message ?? CONFIRM_FAILED, 'Payment Method Setup Failed'));
        return;
      }
      if ('paymentIntent' in result && result.paymentIntent)
        onConfirmed({ paymentIntentId: result.paymentIntent.id });
      if ('setupIntent' in result && result.setupIntent)
        onConfirmed({ setupIntentId: result.setupIntent.id });
    },
    { failed: toastFailure(toast, CONFIRM_FAILED, 'Payment Method Setup Failed') },
  );

  return (
    <form onSubmit={confirm.onSubmit(() => stripe)} aria-label="Payment form">
      {loadError ? (
        <Notice tone="danger">{LOAD_FAILED}</Notice>
      ) : (
        !stripe && <Loading label="Loading payment form" />
      )}
      <div ref={mountRef} className="payment-element" />
      <Button
        type="submit"
        block
        loading={confirm.pending}
        disabled={!stripe}
        style={{ marginTop: 16 }}
      >
        {submitLabel}
      </Button>
    </form>
  );
}
