import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildTrialUser, buildUser, sessionRoutes } from '../testing/factories.ts';
import type { FakeRoute } from '../testing/fakeFetch.ts';
import { renderWithProviders } from '../testing/renderWithProviders.tsx';
import { SiteHeader } from './SiteHeader.tsx';

function renderHeader(api: Record<string, FakeRoute> = {}) {
  return renderWithProviders(<SiteHeader />, { api });
}

const linkNames = () =>
  within(screen.getByRole('navigation', { name: 'Main' }))
    .queryAllByRole('link')
    .map((link) => link.textContent);

/** The header's links for an owner with access. */
const OWNER_AREAS = [
  'Analyze',
  'Services',
  'Accepted Quotes',
  'Accuracy',
  'Storefronts',
  'Account',
];

describe('SiteHeader', () => {
  it('offers Sign In and Get Started to a visitor, and the logo goes home', async () => {
    renderHeader();
    expect(await screen.findByRole('link', { name: 'Get Started' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Get Started' }).getAttribute('href')).toBe(
      '/register?plan=starter',
    );
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/login');
    expect(screen.getByRole('link', { name: 'Yardstick home' }).getAttribute('href')).toBe('/');
  });

  it('shows the owner areas to a subscriber, with Account and Sign Out', async () => {
    renderHeader(sessionRoutes(buildUser()));
    await screen.findByRole('button', { name: 'Sign Out' });
    expect(linkNames()).toEqual(OWNER_AREAS);
    expect(screen.getByRole('link', { name: 'Yardstick home' }).getAttribute('href')).toBe(
      '/account',
    );
  });

  it("shows Subscription instead of Analyze to a user without access, and keeps the owner's own pages", async () => {
    renderHeader(sessionRoutes(buildUser({ subscriptionStatus: 'past_due' })));
    await screen.findByRole('button', { name: 'Sign Out' });
    expect(linkNames()).toEqual([
      'Subscription',
      'Services',
      'Accepted Quotes',
      'Accuracy',
      'Storefronts',
      'Account',
    ]);
  });

  it('keeps every owner area open while a declined renewal is retried', async () => {
    const graceEnds = new Date(Date.now() + 5 * 86_400_000).toISOString();
    renderHeader(
      sessionRoutes(buildUser({ subscriptionStatus: 'past_due', paymentGraceEndsAt: graceEnds })),
    );
    await screen.findByRole('button', { name: 'Sign Out' });
    expect(linkNames()).toEqual(OWNER_AREAS);
  });

  it('shows the days and estimates left of an active trial', async () => {
    const { user, usage } = buildTrialUser();
    renderHeader(sessionRoutes(user, usage));
    expect(await screen.findByText('Trial: 9 days left · 17 estimates left')).toBeTruthy();
  });

  it('leaves out the estimates for a trial user with a provider subscription', async () => {
    const { user, usage } = buildTrialUser();
    renderHeader(sessionRoutes({ ...user, stripeSubscriptionId: 'sub_9' }, usage));
    expect(await screen.findByText('Trial: 9 days left')).toBeTruthy();
  });

  describe('on a phone', () => {
    afterEach(() => {
      vi.unstubAllGlobals();
    });

    it('closes the menu on Escape and puts focus back on the menu button', async () => {
      // Below the 768 px breakpoint: every max-width query matches.
      vi.stubGlobal('matchMedia', (query: string) => ({
        matches: query.includes('max-width'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }));
      renderHeader(sessionRoutes(buildUser()));
      const menu = await screen.findByRole('button', { name: 'Menu' });
      await userEvent.click(menu);
      expect(menu.getAttribute('aria-expanded')).toBe('true');
      await userEvent.tab();
      expect(document.activeElement).not.toBe(menu);
      await userEvent.keyboard('{Escape}');
      expect(menu.getAttribute('aria-expanded')).toBe('false');
      expect(document.activeElement).toBe(menu);
    });
  });
});
