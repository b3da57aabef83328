import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { demoSampleWeeklyPrice } from '@yardstick/core/demoSample';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/renderWithProviders.tsx';
import { LandingPage } from './LandingPage.tsx';

/** The demo runs, and its region's addresses are there (the server also measures real ones). */
const LIVE_DEMO = {
  'GET /api/demo': { body: { live: true } },
  'GET /api/demo/addresses': {
    body: {
      addresses: [{ address: '1 Sample Lane, Demo Town', center: [-97.7, 30.3] }],
      demoRegionIsDataSource: false,
    },
  },
};

describe('LandingPage', () => {
  it('offers the trial, the demo, how it works, the benefits and the four plans', async () => {
    const { api } = renderWithProviders(<LandingPage />, { api: LIVE_DEMO });
    const trialLinks = screen.getAllByRole('link', { name: 'Start Free Trial' });
    expect(trialLinks.map((link) => link.getAttribute('href'))).toEqual([
      '/register?plan=starter',
      '/register?plan=starter',
    ]);
    // The live estimator, on the demo key, offers the demo region's addresses as examples.
    const demo = within(screen.getByRole('region', { name: 'Try the property analyzer' }));
    expect(await demo.findByRole('button', { name: '1 Sample Lane, Demo Town' })).toBeTruthy();
    expect(demo.getByRole('button', { name: 'Analyze Property' })).toBeTruthy();
    expect(api.callsTo('GET /api/demo/addresses')[0]?.headers['x-api-key']).toBe(
      'ys_pk_demo_landing_page',
    );
    expect(
      screen.getByRole('heading', { name: 'Three steps from address to accepted quote' }),
    ).toBeTruthy();
    for (const benefit of [
      'Quotes in under 30 seconds',
      'More conversions',
      'Consistent results',
      'Easy iframe integration',
    ]) {
      expect(screen.getByRole('heading', { name: benefit })).toBeTruthy();
    }
    const plans = within(screen.getByRole('region', { name: 'Simple plans that grow with you' }));
    const planLinks = plans.getAllByRole('link', { name: /Start Free 14-Day Trial/ });
    expect(planLinks.map((link) => link.getAttribute('href'))).toEqual([
      '/register?plan=essentials',
      '/register?plan=starter',
      '/register?plan=pro',
      '/register?plan=elite',
    ]);
    const footer = within(screen.getByRole('navigation', { name: 'Footer' }));
    expect(
      footer.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Terms', '/'],
      ['Privacy', '/'],
      ['Help', '/'],
    ]);
  });

  it('shows a sample analysis, not an error, where the live demo does not run', async () => {
    renderWithProviders(<LandingPage />, { api: { 'GET /api/demo': { body: { live: false } } } });
    const demo = within(await screen.findByRole('region', { name: 'See a sample quote' }));
    expect(await demo.findByText('Sample analysis')).toBeTruthy();
    // The live demo's own figures for the same address: its area, and its price for it.
    expect(demo.getByText('7,615 sq ft')).toBeTruthy();
    expect(demo.getByText(`$${demoSampleWeeklyPrice()} per visit`)).toBeTruthy();
    expect(demo.queryByRole('button', { name: 'Analyze Property' })).toBeNull();
    expect(demo.queryByText(/invalid|unavailable|error/i)).toBeNull();
  });

  it('offers nothing to try where the live demo does not run', async () => {
    renderWithProviders(<LandingPage />, { api: { 'GET /api/demo': { body: { live: false } } } });
    expect(await screen.findByRole('button', { name: 'See a sample quote' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try Demo' })).toBeNull();
    expect(screen.queryByText(/Try the property analyzer/)).toBeNull();
  });

  it('shows the sample when the server cannot say whether the demo runs', async () => {
    renderWithProviders(<LandingPage />, {
      api: { 'GET /api/demo': { status: 503, body: { error: 'Service unavailable' } } },
    });
    expect(await screen.findByText('Sample analysis')).toBeTruthy();
  });

  it("scrolls smoothly to the demo on 'Try Demo'", async () => {
    const scroll = vi.fn();
    Element.prototype.scrollIntoView = scroll;
    renderWithProviders(<LandingPage />, { api: LIVE_DEMO });
    await userEvent.click(screen.getByRole('button', { name: 'Try Demo' }));
    expect(scroll).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(document.activeElement?.id).toBe('demo');
  });
});
