import { apiEndpoints as endpoints } from '@yardstick/core/endpoints';
import type { LawnGeometry } from '@yardstick/core/schemas/lawnGeometry';
import type { AcceptedQuote } from '@yardstick/core/schemas/quotes';
import { api } from '../../../http/client.ts';

/** The server checks the lawn and re-prices the quote with the owner's current prices. */
export async function adjustQuoteMeasurement(
  quoteId: string,
  lawnGeometry: LawnGeometry,
): Promise<AcceptedQuote> {
  const answer = await api.call(endpoints.adjustMeasurement, {
    params: { id: quoteId },
    body: { lawnGeometry },
  });
  return answer.acceptedQuote;
}
