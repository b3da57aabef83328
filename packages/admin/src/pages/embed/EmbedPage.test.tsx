import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { FakeRoute } from '../../testing/fakeFetch.ts';
import { renderWithProviders } from '../../testing/renderWithProviders.tsx';
import { EmbedPage } from './EmbedPage.tsx';

vi.mock('@yardstick/widget', () => ({
  Estimator: (props: { apiKey?: string; companyName?: string; showHeader?: boolean }) => (
    <p>
      Estimator key={props.apiKey} company={props.companyName} header={String(props.showHeader)}
    </p>
  ),
}));

function renderEmbed(url: string, verify?: FakeRoute) {
  return renderWithProviders(<EmbedPage />, {
    path: '/embed',
    url,
    api: verify ? { 'GET /api/verify-api-key': verify } : {},
  });
}

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
    const { api } = renderEmbed('/embed?apiKey=ys_pk_good&companyName=Green%20Acres', {
      body: { user: { companyName: 'Server Name' } },
    });
    expect(
      await screen.findByText('Estimator key=ys_pk_good company=Green Acres header=false'),
    ).toBeTruthy();
    expect(api.callsTo('GET /api/verify-api-key')[0]?.headers['x-api-key']).toBe('ys_pk_good');
  });
});
