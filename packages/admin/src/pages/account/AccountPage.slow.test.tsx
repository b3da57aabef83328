import { EMAIL_CHANGE_MESSAGES, PASSWORD_RESET_MESSAGES } from '@yardstick/core/schemas/account';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { localTimeZone } from '@yardstick/core/timeZone';
import { describe, expect, it, vi } from 'vitest';
import { buildTrialUser, buildUsage, buildUser, sessionRoutes } from '../../testing/factories.ts';
import type { FakeRoute } from '../../testing/fakeFetch.ts';
import { renderWithProviders } from '../../testing/renderWithProviders.tsx';
import { AccountPage } from './AccountPage.tsx';

function renderAccount(api: Record<string, FakeRoute>) {
  return renderWithProviders(<AccountPage />, { path: '/account', api });
}

/** The iframe code as the owner sees it on the embed card's iframe tab. */
function embedCode(): string {
  const iframeTab = screen.getByRole('tab', { name: 'iframe' });
  if (iframeTab.getAttribute('aria-selected') !== 'true') fireEvent.click(iframeTab);
  const field = screen.getByLabelText('Embed code');
  return field instanceof HTMLTextAreaElement ? field.value : '';
}

const paymentMethod = {
  'GET /api/payment-method': {
    body: { paymentMethod: { card: { brand: 'visa', last4: '4242', expMonth: 4, expYear: 2030 } } },
  },
};

describe('AccountPage', () => {
  it('shows the badge, the action button, usage and the card on file', async () => {
    renderAccount({
      ...sessionRoutes(
        buildUser(),
        buildUsage({ estimatesUsed: 20, estimateLimit: 25, estimatesRemaining: 5 }),
      ),
      ...paymentMethod,
      'POST /api/generate-api-key': { body: { apiKey: 'ys_pk_abc123' } },
    });
    expect(await screen.findByText('Active')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Manage Subscription' }).getAttribute('href')).toBe(
      '/subscription',
    );
    const usage = within(screen.getByRole('region', { name: 'Usage' }));
    expect(usage.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('80');
    // Starter goes on past its 25 included estimates: a note on the price, not a warning.
    expect(
      usage.getByText(
        /5 included estimates left this period; after that each estimate costs \$1\.25/,
      ),
    ).toBeTruthy();
    expect(usage.getByText(/Upgrade to Pro/)).toBeTruthy();
    expect(await screen.findByText('Visa ending in 4242')).toBeTruthy();
    expect(screen.getByText('04/2030')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Update Payment Method' }).getAttribute('href')).toBe(
      '/account/payment-method',
    );
  });

  it('says a declined renewal as "Payment failed, update your card", with the retries and the link', async () => {
    const graceEnds = new Date(Date.UTC(2099, 0, 14, 12));
    renderAccount({
      ...sessionRoutes(
        buildUser({ subscriptionStatus: 'past_due', paymentGraceEndsAt: graceEnds.toISOString() }),
      ),
      ...paymentMethod,
      'POST /api/generate-api-key': { body: { apiKey: 'ys_pk_abc123' } },
    });
    const notice = (await screen.findByText('Payment failed, update your card.')).parentElement;
    expect(notice?.textContent).toContain(
      'We try the charge again until Jan 14, 2099; until then your plan, storefront and estimator keep working.',
    );
    expect(
      within(notice!).getByRole('link', { name: 'Update your card' }).getAttribute('href'),
    ).toBe('/account/payment-method');
    expect(screen.getByText('Payment Failed')).toBeTruthy();
  });

  it('generates the embed key when the card opens and builds the iframe code', async () => {
    const { api } = renderAccount({
      ...sessionRoutes(buildUser()),
      ...paymentMethod,
      'POST /api/generate-api-key': { body: { apiKey: 'ys_pk_abc123' } },
    });
    await userEvent.click(await screen.findByRole('tab', { name: 'iframe' }));
    await screen.findByDisplayValue(/^<iframe[^\n]*<\/iframe>$/);
    expect(embedCode()).toContain(
      `${window.location.origin}/embed?apiKey=ys_pk_abc123&companyName=Green%20Acres%20Lawn%20Care`,
    );
    // The auto-resizing code: the same 800 px iframe, then the script that checks our origin.
    const autoResize = screen.getByLabelText('Auto-resizing iframe code');
    const value = autoResize instanceof HTMLTextAreaElement ? autoResize.value : '';
    expect(value.startsWith(embedCode())).toBe(true);
    expect(value).toContain(`var origin = "${window.location.origin}";`);
    expect(api.callsTo('POST /api/generate-api-key')[0]?.body).toBeUndefined();
  });

  it('refreshes the key only after confirmation, sending {"refresh": true}', async () => {
    let key = 'ys_pk_old';
    const { api } = renderAccount({
      ...sessionRoutes(buildUser()),
      ...paymentMethod,
      'POST /api/generate-api-key': (request) => {
        if (request.body !== undefined) key = 'ys_pk_new';
        return { body: { apiKey: key } };
      },
    });
    await waitFor(() => expect(embedCode()).toContain('ys_pk_old'));
    await userEvent.click(screen.getByRole('button', { name: 'Refresh Embed Link' }));
    await userEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Refresh Link' }),
    );
    await waitFor(() => expect(embedCode()).toContain('ys_pk_new'));
    expect(api.callsTo('POST /api/generate-api-key')[1]?.body).toEqual({ refresh: true });
  });

  it('tells the owner when copying fails', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      clipboard: { writeText: () => Promise.reject(new Error('no')) },
    });
    renderAccount({
      ...sessionRoutes(buildUser()),
      ...paymentMethod,
      'POST /api/generate-api-key': { body: { apiKey: 'ys_pk_abc123' } },
    });
    await waitFor(() => expect(embedCode()).toContain('ys_pk_abc123'));
    await userEvent.click(screen.getByRole('button', { name: 'Copy Embed Code' }));
    const toast = await screen.findByRole('alert');
    expect(toast.textContent).toContain('Copy Failed');
    expect(toast.textContent).toContain('Unable to copy to clipboard. Please try again.');
  });

  it("reports 'Failed to generate embed link'", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderAccount({
      ...sessionRoutes(buildUser()),
      ...paymentMethod,
      'POST /api/generate-api-key': { status: 500, body: {} },
    });
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Failed to generate embed link',
    );
  });

  it('shows the trial badge, trial usage as 20 minus remaining, and the embed card', async () => {
    const { user, usage } = buildTrialUser();
    renderAccount({
      ...sessionRoutes(user, usage),
      'POST /api/generate-api-key': { body: { apiKey: 'ys_pk_t' } },
    });
    expect(await screen.findByText('Trial (9d left)')).toBeTruthy();
    const usageCard = within(screen.getByRole('region', { name: 'Usage' }));
    expect(usageCard.getByText('3')).toBeTruthy(); // 20 − 17 remaining
    expect(screen.queryByRole('region', { name: 'Embed on Your Website' })).toBeTruthy();
  });

  it('offers the action button of a lapsed subscription and no embed card', async () => {
    renderAccount({ ...sessionRoutes(buildUser({ subscriptionStatus: 'canceled' })) });
    expect(await screen.findByText('Canceled')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Resubscribe' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Embed on Your Website' })).toBeNull();
  });

  it('tells the owner why homeowners get no instant quotes once the trial has ended', async () => {
    const { user } = buildTrialUser();
    renderAccount({
      ...sessionRoutes(
        user,
        buildUsage({ currentPlan: 'trial_starter', estimatesRemaining: 0, estimateLimit: 20 }),
      ),
    });
    const notice = await screen.findByText(/Your free trial has ended/);
    expect(notice.textContent).toContain(
      'your storefront keeps your name, logo, colours and contact details, and homeowners there and on your embedded estimator read “Instant online quotes from Green Acres Lawn Care are not available right now. Call or e-mail them, or leave your number and they will call you back.” beside the phone and e-mail you set on the Storefront page and a “Request a call back” form. Their requests land in your Accepted Quotes.',
    );
    expect(screen.getByRole('link', { name: 'Storefront page' }).getAttribute('href')).toBe(
      '/storefronts',
    );
  });

  it('says one status once the trial has ended: Trial Ended, not No Subscription beside the trial', async () => {
    const { user } = buildTrialUser();
    renderAccount({
      ...sessionRoutes(
        user,
        // Ended by its days, with 17 estimates it never used.
        buildUsage({
          currentPlan: 'trial',
          estimatesRemaining: 0,
          estimateLimit: 20,
          trialStatus: { isActive: false, daysRemaining: 0, estimatesRemaining: 17 },
        }),
      ),
    });
    expect(await screen.findByText('Trial Ended')).toBeTruthy();
    expect(screen.queryByText('No Subscription')).toBeNull();
    const usageCard = within(screen.getByRole('region', { name: 'Usage' }));
    expect(usageCard.getByText('Current plan: Free Trial (ended)')).toBeTruthy();
    expect(usageCard.getByText('Remaining').nextElementSibling?.textContent).toBe('0');
    const info = within(screen.getByRole('region', { name: 'Account Information' }));
    expect(info.getByText('Plan').nextElementSibling?.textContent).toMatch(/ \(ended\)$/);
  });

  it("shows this period's Pay-As-You-Go spend in dollars", async () => {
    renderAccount({
      ...sessionRoutes(
        buildUser({ plan: 'essentials' }),
        buildUsage({
          currentPlan: 'essentials',
          estimatesUsed: 12,
          estimateLimit: -1,
          estimatesRemaining: -1,
        }),
      ),
      ...paymentMethod,
      'POST /api/generate-api-key': { body: { apiKey: 'ys_pk_abc123' } },
    });
    const usageCard = within(await screen.findByRole('region', { name: 'Usage' }));
    const spent = usageCard.getByText('Spent this period').nextElementSibling;
    // 12 estimates at SPEC §9's $4.99.
    expect(spent?.textContent).toBe('$59.88 (12 × $4.99)');
  });

  it('tells the demo account it always answers homeowners, not that it needs a plan', async () => {
    renderAccount({
      ...sessionRoutes(
        buildUser({
          isDemo: true,
          plan: 'demo',
          subscriptionStatus: 'none',
          stripeCustomerId: null,
          stripeSubscriptionId: null,
          hasHadActiveSubscription: false,
        }),
        buildUsage({
          currentPlan: 'demo',
          estimatesUsed: 0,
          estimateLimit: -1,
          estimatesRemaining: -1,
        }),
      ),
    });
    expect(await screen.findByText(/This is the permanent demo account/)).toBeTruthy();
    expect(screen.queryByText(/You have no active subscription/)).toBeNull();
    expect(screen.queryByText(/are not available right now/)).toBeNull();
  });

  it("says 'User not found' when the account is gone", async () => {
    renderAccount({ 'GET /api/me': { status: 404, body: { error: 'User not found' } } });
    expect(await screen.findByRole('heading', { name: 'User not found' })).toBeTruthy();
  });

  it('saves the company name at once, and asks for the password before a new e-mail', async () => {
    const user = buildUser();
    const { api } = renderAccount({
      ...sessionRoutes(user),
      ...paymentMethod,
      'POST /api/generate-api-key': { body: { apiKey: 'ys_pk_abc123' } },
      'PATCH /api/account': (request) => {
        const sent = JSON.stringify(request.body);
        if (sent.includes('taken@lawns.example'))
          return { status: 409, body: { error: 'An account with this email already exists.' } };
        return {
          body: {
            ...user,
            companyName: 'Greener Lawns',
            pendingEmail: sent.includes('new@lawns.example') ? 'new@lawns.example' : null,
          },
        };
      },
    });
    const card = within(await screen.findByRole('region', { name: 'Company and Sign-in' }));
    const name = card.getByLabelText('Company name');
    const email = card.getByLabelText('Sign-in email');
    await userEvent.clear(name);
    await userEvent.type(name, 'G');
    await userEvent.click(card.getByRole('button', { name: 'Save Changes' }));
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(card.getByText('Company name must be at least 2 characters')).toBeTruthy();
    await userEvent.type(name, 'reener Lawns');
    // The same e-mail: no password asked, saved at once.
    expect(card.queryByLabelText('Current password')).toBeNull();
    await userEvent.click(card.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Welcome back, Greener Lawns.')).toBeTruthy();
    expect(api.callsTo('PATCH /api/account').at(-1)?.body).toEqual({
      companyName: 'Greener Lawns',
      email: 'owner@example.com',
      // Until the owner picks one, the browser's zone.
      timeZone: localTimeZone(),
    });

    // A new e-mail needs the current password before anything is sent.
    await userEvent.clear(email);
    await userEvent.type(email, 'taken@lawns.example');
    const calls = api.callsTo('PATCH /api/account').length;
    await userEvent.click(card.getByRole('button', { name: 'Save Changes' }));
    const password = card.getByLabelText('Current password');
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(card.getByText(EMAIL_CHANGE_MESSAGES.passwordNeeded)).toBeTruthy();
    expect(api.callsTo('PATCH /api/account')).toHaveLength(calls);

    // Another account's address is refused under the e-mail field.
    await userEvent.type(password, 'my-password');
    await userEvent.click(card.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(document.activeElement).toBe(email);

    await userEvent.clear(email);
    await userEvent.type(email, 'new@lawns.example');
    await userEvent.click(card.getByRole('button', { name: 'Save Changes' }));
    // Looked for together: the toast goes after 5 seconds, which a loaded machine may spend
    // before the card shows the pending address.
    const [pending, toast] = await Promise.all([
      card.findByText(/Waiting for confirmation: we sent a link to/),
      screen.findByText('Check your new inbox'),
    ]);
    expect(pending).toBeTruthy();
    expect(toast).toBeTruthy();
    expect(api.callsTo('PATCH /api/account').at(-1)?.body).toMatchObject({
      email: 'new@lawns.example',
      currentPassword: 'my-password',
    });
  });

  it('saves the time zone the owner picks, starting from the one they chose before', async () => {
    const user = buildUser({ timeZone: 'America/Chicago' });
    const { api } = renderAccount({
      ...sessionRoutes(user),
      ...paymentMethod,
      'POST /api/generate-api-key': { body: { apiKey: 'ys_pk_abc123' } },
      'PATCH /api/account': { body: { ...user, timeZone: 'Europe/Paris' } },
    });
    const card = within(await screen.findByRole('region', { name: 'Company and Sign-in' }));
    const zone = card.getByLabelText<HTMLSelectElement>('Time zone');
    expect(zone.value).toBe('America/Chicago');
    await userEvent.selectOptions(zone, 'Europe/Paris');
    await userEvent.click(card.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(api.callsTo('PATCH /api/account').at(-1)?.body).toMatchObject({
        timeZone: 'Europe/Paris',
      }),
    );
  });

  it('changes the password and says other devices were signed out', async () => {
    const { api } = renderAccount({
      ...sessionRoutes(buildUser()),
      ...paymentMethod,
      'POST /api/generate-api-key': { body: { apiKey: 'ys_pk_abc123' } },
      'POST /api/change-password': { body: { success: true } },
    });
    const card = within(await screen.findByRole('region', { name: 'Password' }));
    await userEvent.type(card.getByLabelText('Current password'), 'old-password-1');
    await userEvent.type(card.getByLabelText('New password'), 'short');
    await userEvent.click(card.getByRole('button', { name: 'Change Password' }));
    expect(card.getByText('Password must be at least 8 characters')).toBeTruthy();
    await userEvent.type(card.getByLabelText('New password'), '-but-longer');
    await userEvent.click(card.getByRole('button', { name: 'Change Password' }));
    expect((await card.findByRole('status')).textContent).toContain(
      'Every other device was signed out',
    );
    expect(api.callsTo('POST /api/change-password')[0]?.body).toEqual({
      currentPassword: 'old-password-1',
      newPassword: 'short-but-longer',
    });
    expect(card.getByLabelText<HTMLInputElement>('Current password').value).toBe('');
  });

  it('shows a wrong current password under that field', async () => {
    renderAccount({
      ...sessionRoutes(buildUser()),
      ...paymentMethod,
      'POST /api/generate-api-key': { body: { apiKey: 'ys_pk_abc123' } },
      'POST /api/change-password': {
        status: 400,
        body: { error: PASSWORD_RESET_MESSAGES.currentPasswordWrong },
      },
    });
    const card = within(await screen.findByRole('region', { name: 'Password' }));
    const current = card.getByLabelText('Current password');
    await userEvent.type(current, 'not-my-password');
    await userEvent.type(card.getByLabelText('New password'), 'a-new-password');
    await userEvent.click(card.getByRole('button', { name: 'Change Password' }));
    await waitFor(() => expect(current.getAttribute('aria-invalid')).toBe('true'));
    expect(
      document.getElementById(current.getAttribute('aria-describedby') ?? '')?.textContent,
    ).toBe(PASSWORD_RESET_MESSAGES.currentPasswordWrong);
    expect(document.activeElement).toBe(current);
    expect(card.queryByRole('alert')).toBeNull();
  });
});
