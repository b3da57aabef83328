import { quoteListResponseSchema, type QuoteListResponse } from '@yardstick/core/schemas/quoteList';
import {
  acceptQuoteResponseSchema,
  type AcceptedQuote,
  type PriceOverrideRequest,
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

function priceOverridePath(quoteId: string, lineId: string): string {
  return `/api/accepted-quotes/${encodeURIComponent(quoteId)}/services/${encodeURIComponent(lineId)}/price-override`;
}

/** Sets the owner's own price for one service line; answers the quote with its new total. */
export async function overrideLinePrice(
  quoteId: string,
  lineId: string,
  override: PriceOverrideRequest,
): Promise<AcceptedQuote> {
  const answer = await api.request('PUT', priceOverridePath(quoteId, lineId), {
    body: override,
    schema: acceptQuoteResponseSchema,
  });
  return answer.acceptedQuote;
}

/** Goes back to the computed price for the line. */
export async function clearLinePriceOverride(
  quoteId: string,
  lineId: string,
): Promise<AcceptedQuote> {
  const answer = await api.request('DELETE', priceOverridePath(quoteId, lineId), {
    schema: acceptQuoteResponseSchema,
  });
  return answer.acceptedQuote;
}
