import type { LawnGeometry } from '@yardstick/core/schemas/lawnGeometry';
import { acceptQuoteResponseSchema, type AcceptedQuote } from '@yardstick/core/schemas/quotes';
import { api } from '../../../http/client.ts';

/** PUT /api/accepted-quotes/{id}/measurement: the server checks the lawn and re-prices the quote. */
export async function adjustQuoteMeasurement(
  quoteId: string,
  lawnGeometry: LawnGeometry,
): Promise<AcceptedQuote> {
  const answer = await api.request(
    'PUT',
    `/api/accepted-quotes/${encodeURIComponent(quoteId)}/measurement`,
    { body: { lawnGeometry }, schema: acceptQuoteResponseSchema },
  );
  return answer.acceptedQuote;
}
