import { apiEndpoints as endpoints, endpointUrl } from '@yardstick/core/endpoints';
import type { QuoteListResponse } from '@yardstick/core/schemas/quoteList';
import type {
  AcceptedQuote,
  PriceOverrideRequest,
  UpdateAcceptedQuoteRequest,
} from '@yardstick/core/schemas/quotes';
import type { propertyAnalysisResponseSchema } from '@yardstick/core/schemas/analysis';
import type { z } from 'zod';
import { api } from '../../http/client.ts';

export type QuoteAnalysis = z.infer<typeof propertyAnalysisResponseSchema>['propertyAnalysis'];

/** One page of quotes; `search` is the API query from quoteApiSearch ('' for the first page of all). */
export function listAcceptedQuotes(search: string): Promise<QuoteListResponse> {
  return api.call(endpoints.acceptedQuotes, { query: search });
}

/** The CSV download of the quotes matching `search` (the session cookie goes with the link). */
export function acceptedQuotesCsvUrl(search: string): string {
  return endpointUrl(endpoints.acceptedQuotesCsv, { query: search });
}

/** SPEC §7: fetched for each quote; a failure is logged and the card shows a placeholder. */
export async function fetchQuoteAnalysis(
  propertyAnalysisId: string,
): Promise<QuoteAnalysis | null> {
  try {
    const answer = await api.call(endpoints.propertyAnalysis, {
      params: { id: propertyAnalysisId },
    });
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
  const answer = await api.call(endpoints.updateAcceptedQuote, { params: { id }, body: update });
  return answer.acceptedQuote;
}

/** Sets the owner's own price for one service line; answers the quote with its new total. */
export async function overrideLinePrice(
  quoteId: string,
  lineId: string,
  override: PriceOverrideRequest,
): Promise<AcceptedQuote> {
  const answer = await api.call(endpoints.overrideLinePrice, {
    params: { id: quoteId, lineId },
    body: override,
  });
  return answer.acceptedQuote;
}

/** Goes back to the computed price for the line. */
export async function clearLinePriceOverride(
  quoteId: string,
  lineId: string,
): Promise<AcceptedQuote> {
  const answer = await api.call(endpoints.clearLinePrice, { params: { id: quoteId, lineId } });
  return answer.acceptedQuote;
}

/** Archives the quote (hidden from the default list) or, with false, restores it. */
export async function setQuoteArchived(id: string, archived: boolean): Promise<AcceptedQuote> {
  const entry = archived ? endpoints.archiveAcceptedQuote : endpoints.restoreAcceptedQuote;
  const answer = await api.call(entry, { params: { id } });
  return answer.acceptedQuote;
}

/** Deletes the quote for good. */
export async function deleteAcceptedQuote(id: string): Promise<void> {
  await api.call(endpoints.deleteAcceptedQuote, { params: { id } });
}
