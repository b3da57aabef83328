import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { LoadPaymentStripe, PaymentStripe } from './stripeLoader.ts';
import { buildTrialUser, sessionRoutes } from '../../testing/factories.ts';
import type { FakeRoute } from '../../testing/fakeFetch.ts';
import {
  payWithTestCard,
  renderPage,
  startUpgrade,
  STRIPE_MODE,
  TEST_MODE,
  trialRoutes,
} from '../../testing/subscriptionTestKit.tsx';

/** Stripe.js as the form sees it: the Payment Element's mount and the confirmations, recorded. */
function fakeStripe() {
  const mount = vi.fn<(container: HTMLElement) => void>();
  const confirmPayment = vi.fn<PaymentStripe['confirmPayment']>();
  const confirmSetup = vi.fn<PaymentStripe['confirmSetup']>();
  const loadStripe = vi.fn<LoadPaymentStripe>(async () => ({
    elements: () => ({ create: () => ({ mount, destroy: () => {} }) }),
    confirmPayment,
    confirmSetup,
  }));
  return { loadStripe, mount, confirmPayment, confirmSetup };
}

describe('SubscriptionPage checkout', () => {
  it('lets an active trial start a subscription, pay with a test card and land on /account', async () => {
    const { api } = renderPage(
      trialRoutes({
        'POST /api/billing/test-mode/confirm': {
          body: { type: 'payment', id: 'tm_pi_1', status: 'succeeded' },
        },
        'POST /api/complete-subscription': { body: { success: true } },
      }),
    );
    expect(await screen.findByText('Trial (9d left)')).toBeTruthy();
    await startUpgrade();
    await payWithTestCard('4242 4242 4242 4242');
    expect(await screen.findByText(/Your subscription is active/)).toBeTruthy();
    expect(api.callsTo('POST /api/create-subscription')[0]?.body).toEqual({
      userId: 'user-1',
      email: 'owner@example.com',
      name: 'Green Acres Lawn Care',
      plan: 'starter',
      couponId: null,
    });
    expect(api.callsTo('POST /api/billing/test-mode/confirm')[0]?.body).toMatchObject({
      clientSecret: 'tm_pi_1_secret_abc',
      cardNumber: '4242 4242 4242 4242',
      name: 'Pat Green',
    });
    expect(api.callsTo('POST /api/complete-subscription')[0]?.body).toEqual({
      userId: 'user-1',
      plan: 'starter',
      couponId: null,
      paymentIntentId: 'tm_pi_1',
    });
    expect(await screen.findByText('Account page')).toBeTruthy();
  });

  it('shows a declined card as Payment Method Setup Failed and stays on the form', async () => {
    const { api } = renderPage(
      trialRoutes({
        'POST /api/billing/test-mode/confirm': {
          status: 400,
          body: { error: 'Your card was declined.' },
        },
      }),
    );
    await startUpgrade();
    await payWithTestCard('4000 0000 0000 0002');
    const toast = await screen.findByText('Payment Method Setup Failed');
    expect(toast.parentElement?.textContent).toContain('Your card was declined.');
    expect(api.callsTo('POST /api/complete-subscription')).toHaveLength(0);
  });

  it('re-creates the subscription when another plan is chosen', async () => {
    const { api } = renderPage(trialRoutes());
    await startUpgrade();
    await screen.findByText('Test mode — no real charges');
    await userEvent.click(screen.getByRole('radio', { name: /Pro/ }));
    await waitFor(() => expect(api.callsTo('POST /api/create-subscription')).toHaveLength(2));
    expect(api.callsTo('POST /api/create-subscription')[1]?.body).toMatchObject({ plan: 'pro' });
  });

  it('applies a coupon with Enter, shows the discounted price, and explains failures', async () => {
    let answer: FakeRoute = {
      body: {
        coupon: {
          id: 'WELCOME20',
          name: 'Welcome 20% off',
          description: '20% off your first month',
          percent_off: 20,
          amount_off: null,
        },
      },
    };
    const { api } = renderPage(
      trialRoutes({
        'POST /api/validate-coupon': () =>
          typeof answer === 'function' ? { status: 500 } : answer,
      }),
    );
    await startUpgrade();
    const input = await screen.findByLabelText('Coupon code');
    await userEvent.type(input, '{Enter}');
    expect(await screen.findByText('Please enter a coupon code')).toBeTruthy();

    await userEvent.type(input, 'welcome20{Enter}');
    expect(await screen.findByText('$39.99')).toBeTruthy();
    await waitFor(() =>
      expect(api.callsTo('POST /api/create-subscription').at(-1)?.body).toMatchObject({
        couponId: 'WELCOME20',
      }),
    );

    answer = { status: 400, body: { error: 'Invalid coupon code' } };
    await userEvent.clear(input);
    await userEvent.type(input, 'nope{Enter}');
    expect((await screen.findAllByText('Invalid coupon code')).length).toBeGreaterThan(0);

    answer = () => ({ status: 500 });
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(
      (await screen.findAllByText('Failed to validate coupon. Please try again.')).length,
    ).toBeGreaterThan(0);
  });

  it('saves a card for the renewal when a coupon makes the first month free', async () => {
    const { api } = renderPage(
      trialRoutes({
        'POST /api/validate-coupon': {
          body: {
            coupon: {
              id: 'FREEMONTH',
              name: 'First month free',
              description: null,
              percent_off: 100,
              amount_off: null,
            },
          },
        },
        'POST /api/create-subscription': {
          body: { type: 'setup', clientSecret: 'tm_seti_1_secret_abc' },
        },
      }),
    );
    await startUpgrade();
    await userEvent.type(await screen.findByLabelText('Coupon code'), 'FREEMONTH{Enter}');
    expect(
      await screen.findByText(/first month free: nothing is charged today\. Your card is saved/),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save Card and Subscribe' })).toBeTruthy();
    expect(api.callsTo('POST /api/create-free-subscription')).toEqual([]);
    await waitFor(() =>
      expect(api.callsTo('POST /api/create-subscription').at(-1)?.body).toMatchObject({
        plan: 'starter',
        couponId: 'FREEMONTH',
      }),
    );
  });

  it('asks for the missing information before creating a subscription', async () => {
    const { user, usage } = buildTrialUser();
    const { api } = renderPage({
      ...sessionRoutes({ ...user, companyName: '' }, usage),
      ...TEST_MODE,
    });
    await startUpgrade();
    expect((await screen.findByRole('alert')).textContent).toContain('Missing Information');
    expect(api.callsTo('POST /api/create-subscription')).toHaveLength(0);
  });

  it('uses the Payment Element with Stripe and reports its error as Payment Method Setup Failed', async () => {
    const stripe = fakeStripe();
    stripe.confirmPayment.mockResolvedValueOnce({
      error: { message: 'Your card has insufficient funds.' },
    });
    stripe.confirmPayment.mockResolvedValueOnce({
      paymentIntent: { id: 'pi_1' },
    });
    const { api } = renderPage(
      trialRoutes({
        ...STRIPE_MODE,
        'POST /api/create-subscription': {
          body: { type: 'payment', clientSecret: 'pi_1_secret_x' },
        },
        'POST /api/complete-subscription': { body: { success: true } },
      }),
      '/subscription',
      stripe.loadStripe,
    );
    await startUpgrade();
    const pay = await screen.findByRole('button', { name: /Pay \$49\.99/ });
    await waitFor(() => expect(stripe.mount).toHaveBeenCalled());
    expect(stripe.loadStripe).toHaveBeenCalledWith('pk_test_1');
    await userEvent.click(pay);
    const toast = await screen.findByText('Payment Method Setup Failed');
    expect(toast.parentElement?.textContent).toContain('Your card has insufficient funds.');
    const returnUrl = new URL(
      stripe.confirmPayment.mock.calls[0]?.[0].confirmParams?.return_url ?? '',
    );
    expect(Object.fromEntries(returnUrl.searchParams)).toEqual({
      userId: 'user-1',
      email: 'owner@example.com',
      name: 'Green Acres Lawn Care',
      plan: 'starter',
    });
    await userEvent.click(pay);
    await waitFor(() =>
      expect(api.callsTo('POST /api/complete-subscription')[0]?.body).toMatchObject({
        paymentIntentId: 'pi_1',
      }),
    );
  });
});

describe('a completion that fails after the card form', () => {
  const failure = () =>
    screen
      .findByText('Your subscription could not be completed.')
      .then((text) => text.parentElement);

  it('says the card was charged once and will not be charged again', async () => {
    renderPage(
      trialRoutes({
        'POST /api/billing/test-mode/confirm': {
          body: { type: 'payment', id: 'tm_pi_1', status: 'succeeded' },
        },
        'POST /api/complete-subscription': { status: 503, body: { error: 'Service unavailable' } },
      }),
    );
    await startUpgrade();
    await payWithTestCard('4242 4242 4242 4242');
    expect((await failure())?.textContent).toContain(
      'Your card was charged for the first payment, and it will not be charged again',
    );
  });

  it('says the card was not charged when the payment did not go through', async () => {
    renderPage(
      trialRoutes({
        'POST /api/billing/test-mode/confirm': {
          body: { type: 'payment', id: 'tm_pi_1', status: 'succeeded' },
        },
        'POST /api/complete-subscription': {
          body: { success: false, error: 'Your card has insufficient funds.' },
        },
      }),
    );
    await startUpgrade();
    await payWithTestCard('4242 4242 4242 4242');
    const text = (await failure())?.textContent;
    expect(text).toContain('Your card has insufficient funds.');
    expect(text).toContain('Your card was not charged.');
  });
});
