import { apiEndpoints as endpoints } from '@yardstick/core/endpoints';
import type { AcceptedQuote } from '@yardstick/core/schemas/quotes';
import type {
  AccuracyResponse,
  AccuracySettings,
  RecordVerifiedAreaRequest,
  RepriceOffer,
  UpdateAccuracySettingsRequest,
} from '@yardstick/core/schemas/verifiedArea';
import { api } from '../../http/client.ts';

export async function recordVerifiedArea(
  quoteId: string,
  request: RecordVerifiedAreaRequest,
): Promise<AcceptedQuote> {
  const answer = await api.call(endpoints.recordVerifiedArea, {
    params: { id: quoteId },
    body: request,
  });
  return answer.acceptedQuote;
}

export async function clearVerifiedArea(quoteId: string): Promise<AcceptedQuote> {
  const answer = await api.call(endpoints.clearVerifiedArea, { params: { id: quoteId } });
  return answer.acceptedQuote;
}

/** What re-pricing from the verified area would do; nothing changes. */
export async function fetchRepriceOffer(quoteId: string): Promise<RepriceOffer> {
  const answer = await api.call(endpoints.verifiedRepriceOffer, { params: { id: quoteId } });
  return answer.offer;
}

/** Re-prices with the new total the owner was shown; refused if the figures moved since. */
export async function confirmReprice(
  quoteId: string,
  expectedNewTotal: number,
): Promise<AcceptedQuote> {
  const answer = await api.call(endpoints.confirmVerifiedReprice, {
    params: { id: quoteId },
    body: { expectedNewTotal },
  });
  return answer.acceptedQuote;
}

export function fetchAccuracy(): Promise<AccuracyResponse> {
  return api.call(endpoints.accuracy);
}

export function fetchAccuracySettings(): Promise<AccuracySettings> {
  return api.call(endpoints.accuracySettings);
}

export function updateAccuracySettings(
  change: UpdateAccuracySettingsRequest,
): Promise<AccuracySettings> {
  return api.call(endpoints.updateAccuracySettings, { body: change });
}
