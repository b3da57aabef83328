import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { buildUsage, buildUser, sessionRoutes } from '../testing/factories.ts';
import { renderWithProviders } from '../testing/renderWithProviders.tsx';
import { useSession } from './sessionContext.ts';

function SessionProbe() {
  const session = useSession();
  return (
    <div>
      <p>status: {session.status}</p>
      <p>user: {session.user?.email ?? 'none'}</p>
      <p>usage: {session.usage ? session.usage.estimatesUsed : 'none'}</p>
      <button onClick={() => void session.signOut()}>Sign Out</button>
    </div>
  );
}

const home = { path: '/', element: <p>Home page</p> };

describe('SessionProvider', () => {
  it('checks /api/me on load and then reads the usage of that user', async () => {
    renderWithProviders(<SessionProbe />, {
      path: '/probe',
      api: sessionRoutes(buildUser(), buildUsage({ estimatesUsed: 7 })),
    });
    expect(await screen.findByText('user: owner@example.com')).toBeTruthy();
    expect(await screen.findByText('usage: 7')).toBeTruthy();
  });

  it('treats a failed check as signed out', async () => {
    renderWithProviders(<SessionProbe />, {
      path: '/probe',
      api: { 'GET /api/me': { status: 500, body: 'boom' } },
    });
    expect(await screen.findByText('status: signedOut')).toBeTruthy();
  });

  it('logs and ignores a failed usage lookup', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithProviders(<SessionProbe />, {
      path: '/probe',
      api: {
        'GET /api/me': { body: buildUser() },
        'GET /api/usage/user-1': { status: 500, body: {} },
      },
    });
    expect(await screen.findByText('status: signedIn')).toBeTruthy();
    await waitFor(() => expect(log).toHaveBeenCalled());
    expect(screen.getByText('usage: none')).toBeTruthy();
  });

  it('signs out: POST /api/logout, clears the user and goes to /', async () => {
    const { api, router } = renderWithProviders(<SessionProbe />, {
      path: '/probe',
      api: { ...sessionRoutes(buildUser()), 'POST /api/logout': { body: { ok: true } } },
      routes: [home],
    });
    await screen.findByText('user: owner@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    await screen.findByText('Home page');
    expect(router.state.location.pathname).toBe('/');
    expect(api.callsTo('POST /api/logout')).toHaveLength(1);
  });

  it('keeps the user when logout fails', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithProviders(<SessionProbe />, {
      path: '/probe',
      api: { ...sessionRoutes(buildUser()), 'POST /api/logout': { status: 500, body: {} } },
      routes: [home],
    });
    await screen.findByText('user: owner@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(log).toHaveBeenCalledWith('Logout failed', expect.anything()));
    expect(screen.getByText('user: owner@example.com')).toBeTruthy();
  });
});
