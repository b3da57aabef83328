import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fill } from '../../testing/fill.ts';
import type { FakeRoute } from '../../testing/fakeFetch.ts';
import { renderWithProviders } from '../../testing/renderWithProviders.tsx';
import { EmbedPage } from './EmbedPage.tsx';

function renderEmbed(url: string, verify?: FakeRoute, estimator: Record<string, FakeRoute> = {}) {
  return renderWithProviders(<EmbedPage />, {
    path: '/embed',
    url,
    api: verify ? { 'GET /api/verify-api-key': verify, ...estimator } : {},
  });
}

/** The estimator's server where the owner has no instant quotes: a call back is offered. */
const NO_INSTANT_QUOTES = {
  'GET /api/demo/addresses': { body: { addresses: [], demoRegionIsDataSource: false } },
  'POST /api/analyze-property': { status: 402, body: { error: 'No active plan' } },
  'POST /api/callback-request': { status: 201, body: { received: true } },
};

describe('EmbedPage', () => {
  it('needs an apiKey in the query', () => {
    renderEmbed('/embed');
    const card = screen.getByRole('alert');
    expect(card.textContent).toContain('Access Denied');
    expect(card.textContent).toContain('API key is required for embed access.');
  });

  it("says 'Invalid API key' on a 401", async () => {
    renderEmbed('/embed?apiKey=ys_pk_bad', { status: 401, body: { error: 'Invalid API key' } });
    expect((await screen.findByRole('alert')).textContent).toContain('Invalid API key');
    expect(screen.getByRole('heading', { name: 'Access Denied' })).toBeTruthy();
  });

  it('asks to try again on any other failure', async () => {
    renderEmbed('/embed?apiKey=ys_pk_x', { status: 500, body: 'down' });
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Failed to validate API key. Please try again.',
    );
  });

  it("shows 'Invalid Request' when the answer has no user", async () => {
    renderEmbed('/embed?apiKey=ys_pk_x', { body: { ok: true } });
    expect(await screen.findByRole('heading', { name: 'Invalid Request' })).toBeTruthy();
  });

  it('sends the key as X-API-Key and shows the estimator without a header', async () => {
    const { api } = renderEmbed(
      '/embed?apiKey=ys_pk_good&companyName=Green%20Acres',
      { body: { user: { companyName: 'Server Name' } } },
      NO_INSTANT_QUOTES,
    );
    expect(await screen.findByRole('button', { name: 'Analyze Property' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: /Property Analyzer/ })).toBeNull();
    expect(api.callsTo('GET /api/verify-api-key')[0]?.headers['x-api-key']).toBe('ys_pk_good');
    // The estimator asks its own server with the same key.
    await waitFor(() =>
      expect(api.callsTo('GET /api/demo/addresses')[0]?.headers['x-api-key']).toBe('ys_pk_good'),
    );
  });

  it("names the company from the link, not the server's, where the estimator names it", async () => {
    renderEmbed(
      '/embed?apiKey=ys_pk_good&companyName=Green%20Acres',
      { body: { user: { companyName: 'Server Name' } } },
      NO_INSTANT_QUOTES,
    );
    const analyze = await screen.findByRole('button', { name: 'Analyze Property' });
    fill('Property address', '12 Elm Street, Springfield');
    await userEvent.click(analyze);
    const callBack = (await screen.findByRole('heading', { name: 'Request a call back' })).closest(
      'form',
    );
    if (!callBack) throw new Error('no call-back form');
    fill(/Your name/, 'Sam Homeowner');
    fill(/^Phone/, '555 010 7788');
    await userEvent.click(within(callBack).getByRole('button', { name: 'Request a call back' }));
    expect(
      await screen.findByText('Thank you — Green Acres has your request and will call you back.'),
    ).toBeTruthy();
  });
});
