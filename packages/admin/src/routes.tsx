import type { RouteObject } from 'react-router';
import { AppProviders } from './AppProviders.tsx';
import { AppLayout } from './layout/AppLayout.tsx';
import { AuthLayout } from './layout/AuthLayout.tsx';
import { SiteLayout } from './layout/SiteLayout.tsx';
import { hasSubscriptionHandoff } from './pages/subscription/subscriptionHandoff.ts';
import { RequireAccess } from './session/RequireAccess.tsx';
import { RequireAuth } from './session/RequireAuth.tsx';
import { RouteError } from './RouteError.tsx';
import { Loading } from './ui/Spinner.tsx';

/**
 * The route table of SPEC §2.2. Pages load on demand, so the marketing page does not
 * carry the owner screens. /embed has no site header or footer.
 */
export const appRoutes: RouteObject[] = [
  {
    element: <AppProviders />,
    errorElement: <RouteError />,
    // Shown while the first page's code loads.
    hydrateFallbackElement: <Loading />,
    children: [
      {
        path: 'embed',
        lazy: async () => ({ Component: (await import('./pages/embed/EmbedPage.tsx')).EmbedPage }),
      },
      {
        element: <SiteLayout />,
        children: [
          {
            index: true,
            lazy: async () => ({
              Component: (await import('./pages/landing/LandingPage.tsx')).LandingPage,
            }),
          },
          {
            element: <AuthLayout />,
            children: [
              {
                path: 'login',
                lazy: async () => ({
                  Component: (await import('./pages/auth/LoginPage.tsx')).LoginPage,
                }),
              },
              {
                path: 'register',
                lazy: async () => ({
                  Component: (await import('./pages/auth/RegisterPage.tsx')).RegisterPage,
                }),
              },
              {
                path: 'forgot-password',
                lazy: async () => ({
                  Component: (await import('./pages/auth/ForgotPasswordPage.tsx'))
                    .ForgotPasswordPage,
                }),
              },
              {
                path: 'reset-password',
                lazy: async () => ({
                  Component: (await import('./pages/auth/ResetPasswordPage.tsx')).ResetPasswordPage,
                }),
              },
              {
                path: 'confirm-email',
                lazy: async () => ({
                  Component: (await import('./pages/auth/ConfirmEmailPage.tsx')).ConfirmEmailPage,
                }),
              },
            ],
          },
          {
            path: 'terms-of-use',
            lazy: async () => ({
              Component: (await import('./pages/static/TermsOfUsePage.tsx')).TermsOfUsePage,
            }),
          },
          {
            path: 'privacy-policy',
            lazy: async () => ({
              Component: (await import('./pages/static/PrivacyPolicyPage.tsx')).PrivacyPolicyPage,
            }),
          },
          {
            path: 'pricing-guide',
            lazy: async () => ({
              Component: (await import('./pages/static/PricingGuidePage.tsx')).PricingGuidePage,
            }),
          },
          {
            path: 'ai-test',
            lazy: async () => ({
              Component: (await import('./pages/static/AiTestPage.tsx')).AiTestPage,
            }),
          },
          {
            element: <RequireAuth />,
            children: [
              {
                element: <AppLayout />,
                children: [
                  {
                    path: 'account',
                    lazy: async () => ({
                      Component: (await import('./pages/account/AccountPage.tsx')).AccountPage,
                    }),
                  },
                  {
                    path: 'account/payment-method',
                    lazy: async () => ({
                      Component: (await import('./pages/billing/PaymentMethodPage.tsx'))
                        .PaymentMethodPage,
                    }),
                  },
                  {
                    path: 'account/receipts/:id',
                    lazy: async () => ({
                      Component: (await import('./pages/billing/ReceiptPage.tsx')).ReceiptPage,
                    }),
                  },
                  {
                    // Measured accuracy rests on the owner's quotes: readable without a plan too.
                    path: 'accuracy',
                    lazy: async () => ({
                      Component: (await import('./pages/accuracy/AccuracyPage.tsx')).AccuracyPage,
                    }),
                  },
                  {
                    // The owner's leads stay readable without a plan (no access guard).
                    path: 'accepted-quotes',
                    lazy: async () => ({
                      Component: (await import('./pages/quotes/AcceptedQuotesPage.tsx'))
                        .AcceptedQuotesPage,
                    }),
                  },
                  // The owner's own pages stay theirs whatever the plan state.
                  {
                    path: 'services',
                    lazy: async () => ({
                      Component: (await import('./pages/services/ServicesPage.tsx')).ServicesPage,
                    }),
                  },
                  {
                    path: 'storefronts',
                    lazy: async () => ({
                      Component: (await import('./pages/storefronts/StorefrontsPage.tsx'))
                        .StorefrontsPage,
                    }),
                  },
                  {
                    // Only new analyses wait for a plan.
                    element: <RequireAccess />,
                    children: [
                      {
                        path: 'analyze',
                        lazy: async () => ({
                          Component: (await import('./pages/analyze/AnalyzePage.tsx')).AnalyzePage,
                        }),
                      },
                    ],
                  },
                ],
              },
            ],
          },
          {
            // SPEC §6: the subscription page also admits a signed-out hand-off with userId, email and name.
            element: <RequireAuth allowSignedOut={hasSubscriptionHandoff} />,
            children: [
              {
                element: <AppLayout />,
                children: [
                  {
                    path: 'subscription',
                    lazy: async () => ({
                      Component: (await import('./pages/subscription/SubscriptionPage.tsx'))
                        .SubscriptionPage,
                    }),
                  },
                ],
              },
            ],
          },
          {
            path: '*',
            lazy: async () => ({
              Component: (await import('./pages/NotFoundPage.tsx')).NotFoundPage,
            }),
          },
        ],
      },
    ],
  },
];
