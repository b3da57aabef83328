import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../AppProviders.tsx';
import { LoginPage } from '../pages/auth/LoginPage.tsx';
import { buildTrialUser, buildUsage, buildUser } from '../testing/factories.ts';
import { fakeFetch, type FakeRoute } from '../testing/fakeFetch.ts';
import { RequireAccess } from './RequireAccess.tsx';
import { RequireAuth } from './RequireAuth.tsx';
import { useSession } from './sessionContext.ts';
import { fill } from '../testing/fill.ts';
import { api } from '../http/client.ts';
import { errorToast, useToast } from '../ui/toastContext.ts';

/** A guarded page that refreshes usage, as /analyze does after each analysis. */
function RefreshingPage() {
  const { refreshUsage } = useSession();
  return <button onClick={() => void refreshUsage()}>Refresh usage</button>;
}

/** A guarded page whose save says why it failed, as the owner pages do. */
function SavingPage() {
  const toast = useToast();
  const save = () =>
    api.request('PUT', '/api/profile', { body: {} }).then(
      () => toast({ title: 'Saved' }),
      () => toast(errorToast('Failed to save profile')),
    );
  return <button onClick={() => void save()}>Save profile</button>;
}

/** A page whose load is still on the way when the owner signs out. */
function SigningOutPage() {
  const { signOut } = useSession();
  const load = () => api.request('GET', '/api/slow').catch(() => undefined);
  return (
    <>
      <button onClick={() => void load()}>Load</button>
      <button onClick={() => void signOut()}>Sign Out</button>
    </>
  );
}

function renderGuarded(url: string, api: Record<string, FakeRoute>) {
  const fake = fakeFetch(api);
  vi.stubGlobal('fetch', fake.fetch);
  const router = createMemoryRouter(
    [
      {
        element: <AppProviders />,
        children: [
          { index: true, element: <p>Home page</p> },
          { path: 'login', element: <LoginPage /> },
          { path: 'subscription', element: <p>Subscription page</p> },
          {
            element: <RequireAuth />,
            children: [
              { path: 'account', element: <p>Account page</p> },
              { path: 'profile', element: <SavingPage /> },
              { path: 'signing-out', element: <SigningOutPage /> },
              {
                element: <RequireAccess />,
                children: [
                  { path: 'services', element: <p>Services page</p> },
                  { path: 'refreshing', element: <RefreshingPage /> },
                ],
              },
            ],
          },
        ],
      },
    ],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
  return { router, fake };
}

describe('RequireAuth', () => {
  it("shows 'Loading' while the session is checked", () => {
    renderGuarded('/account', { 'GET /api/me': () => new Promise(() => {}) });
    expect(screen.getByRole('status').textContent).toBe('Loading');
  });

  it('sends a signed-out visitor to /login with the requested location', async () => {
    const { router } = renderGuarded('/services?tab=1', {
      'GET /api/me': { status: 401, body: { error: 'Not signed in' } },
    });
    await screen.findByRole('heading', { name: 'Sign in' });
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toMatchObject({
      from: { pathname: '/services', search: '?tab=1' },
    });
  });

  it('returns to the requested page after sign-in, replacing history', async () => {
    const user = buildUser();
    let signedIn = false;
    const { router, fake } = renderGuarded('/services', {
      'GET /api/me': () =>
        signedIn ? { body: user } : { status: 401, body: { error: 'Not signed in' } },
      'GET /api/usage/user-1': { body: buildUsage() },
      'POST /api/login': () => {
        signedIn = true;
        return { body: { ok: true } };
      },
    });
    await screen.findByLabelText('Email');
    fill('Email', 'owner@example.com');
    fill('Password', 'secret-password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await screen.findByText('Services page');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(fake.callsTo('POST /api/login')[0]?.body).toEqual({
      email: 'owner@example.com',
      password: 'secret-password',
    });
  });

  it('goes to /account after sign-in when nothing was requested', async () => {
    let signedIn = false;
    renderGuarded('/login', {
      'GET /api/me': () => (signedIn ? { body: buildUser() } : { status: 401, body: {} }),
      'GET /api/usage/user-1': { body: buildUsage() },
      'POST /api/login': () => {
        signedIn = true;
        return { body: {} };
      },
    });
    await screen.findByLabelText('Email');
    fill('Email', 'a@b.co');
    fill('Password', 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Account page')).toBeTruthy();
  });

  it("says 'Authentication Required' when the session ends during an action, then signs in back to the page", async () => {
    let signedIn = true;
    const { router, fake } = renderGuarded('/profile', {
      'GET /api/me': () =>
        signedIn ? { body: buildUser() } : { status: 401, body: { error: 'Not signed in' } },
      'GET /api/usage/user-1': { body: buildUsage() },
      'PUT /api/profile': () =>
        signedIn ? { body: {} } : { status: 401, body: { error: 'Please sign in to continue.' } },
      'POST /api/login': () => {
        signedIn = true;
        return { body: {} };
      },
    });
    // The session ends elsewhere (expired, or signed out in another tab).
    signedIn = false;
    await userEvent.click(await screen.findByRole('button', { name: 'Save profile' }));

    const toast = await screen.findByRole('alert');
    expect(toast.textContent).toContain('Authentication Required');
    expect(toast.textContent).toContain('Your session has ended. Please sign in again');
    expect(screen.queryByText('Failed to save profile')).toBeNull();
    await screen.findByRole('heading', { name: 'Sign in' });
    expect(router.state.location.pathname).toBe('/login');

    fill('Email', 'owner@example.com');
    fill('Password', 'secret-password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Saved')).toBeTruthy();
    expect(fake.callsTo('PUT /api/profile')).toHaveLength(2);
  });

  it('signs out to the home page when a load on the way is refused after the sign-out', async () => {
    let refuse: (reply: { status: number }) => void = () => {};
    renderGuarded('/signing-out', {
      'GET /api/me': { body: buildUser() },
      'GET /api/usage/user-1': { body: buildUsage() },
      'GET /api/slow': () => new Promise((resolve) => (refuse = resolve)),
      'POST /api/logout': { body: {} },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Load' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    refuse({ status: 401 });
    expect(await screen.findByText('Home page')).toBeTruthy();
    expect(screen.queryByText('Authentication Required')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Sign in' })).toBeNull();
  });

  it('leaves a wrong API key to the page that sent it, signed in or not', async () => {
    const { fake } = renderGuarded('/account', {
      'GET /api/me': { body: buildUser() },
      'GET /api/usage/user-1': { body: buildUsage() },
      'GET /api/verify-key': { status: 401, body: { error: 'Invalid API key' } },
    });
    await screen.findByText('Account page');
    await expect(
      api.request('GET', '/api/verify-key', { headers: { 'X-API-Key': 'ys_pk_bad' } }),
    ).rejects.toThrow('401');
    expect(fake.callsTo('GET /api/verify-key')).toHaveLength(1);
    expect(screen.getByText('Account page')).toBeTruthy();
    expect(screen.queryByText('Authentication Required')).toBeNull();
  });

  it('shows the login failure toast with the server text', async () => {
    renderGuarded('/login', {
      'POST /api/login': { status: 401, body: { error: 'Invalid email or password' } },
    });
    await screen.findByLabelText('Email');
    fill('Email', 'a@b.co');
    fill('Password', 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    const toast = await screen.findByRole('alert');
    expect(toast.textContent).toContain('Failed to login');
    expect(toast.textContent).toContain('Invalid email or password');
  });

  it('asks for both login fields before calling the server', async () => {
    const { fake } = renderGuarded('/login', {});
    await userEvent.click(await screen.findByRole('button', { name: 'Sign In' }));
    expect(screen.getByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(fake.callsTo('POST /api/login')).toHaveLength(0);
  });
});

describe('RequireAccess', () => {
  it('sends a user who never had a subscription, trial or super-user flag to /subscription', async () => {
    const user = buildUser({
      subscriptionStatus: 'none',
      plan: 'none',
      hasHadActiveSubscription: false,
    });
    const { router } = renderGuarded('/services', {
      'GET /api/me': { body: user },
      'GET /api/usage/user-1': { body: buildUsage({ currentPlan: 'none' }) },
    });
    await screen.findByText('Subscription page');
    expect(router.state.location.pathname).toBe('/subscription');
  });

  it('explains an ended subscription or trial instead of redirecting', async () => {
    const user = buildUser({ subscriptionStatus: 'canceled', plan: 'none' });
    const { router } = renderGuarded('/services', {
      'GET /api/me': { body: user },
      'GET /api/usage/user-1': { body: buildUsage({ currentPlan: 'none' }) },
    });
    expect(
      await screen.findByRole('heading', { name: 'Your subscription has ended.' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Choose a Plan' }).getAttribute('href')).toBe(
      '/subscription',
    );
    expect(router.state.location.pathname).toBe('/services');
  });

  it("keeps the page on screen under a notice when the trial's last estimate ends access", async () => {
    const { user, usage } = buildTrialUser();
    const lastUsed = {
      ...usage,
      trialStatus: { isActive: false, daysRemaining: 9, estimatesRemaining: 0 },
    };
    let calls = 0;
    renderGuarded('/refreshing', {
      'GET /api/me': { body: user },
      'GET /api/usage/user-1': () => ({ body: (calls += 1) === 1 ? usage : lastUsed }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Refresh usage' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'That was the last of your 20 free trial estimates: your free trial has ended.',
    );
    expect(screen.getByRole('button', { name: 'Refresh usage' })).toBeTruthy();
  });

  it('lets an active trial through', async () => {
    const { user, usage } = buildTrialUser();
    renderGuarded('/services', {
      'GET /api/me': { body: user },
      'GET /api/usage/user-1': { body: usage },
    });
    expect(await screen.findByText('Services page')).toBeTruthy();
  });

  it('lets a super user through without a usage answer', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = buildUser({ subscriptionStatus: 'none', isSuperUser: true });
    renderGuarded('/services', { 'GET /api/me': { body: user } });
    expect(await screen.findByText('Services page')).toBeTruthy();
  });

  it('keeps the page on screen while usage is refreshed', async () => {
    const { user, usage } = buildTrialUser();
    let answer: () => void = () => {};
    let calls = 0;
    renderGuarded('/refreshing', {
      'GET /api/me': { body: user },
      'GET /api/usage/user-1': () => {
        calls += 1;
        if (calls === 1) return { body: usage };
        return new Promise((resolve) => {
          answer = () => resolve({ body: usage });
        });
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Refresh usage' }));
    expect(screen.getByRole('button', { name: 'Refresh usage' })).toBeTruthy();
    answer();
  });
});
