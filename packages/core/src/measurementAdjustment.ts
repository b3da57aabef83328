/** How far the priced lawn of an accepted quote is from the measured one, and who moved it. */
import type { MapLayer } from './enums.ts';
import { acresToSqFt } from './units.ts';

interface QuoteForAdjustment {
  /** Acres priced. */
  mowableArea: number;
  /** Acres measured by the analysis. */
  measuredMowableArea: number;
  adjustedByCustomer: boolean;
  /** An entry with a layer was an edit of the beds or paving, which leaves the lawn as it was. */
  adjustmentHistory: readonly { layer?: MapLayer | undefined }[];
}

export interface MeasurementAdjustment {
  measuredSqFt: number;
  pricedSqFt: number;
  /** Whole per cent of the measured area, negative when less is priced. */
  percent: number;
  /** "Customer adjusted: −20 %", or "You adjusted: +5 %" after the owner's own adjustment. */
  label: string;
}

/** Null when the measured lawn is what was priced. */
export function measurementAdjustment(quote: QuoteForAdjustment): MeasurementAdjustment | null {
  const measuredSqFt = acresToSqFt(quote.measuredMowableArea);
  const pricedSqFt = acresToSqFt(quote.mowableArea);
  const byOwner = quote.adjustmentHistory.some((entry) => (entry.layer ?? 'lawn') === 'lawn');
  const adjusted = quote.adjustedByCustomer || byOwner;
  if (!adjusted || measuredSqFt <= 0) return null;
  const percent = Math.round((100 * (pricedSqFt - measuredSqFt)) / measuredSqFt);
  const who = byOwner ? 'You adjusted' : 'Customer adjusted';
  // A real minus sign, as in print; a plus for more lawn than measured.
  const signed = percent < 0 ? `\u2212${-percent}` : percent > 0 ? `+${percent}` : '0';
  return { measuredSqFt, pricedSqFt, percent, label: `${who}: ${signed} %` };
}

/**
 * A homeowner who draws their lawn more than this many per cent smaller than measured has the
 * quote flagged for the owner's review: a price that small may leave out lawn that is there.
 */
export const REVIEW_SHRINK_PERCENT = 30;

/** Whether a lawn drawn at `drawnSqFt` is shrunk enough below the measured one to review. */
export function shrunkForReview(measuredSqFt: number, drawnSqFt: number): boolean {
  return measuredSqFt > 0 && drawnSqFt < measuredSqFt * (1 - REVIEW_SHRINK_PERCENT / 100);
}
