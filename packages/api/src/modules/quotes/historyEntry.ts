import { totalsByCadence } from '@yardstick/core/cadence';
import { layerBasis, type MapLayer } from '@yardstick/core/mapLayers';
import { basisOf } from '@yardstick/core/priceBasis';
import type { AdjustmentHistoryEntry } from '@yardstick/core/schemas/quotes';
import { centsToDollars } from '../../platform/db/money.ts';
import type { QuoteWithLines } from './quotesRepository.ts';

/**
 * What a quote stood at before its lawn (or, with `layer`, its beds or paving) was measured
 * again: the acres priced (and the layer's sq ft, which its lines were priced on) and what the
 * customer paid, per visit, per month and once (the owner's overrides included), with the sum
 * kept for entries read by older pages.
 */
export function historyEntry(
  before: QuoteWithLines,
  now: Date,
  layer: MapLayer = 'lawn',
): AdjustmentHistoryEntry {
  const layerLine =
    layer === 'lawn' ? undefined : before.lines.find((l) => basisOf(l) === layerBasis(layer));
  return {
    ...(layer === 'lawn' ? {} : { layer }),
    ...(layerLine ? { layerAreaSqFt: layerLine.quantity } : {}),
    mowableArea: before.mowableAcres,
    totalCost: centsToDollars(before.totalCents),
    totals: totalsByCadence(
      before.lines.map((line) => ({
        frequency: line.frequency,
        totalCost: centsToDollars(line.overrideCents ?? line.totalCents),
      })),
    ),
    replacedAt: now.toISOString(),
  };
}
