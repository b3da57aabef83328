import { useEffect, useState } from 'react';
import type { AcceptedQuote } from '@yardstick/core/schemas/quotes';
import { fetchQuoteAnalysis, type QuoteAnalysis } from './quotesApi.ts';

/** analysis id → the analysis, null when it could not be loaded; absent while loading. */
export type QuoteAnalyses = Partial<Record<string, QuoteAnalysis | null>>;

/** Loads the property analysis of every quote, side by side; failures become null. */
export function useQuoteAnalyses(quotes: readonly AcceptedQuote[] | undefined): QuoteAnalyses {
  const [analyses, setAnalyses] = useState<QuoteAnalyses>({});
  const ids = [...new Set((quotes ?? []).flatMap((quote) => quote.propertyAnalysisId ?? []))];
  const key = ids.join(',');

  useEffect(() => {
    let active = true;
    for (const id of key ? key.split(',') : []) {
      void fetchQuoteAnalysis(id).then((analysis) => {
        if (active) setAnalyses((current) => ({ ...current, [id]: analysis }));
      });
    }
    return () => {
      active = false;
    };
  }, [key]);

  return analyses;
}
