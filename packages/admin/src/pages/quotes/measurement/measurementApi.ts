import { apiEndpoints as endpoints } from '@yardstick/core/endpoints';
import type { MapLayer } from '@yardstick/core/mapLayers';
import type { LawnGeometry } from '@yardstick/core/schemas/lawnGeometry';
import type { AcceptedQuote } from '@yardstick/core/schemas/quotes';
import { api } from '../../../http/client.ts';

/**
 * The server checks the layer's shapes and re-prices the lines on it with the owner's current
 * prices.
 */
export async function adjustQuoteMeasurement(
  quoteId: string,
  lawnGeometry: LawnGeometry,
  layer: MapLayer = 'lawn',
): Promise<AcceptedQuote> {
  const answer = await api.call(endpoints.adjustMeasurement, {
    params: { id: quoteId },
    body: { lawnGeometry, layer },
  });
  return answer.acceptedQuote;
}
