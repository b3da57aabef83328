import { useLayoutEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { quoteListSearch, readQuoteListParams, type QuoteListParams } from './quoteListParams.ts';

/**
 * The quote list's filters and page, kept in the address. The address catches up a moment
 * after it is set, and a render can come in between: a change built on that render's filters
 * would drop the one asked for just before it (a status chosen as the paused search goes out).
 * So each change builds on the filters last asked for, and the address is followed again once
 * every change asked for has landed, or when it moves by itself (Back, a link).
 */
export function useQuoteListAddress() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readQuoteListParams(searchParams);
  const requested = useRef(params);
  const onTheirWay = useRef<string[]>([]);
  useLayoutEffect(() => {
    const landed = onTheirWay.current.indexOf(searchParams.toString());
    if (landed >= 0) onTheirWay.current.splice(0, landed + 1);
    else onTheirWay.current = [];
    if (onTheirWay.current.length === 0) requested.current = readQuoteListParams(searchParams);
  }, [searchParams]);

  function show(change: Partial<QuoteListParams>) {
    const next = { ...requested.current, ...change };
    requested.current = next;
    const search = quoteListSearch(next);
    onTheirWay.current.push(search.toString());
    setSearchParams(search);
  }

  return { params, show };
}
