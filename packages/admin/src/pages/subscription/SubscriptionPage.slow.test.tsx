import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildUsage, buildUser, sessionRoutes } from '../../testing/factories.ts';
import {
  renderPage,
  startUpgrade,
  TEST_MODE,
  trialRoutes,
} from '../../testing/subscriptionTestKit.tsx';

describe('SubscriptionPage', () => {
  it('sends a signed-out visitor without the hand-off to /login', async () => {
    renderPage({ ...TEST_MODE });
    expect(await screen.findByText('Login page')).toBeTruthy();
    expect((await screen.findByRole('alert')).textContent).toContain('Authentication Required');
  });

  it('sends a signed-out visitor with an id, e-mail and name but no hand-off token to /login', async () => {
    renderPage({ ...TEST_MODE }, '/subscription?userId=user-9&email=a%40b.test&name=Acme');
    expect(await screen.findByText('Login page')).toBeTruthy();
  });

  it("says 'Subscription Already Active' and goes to /account", async () => {
    renderPage(
      trialRoutes({
        'POST /api/create-subscription': {
          status: 409,
          body: { error: 'User already has an active subscription' },
        },
      }),
    );
    await startUpgrade();
    expect(await screen.findByText(/Subscription Already Active/)).toBeTruthy();
    expect(await screen.findByText('Account page')).toBeTruthy();
  });

  it('completes the subscription on the return from the provider, signed out', async () => {
    const { api, router } = renderPage(
      { ...TEST_MODE, 'POST /api/complete-subscription': { body: { success: true } } },
      '/subscription?setup_intent=seti_1&redirect_status=succeeded&userId=user-9&email=a%40b.test&name=Acme&plan=essentials&handOffToken=hand-off-9',
    );
    expect(await screen.findByText(/Your subscription is active/)).toBeTruthy();
    const call = api.callsTo('POST /api/complete-subscription')[0];
    expect(call?.body).toEqual({
      userId: 'user-9',
      plan: 'essentials',
      couponId: null,
      setupIntentId: 'seti_1',
    });
    // The token registration issued goes with the signed-out call, never in its body.
    expect(call?.headers['x-hand-off-token']).toBe('hand-off-9');
    expect(router.state.location.search).toBe('');
    expect(await screen.findByText('Account page')).toBeTruthy();
  });

  it('lets an active subscriber upgrade after confirming, change plan, and cancel at the period end', async () => {
    const { api } = renderPage({
      ...sessionRoutes(buildUser(), buildUsage()),
      ...TEST_MODE,
      'POST /api/upgrade-subscription': {
        body: { success: true, plan: 'pro', subscriptionStatus: 'active' },
      },
      'POST /api/cancel-subscription': {
        body: { success: true, subscriptionStatus: 'active', cancelAt: '2026-12-25T10:00:00Z' },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Upgrade to Pro' }));
    await userEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Upgrade to Pro' }),
    );
    await waitFor(() =>
      expect(api.callsTo('POST /api/upgrade-subscription')[0]?.body).toEqual({
        userId: 'user-1',
        newPlan: 'pro',
      }),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Change Plan' }));
    const dialog = within(screen.getByRole('dialog'));
    // Nothing but the current plan is chosen, so a click cannot change anything by accident.
    expect(dialog.getByRole('radio', { name: /Starter \(current\)/ })).toHaveProperty(
      'checked',
      true,
    );
    expect(dialog.getByRole('button', { name: 'Confirm Plan Change' })).toHaveProperty(
      'disabled',
      true,
    );
    await userEvent.click(dialog.getByRole('radio', { name: /Pay-As-You-Go/ }));
    expect(dialog.getByText('−$49.99/month')).toBeTruthy();
    expect(dialog.getByText(/at the end of the period you have paid for/)).toBeTruthy();
    expect(dialog.queryByText(/charged to your card immediately/)).toBeNull();
    await userEvent.click(dialog.getByRole('radio', { name: /Elite/ }));
    expect(dialog.getByText('+$300.00/month')).toBeTruthy();
    expect(
      dialog.getByText(
        /Starter includes 25 estimates a month, then \$1\.25 each; Elite includes 1,000 estimates/,
      ),
    ).toBeTruthy();
    expect(dialog.getByText(/charged to your card immediately/)).toBeTruthy();
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm Plan Change' }));
    await waitFor(() =>
      expect(api.callsTo('POST /api/upgrade-subscription')[1]?.body).toEqual({
        userId: 'user-1',
        newPlan: 'elite',
      }),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Cancel Subscription' }));
    const cancel = within(screen.getByRole('alertdialog'));
    expect(cancel.getByRole('radio', { name: /At the end of the billing period/ })).toHaveProperty(
      'checked',
      true,
    );
    await userEvent.click(cancel.getByRole('button', { name: 'Cancel Subscription' }));
    await waitFor(() =>
      expect(api.callsTo('POST /api/cancel-subscription')[0]?.body).toEqual({
        userId: 'user-1',
        immediately: false,
      }),
    );
    expect(await screen.findByText(/Your subscription ends on Dec 25, 2026/)).toBeTruthy();
  });

  it('titles failed actions Upgrade Error and Cancel Error', async () => {
    renderPage({
      ...sessionRoutes(buildUser(), buildUsage()),
      ...TEST_MODE,
      'POST /api/upgrade-subscription': { status: 400, body: { error: 'Your card was declined.' } },
      'POST /api/cancel-subscription': { status: 500, body: {} },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Upgrade to Pro' }));
    await userEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Upgrade to Pro' }),
    );
    expect((await screen.findByText('Upgrade Error')).parentElement?.textContent).toContain(
      'Your card was declined.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cancel Subscription' }));
    await userEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel Subscription' }),
    );
    expect(await screen.findByText('Cancel Error')).toBeTruthy();
  });

  it('sends the owner to /login when their information cannot be loaded', async () => {
    let calls = 0;
    renderPage({
      ...TEST_MODE,
      'GET /api/me': () => (++calls === 1 ? { body: buildUser() } : { status: 500, body: {} }),
      'GET /api/usage/user-1': { body: buildUsage() },
    });
    expect(await screen.findByText('Login page')).toBeTruthy();
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Failed to load user information. Please try again.',
    );
  });
});
