import { acceptQuoteResponseSchema, type AcceptedQuote } from '@yardstick/core/schemas/quotes';
import {
  accuracyResponseSchema,
  accuracySettingsSchema,
  repriceOfferSchema,
  type AccuracyResponse,
  type AccuracySettings,
  type RecordVerifiedAreaRequest,
  type RepriceOffer,
  type UpdateAccuracySettingsRequest,
} from '@yardstick/core/schemas/verifiedArea';
import { z } from 'zod';
import { api } from '../../http/client.ts';

const quotePath = (quoteId: string, rest: string) =>
  `/api/accepted-quotes/${encodeURIComponent(quoteId)}/${rest}`;

export async function recordVerifiedArea(
  quoteId: string,
  request: RecordVerifiedAreaRequest,
): Promise<AcceptedQuote> {
  const answer = await api.request('PUT', quotePath(quoteId, 'verified-area'), {
    body: request,
    schema: acceptQuoteResponseSchema,
  });
  return answer.acceptedQuote;
}

export async function clearVerifiedArea(quoteId: string): Promise<AcceptedQuote> {
  const answer = await api.request('DELETE', quotePath(quoteId, 'verified-area'), {
    schema: acceptQuoteResponseSchema,
  });
  return answer.acceptedQuote;
}

/** What re-pricing from the verified area would do; nothing changes. */
export async function fetchRepriceOffer(quoteId: string): Promise<RepriceOffer> {
  const answer = await api.request('GET', quotePath(quoteId, 'verified-reprice'), {
    schema: z.object({ offer: repriceOfferSchema }),
  });
  return answer.offer;
}

/** Re-prices with the new total the owner was shown; refused if the figures moved since. */
export async function confirmReprice(
  quoteId: string,
  expectedNewTotal: number,
): Promise<AcceptedQuote> {
  const answer = await api.request('POST', quotePath(quoteId, 'verified-reprice'), {
    body: { expectedNewTotal },
    schema: acceptQuoteResponseSchema,
  });
  return answer.acceptedQuote;
}

export function fetchAccuracy(): Promise<AccuracyResponse> {
  return api.request('GET', '/api/accuracy', { schema: accuracyResponseSchema });
}

export function fetchAccuracySettings(): Promise<AccuracySettings> {
  return api.request('GET', '/api/accuracy-settings', { schema: accuracySettingsSchema });
}

export function updateAccuracySettings(
  change: UpdateAccuracySettingsRequest,
): Promise<AccuracySettings> {
  return api.request('PUT', '/api/accuracy-settings', {
    body: change,
    schema: accuracySettingsSchema,
  });
}
