import { useCallback, useEffect, useState } from 'react';
import type { AcceptedQuote } from '@yardstick/core/schemas/quotes';
import type { QuoteListResponse } from '@yardstick/core/schemas/quoteList';
import { listAcceptedQuotes } from './quotesApi.ts';

export interface QuoteList {
  /** The last page that arrived; kept on screen while the next one loads. */
  data: QuoteListResponse | undefined;
  error: unknown;
  loading: boolean;
  reload: () => void;
  /** Replaces one quote locally, e.g. with the server's answer after a save. */
  replaceQuote: (id: string, change: (quote: AcceptedQuote) => AcceptedQuote) => void;
}

/** Loads the page of quotes for an API query, again whenever the query changes. */
export function useQuoteList(search: string): QuoteList {
  const [data, setData] = useState<QuoteListResponse>();
  const [error, setError] = useState<unknown>();
  const [attempt, setAttempt] = useState(0);
  // Which request the data or error on hand answered; anything else is still loading.
  const request = `${attempt}:${search}`;
  const [answered, setAnswered] = useState<string>();

  useEffect(() => {
    // An answer for a query the owner has already moved on from is dropped.
    let current = true;
    listAcceptedQuotes(search).then(
      (answer) => {
        if (!current) return;
        setData(answer);
        setError(undefined);
        setAnswered(request);
      },
      (failure: unknown) => {
        if (!current) return;
        setError(failure);
        setAnswered(request);
      },
    );
    return () => {
      current = false;
    };
  }, [search, request]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const replaceQuote = useCallback(
    (id: string, change: (quote: AcceptedQuote) => AcceptedQuote) =>
      setData(
        (page) =>
          page && {
            ...page,
            acceptedQuotes: page.acceptedQuotes.map((quote) =>
              quote.id === id ? change(quote) : quote,
            ),
          },
      ),
    [],
  );
  return { data, error, loading: answered !== request, reload, replaceQuote };
}
