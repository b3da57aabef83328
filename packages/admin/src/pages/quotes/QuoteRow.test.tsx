import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { buildQuote, renderQuotes } from '../../testing/quotesPageKit.tsx';
import { SEARCH_DEBOUNCE_MS } from './QuoteListFilters.tsx';

/** A phone's screen, as the page's media query sees it. */
function onPhone() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('max-width'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

const quotes = [
  buildQuote({
    services: [
      {
        id: 's-1',
        serviceName: 'Lawn Mowing',
        areaSqFt: 21780,
        pricePerSqFt: 0.002,
        frequency: 'weekly',
        totalCost: 45,
      },
      {
        id: 's-2',
        serviceName: 'Fertilizing',
        areaSqFt: 21780,
        pricePerSqFt: 0.004,
        frequency: 'one-time',
        totalCost: 90,
      },
    ],
  }),
  buildQuote({ id: 'q-2', customerName: 'Lee Park', customerAddress: '4 Windsor Rd' }),
];

describe('Accepted Quotes on a phone', () => {
  it('lists each quote as a compact row with its totals per cadence, and loads no map until one opens', async () => {
    onPhone();
    const { api } = renderQuotes(quotes);
    const dana = await screen.findByRole('button', { name: /^Dana Smith/ });
    expect(dana.getAttribute('aria-expanded')).toBe('false');
    expect(dana.textContent).toContain('12 Elm St');
    expect(dana.textContent).toContain('Pending');
    expect(dana.textContent).toContain('Nov 20, 2026');
    // Per visit and once, side by side, never added into one figure.
    expect(dana.textContent).toContain('$45 per visit · $90 once');
    expect(screen.queryByRole('article')).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
    expect(api.callsTo('GET /api/property-analysis/pa-1')).toHaveLength(0);

    await userEvent.click(dana);
    expect(dana.getAttribute('aria-expanded')).toBe('true');
    const card = within(await screen.findByRole('article', { name: 'Dana Smith' }));
    expect(await card.findByRole('img', { name: /^Map of 12 Elm St/ })).toBeTruthy();
    expect(api.callsTo('GET /api/property-analysis/pa-1')).toHaveLength(1);
    // Only the opened quote is shown whole.
    expect(screen.getAllByRole('article')).toHaveLength(1);

    await userEvent.click(dana);
    expect(screen.queryByRole('article')).toBeNull();
  });
});

describe('the search box and the status filter', () => {
  it('keep both when a status is chosen while the search still waits to be sent', async () => {
    const { api, router } = renderQuotes(quotes);
    await screen.findByRole('article', { name: 'Dana Smith' });
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'Windsor' } });
    await new Promise((resolve) => setTimeout(resolve, 150));
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'contacted' } });

    await waitFor(() => expect(router.state.location.search).toBe('?q=Windsor&status=contacted'));
    const lists = () => api.callsTo('GET /api/accepted-quotes').map((call) => call.url);
    await waitFor(() =>
      expect(lists().at(-1)).toBe('/api/accepted-quotes?q=Windsor&status=contacted'),
    );
    expect((screen.getByLabelText('Search') as HTMLInputElement).value).toBe('Windsor');
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('contacted');
  });

  it('keep both when a status is chosen just as the paused search goes out, before the page redraws', async () => {
    const { router } = renderQuotes(quotes);
    await screen.findByRole('article', { name: 'Dana Smith' });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'Windsor' } });
    // The pause ends and the search is sent; the status is chosen in the same moment, before
    // the address the search asked for has come back to the page.
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'contacted' } });

    await waitFor(() => expect(router.state.location.search).toBe('?q=Windsor&status=contacted'));
    expect((screen.getByLabelText('Search') as HTMLInputElement).value).toBe('Windsor');
  });

  it('follow the address again when it moves by itself (Back)', async () => {
    const { router } = renderQuotes(quotes);
    await screen.findByRole('article', { name: 'Dana Smith' });
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'contacted' } });
    await waitFor(() => expect(router.state.location.search).toBe('?status=contacted'));
    await router.navigate(-1);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'Windsor' } });
    await waitFor(() => expect(router.state.location.search).toBe('?q=Windsor'));
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('');
  });
});
