import { useLocation } from 'react-router';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REGISTRATION_MESSAGES } from '@yardstick/core/schemas/account';
import { localTimeZone } from '@yardstick/core/timeZone';
import { describe, expect, it, vi } from 'vitest';
import { buildUsage, buildUser } from '../../testing/factories.ts';
import type { FakeRoute } from '../../testing/fakeFetch.ts';
import { renderWithProviders } from '../../testing/renderWithProviders.tsx';
import { RegisterPage } from './RegisterPage.tsx';
import { fill } from '../../testing/fill.ts';

/** Shows where registration went, with its query. */
function SubscriptionProbe() {
  const { search } = useLocation();
  return <p>Subscription page {search}</p>;
}

function renderRegister(api: Record<string, FakeRoute> = {}) {
  return renderWithProviders(<RegisterPage />, {
    path: '/register',
    url: '/register?plan=pro',
    api,
    routes: [
      { path: '/services', element: <p>Services page</p> },
      { path: '/subscription', element: <SubscriptionProbe /> },
    ],
  });
}

async function fillValidForm() {
  fill('Company name', 'Green Acres');
  fill('Email', 'Owner@Example.com');
  fill('Password', 'long-enough');
  await userEvent.click(screen.getByRole('checkbox', { name: 'I accept the Terms of Use' }));
  await userEvent.click(screen.getByRole('checkbox', { name: 'I accept the Privacy Policy' }));
}

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Create Account' }));

describe('RegisterPage', () => {
  it('shows every field message word for word on an empty submit', async () => {
    const { api } = renderRegister();
    await submit();
    for (const message of [
      REGISTRATION_MESSAGES.companyNameRequired,
      REGISTRATION_MESSAGES.emailRequired,
      REGISTRATION_MESSAGES.passwordRequired,
      REGISTRATION_MESSAGES.termsRequired,
      REGISTRATION_MESSAGES.privacyRequired,
    ]) {
      expect(screen.getByText(message)).toBeTruthy();
    }
    expect(screen.getByLabelText('Company name').getAttribute('aria-invalid')).toBe('true');
    expect(api.callsTo('POST /api/register')).toHaveLength(0);
  });

  it('checks length and shape, and clears a message when its field is edited', async () => {
    renderRegister();
    fill('Company name', 'A');
    fill('Email', 'not-an-email');
    fill('Password', 'short');
    await submit();
    expect(screen.getByText('Company name must be at least 2 characters')).toBeTruthy();
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.getByText('Password must be at least 8 characters')).toBeTruthy();
    fill('Email', '@x.co');
    expect(screen.queryByText('Please enter a valid email address')).toBeNull();
    expect(screen.getByText('Password must be at least 8 characters')).toBeTruthy();
  });

  it('opens the legal pages in a new tab', () => {
    renderRegister();
    for (const name of ['Terms of Use', 'Privacy Policy']) {
      const link = screen.getByRole('link', { name });
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
    }
  });

  it('registers, starts the trial on the plan chosen at sign-up and goes to /services', async () => {
    const { api } = renderRegister({
      'POST /api/register': { status: 201, body: { id: 'user-9', handOffToken: 'hand-off-9' } },
      'POST /api/start-trial': { body: { ok: true } },
      'GET /api/usage/user-1': { body: buildUsage() },
    });
    await fillValidForm();
    await submit();
    expect(await screen.findByText('Services page')).toBeTruthy();
    expect(api.callsTo('POST /api/register')[0]?.body).toEqual({
      companyName: 'Green Acres',
      email: 'owner@example.com',
      password: 'long-enough',
      termsOfUseAccepted: true,
      privacyPolicyAccepted: true,
      // The browser's zone, so seasons and dates are the owner's from the first day.
      timeZone: localTimeZone(),
    });
    expect(api.callsTo('POST /api/start-trial')[0]?.body).toEqual({
      userId: 'user-9',
      plan: 'pro',
    });
  });

  it('goes to the subscription page with the chosen plan when the trial cannot be started', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRegister({
      'POST /api/register': { status: 201, body: { id: 'user-9', handOffToken: 'hand-off-9' } },
      'POST /api/start-trial': { status: 500, body: { error: 'nope' } },
      'GET /api/me': { body: buildUser() },
    });
    await fillValidForm();
    await submit();
    expect(await screen.findByText('Subscription page ?plan=pro')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain(
      'start a trial from the subscription page',
    );
  });

  it("shows 'Registration Failed' with the server's error", async () => {
    renderRegister({
      'POST /api/register': { status: 409, body: { error: 'Email already registered' } },
    });
    await fillValidForm();
    await submit();
    const toast = await screen.findByRole('alert');
    expect(toast.textContent).toContain('Registration Failed');
    expect(toast.textContent).toContain('Email already registered');
  });

  it('shows the chosen plan in the free-trial card', () => {
    renderRegister();
    expect(screen.getByRole('complementary').textContent).toContain('Pro');
  });
});
