import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildTrialUser, sessionRoutes } from './factories.ts';
import type { FakeRoute } from './fakeFetch.ts';
import { fill } from './fill.ts';
import { renderWithProviders } from './renderWithProviders.tsx';
import { StripeLoaderContext, type LoadPaymentStripe } from '../pages/subscription/stripeLoader.ts';
import { SubscriptionPage } from '../pages/subscription/SubscriptionPage.tsx';

/** Shared set-up of the subscription page's component tests. */

export const TEST_MODE = { 'GET /api/billing/config': { body: { mode: 'test' } } };
export const STRIPE_MODE = {
  'GET /api/billing/config': { body: { mode: 'stripe', publishableKey: 'pk_test_1' } },
};
const CHECKOUT = { body: { type: 'payment', clientSecret: 'tm_pi_1_secret_abc' } };
const others = [
  { path: '/account', element: <p>Account page</p> },
  { path: '/login', element: <p>Login page</p> },
  { path: '/', element: <p>Home page</p> },
];

/** Stripe.js is never fetched in a component test: a test of the Stripe form passes its own. */
const noStripe: LoadPaymentStripe = () =>
  Promise.reject(new Error('Stripe.js is not loaded in component tests'));

export function renderPage(
  api: Record<string, FakeRoute>,
  url = '/subscription',
  loadStripe: LoadPaymentStripe = noStripe,
) {
  const page = (
    <StripeLoaderContext.Provider value={loadStripe}>
      <SubscriptionPage />
    </StripeLoaderContext.Provider>
  );
  return renderWithProviders(page, {
    path: '/subscription',
    url,
    api,
    routes: others,
  });
}

export function trialRoutes(extra: Record<string, FakeRoute> = {}) {
  const { user, usage } = buildTrialUser();
  return {
    ...sessionRoutes(user, usage),
    ...TEST_MODE,
    'POST /api/create-subscription': CHECKOUT,
    ...extra,
  };
}

export async function startUpgrade() {
  await userEvent.click(await screen.findByRole('button', { name: 'Upgrade to Paid Plan' }));
}

export async function payWithTestCard(cardNumber: string) {
  await screen.findByText('Test mode — no real charges');
  fill('Card number', cardNumber);
  fill('Expiry', '12/34');
  fill('CVC', '123');
  fill('Name on card', 'Pat Green');
  await userEvent.click(screen.getByRole('button', { name: /Pay \$49\.99 and Subscribe/ }));
}
