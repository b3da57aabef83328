import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLayoutEffect, useRef, useState } from 'react';
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

/**
 * Types into the search box as soon as it is on the page, before its own effects have run: a
 * layout effect of the parent runs after the box is in the document and before those effects.
 */
function TypedBeforeEffects({ text }: { text: string }) {
  const box = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const search = box.current?.querySelector('input[type="search"]');
    if (search) fireEvent.change(search, { target: { value: text } });
  }, [text]);
  return (
    <div ref={box}>
      <QuoteListFilters
        filters={NO_FILTERS}
        onChange={() => {}}
        csvUrl="/api/accepted-quotes.csv"
      />
    </div>
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

  it('keeps what was typed before the box had settled on the page', () => {
    render(<TypedBeforeEffects text="Windsor" />);
    expect(screen.getByLabelText<HTMLInputElement>('Search', { exact: true }).value).toBe(
      'Windsor',
    );
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
