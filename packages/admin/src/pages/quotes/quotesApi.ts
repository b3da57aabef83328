import { quoteListResponseSchema, type QuoteListResponse } from '@yardstick/core/schemas/quoteList';
import {
  acceptQuoteResponseSchema,
  type AcceptedQuote,
  type UpdateAcceptedQuoteRequest,
} from '@yardstick/core/schemas/quotes';
import { propertyAnalysisResponseSchema } from '@yardstick/core/schemas/analysis';
import type { z } from 'zod';
import { api } from '../../http/client.ts';

export type QuoteAnalysis = z.infer<typeof propertyAnalysisResponseSchema>['propertyAnalysis'];

/** One page of quotes; `search` is the API query from quoteApiSearch ('' for the first page of all). */
export function listAcceptedQuotes(search: string): Promise<QuoteListResponse> {
  return api.request('GET', `/api/accepted-quotes${search}`, { schema: quoteListResponseSchema });
}

/** The CSV download of the quotes matching `search` (the session cookie goes with the link). */
export function acceptedQuotesCsvUrl(search: string): string {
  return `/api/accepted-quotes/export.csv${search}`;
}

/** SPEC §7: fetched for each quote; a failure is logged and the card shows a placeholder. */
export async function fetchQuoteAnalysis(
  propertyAnalysisId: string,
): Promise<QuoteAnalysis | null> {
  try {
    const answer = await api.request(
      'GET',
      `/api/property-analysis/${encodeURIComponent(propertyAnalysisId)}`,
      {
        schema: propertyAnalysisResponseSchema,
      },
    );
    return answer.propertyAnalysis;
  } catch (error) {
    console.error(`Failed to load property analysis ${propertyAnalysisId}`, error);
    return null;
  }
}

export async function updateAcceptedQuote(
  id: string,
  update: UpdateAcceptedQuoteRequest,
): Promise<AcceptedQuote> {
  const answer = await api.request('PATCH', `/api/accepted-quotes/${encodeURIComponent(id)}`, {
    body: update,
    schema: acceptQuoteResponseSchema,
  });
  return answer.acceptedQuote;
}

export function mapImageUrl(analysisId: string): string {
  return `/api/green-overlay-image?analysisId=${encodeURIComponent(analysisId)}`;
}
