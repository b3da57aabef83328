import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { QuoteListFilters, SEARCH_DEBOUNCE_MS } from './QuoteListFilters.tsx';
import { NO_QUOTE_FILTERS as NO_FILTERS } from './quoteListParams.ts';
/** The address (and so the filters) takes this long to follow a change, as on a busy page. */
const NAVIGATION_MS = 250;

function SlowAddressFilters() {
  const [filters, setFilters] = useState(NO_FILTERS);
  return (
    <>
      <QuoteListFilters
        filters={filters}
        onChange={(change) =>
          setTimeout(() => setFilters((now) => ({ ...now, ...change })), NAVIGATION_MS)
        }
        csvUrl="/api/accepted-quotes.csv"
      />
      <button type="button" onClick={() => setFilters(NO_FILTERS)}>
        Elsewhere
      </button>
    </>
  );
}

const wait = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

describe('the quote search box', () => {
  it('keeps every letter typed while its own earlier search comes back through the address', async () => {
    const user = userEvent.setup();
    render(<SlowAddressFilters />);
    const search = screen.getByLabelText<HTMLInputElement>('Search', { exact: true });

    await user.type(search, 'o');
    // The pause sends "o"; the next letters come before the address has followed.
    await wait(SEARCH_DEBOUNCE_MS + 20);
    await user.type(search, 'ak');
    await wait(NAVIGATION_MS + SEARCH_DEBOUNCE_MS + 100);
    expect(search.value).toBe('oak');
  });

  it('shows a search changed elsewhere (Back, Clear Filters)', async () => {
    const user = userEvent.setup();
    render(<SlowAddressFilters />);
    const search = screen.getByLabelText<HTMLInputElement>('Search', { exact: true });
    await user.type(search, 'oak');
    await wait(SEARCH_DEBOUNCE_MS + NAVIGATION_MS + 100);
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(search.value).toBe('');
  });
});
