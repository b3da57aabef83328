/**
 * Where the payment form gets Stripe.js. The default is the pure entry, which loads the script
 * from js.stripe.com only when called (under Stripe), not on import. A context, so a page
 * rendered without the network (a component test) can be given a Stripe of its own.
 */
import { loadStripe } from '@stripe/stripe-js/pure';
import { createContext, useContext } from 'react';

/** The Payment Element as the form uses it. */
export interface PaymentElements {
  create(type: 'payment'): { mount(container: HTMLElement): void; destroy(): void };
}

interface ConfirmOptions {
  elements: PaymentElements;
  confirmParams?: { return_url?: string };
  redirect: 'if_required';
}

interface ConfirmFailure {
  error: { message?: string };
}

/** The part of Stripe.js the payment form uses; Stripe.js itself fits it. */
export interface PaymentStripe {
  elements(options: { clientSecret: string }): PaymentElements;
  confirmPayment(
    options: ConfirmOptions,
  ): Promise<ConfirmFailure | { error?: undefined; paymentIntent: { id: string } }>;
  confirmSetup(
    options: ConfirmOptions,
  ): Promise<ConfirmFailure | { error?: undefined; setupIntent: { id: string } }>;
}

export type LoadPaymentStripe = (publishableKey: string) => Promise<PaymentStripe | null>;

export const StripeLoaderContext = createContext<LoadPaymentStripe>(loadStripe);

export function useStripeLoader(): LoadPaymentStripe {
  return useContext(StripeLoaderContext);
}
