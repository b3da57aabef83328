/** How far the priced lawn of an accepted quote is from the measured one, and who moved it. */
import { acresToSqFt } from './units.ts';

interface QuoteForAdjustment {
  /** Acres priced. */
  mowableArea: number;
  /** Acres measured by the analysis. */
  measuredMowableArea: number;
  adjustedByCustomer: boolean;
  adjustmentHistory: readonly unknown[];
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
  const adjusted = quote.adjustedByCustomer || quote.adjustmentHistory.length > 0;
  if (!adjusted || measuredSqFt <= 0) return null;
  const percent = Math.round((100 * (pricedSqFt - measuredSqFt)) / measuredSqFt);
  const who = quote.adjustmentHistory.length > 0 ? 'You adjusted' : 'Customer adjusted';
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
