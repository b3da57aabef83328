import { totalsByCadence } from '@yardstick/core/cadence';
import type { MapLayer } from '@yardstick/core/mapLayers';
import type { AdjustmentHistoryEntry } from '@yardstick/core/schemas/quotes';
import { centsToDollars } from '../../platform/db/money.ts';
import type { QuoteWithLines } from './quotesRepository.ts';

/**
 * What a quote stood at before its lawn (or, with `layer`, its beds or paving) was measured
 * again: the acres priced and what the customer paid, per visit, per month and once (the
 * owner's overrides included), with the sum kept for entries read by older pages.
 */
export function historyEntry(
  before: QuoteWithLines,
  now: Date,
  layer: MapLayer = 'lawn',
): AdjustmentHistoryEntry {
  return {
    ...(layer === 'lawn' ? {} : { layer }),
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
