import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { appRoutes } from './routes.tsx';
import { fakeFetch } from './testing/fakeFetch.ts';

function renderRoute(url: string) {
  vi.stubGlobal(
    'fetch',
    fakeFetch({ 'GET /api/me': { status: 401, body: { error: 'Not signed in' } } }).fetch,
  );
  const router = createMemoryRouter(appRoutes, { initialEntries: [url] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('appRoutes', () => {
  it('serves the terms with their SPEC promises and a way back to registration', async () => {
    renderRoute('/terms-of-use');
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of Use' })).toBeTruthy();
    expect(screen.getByText(/automated approximations/).textContent).toContain('not guaranteed');
    expect(screen.getByText(/at least 30 days notice/)).toBeTruthy();
    expect(screen.getByRole('link', { name: /Back to registration/ }).getAttribute('href')).toBe(
      '/register',
    );
    // The title is set in an effect, which may run after the heading is painted.
    await waitFor(() => expect(document.title).toBe('Terms of Use | Yardstick'));
  });

  it('serves the privacy policy', async () => {
    renderRoute('/privacy-policy');
    expect(await screen.findByText(/processed by a card payment provider/)).toBeTruthy();
    expect(screen.getByText(/not intended for children under 13/)).toBeTruthy();
  });

  it('serves the pricing guide with a link back to /services', async () => {
    renderRoute('/pricing-guide');
    expect(await screen.findByRole('cell', { name: '0.25 acre (10,890 sq ft)' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Back to Services/ }).getAttribute('href')).toBe(
      '/services',
    );
  });

  it('shows the AI test sample', async () => {
    renderRoute('/ai-test');
    expect(await screen.findByText('7 / 10')).toBeTruthy();
    expect(screen.getByText(/increased by 40% because 3 obstacles/)).toBeTruthy();
  });

  it('sends a signed-out visitor from /subscription to /login, unless the hand-off query is there', async () => {
    const router = renderRoute('/subscription');
    await screen.findByRole('heading', { name: 'Sign in' });
    expect(router.state.location.pathname).toBe('/login');
  });

  it('lets a signed-out subscription hand-off with its token through to the subscription page', async () => {
    renderRoute('/subscription?userId=u1&email=a%40b.co&name=Ann&handOffToken=t1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Subscription' })).toBeTruthy();
  });

  it('renders /embed without the site header and footer', async () => {
    renderRoute('/embed');
    expect(await screen.findByText('API key is required for embed access.')).toBeTruthy();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });

  it('says when a page does not exist', async () => {
    renderRoute('/nowhere');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });
});
