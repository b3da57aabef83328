/** The figures an accepted quote's card shows, each named for what it is. */
import { acresToSqFt } from './units.ts';
import { volumeRate, type VolumeRate } from './volumeRate.ts';

interface QuoteForFigures {
  /** Acres. */
  mowableArea: number;
  totalCost: number;
  services: readonly { totalCost: number; computedTotalCost?: number | undefined }[];
}

export interface QuoteFigures {
  mowableAcres: number;
  mowableSqFt: number;
  /** The whole lot (the analysis's property size), when the analysis is at hand. */
  lotAcres: number | null;
  lotSqFt: number | null;
  /** The owner's own prices spread over the mowable area: total ÷ mowable sq ft. */
  effectiveRatePerSqFt: number | null;
  /** SPEC §9's tier for a lawn this size: a market reference, never applied to the quote. */
  marketTier: VolumeRate;
  /** The total before the owner's price overrides. */
  computedTotal: number;
  overridden: boolean;
}

export function quoteFigures(quote: QuoteForFigures, lotAcres?: number | null): QuoteFigures {
  const mowableSqFt = acresToSqFt(quote.mowableArea);
  const computedTotal = quote.services.reduce(
    (sum, line) => sum + (line.computedTotalCost ?? line.totalCost),
    0,
  );
  return {
    mowableAcres: quote.mowableArea,
    mowableSqFt,
    lotAcres: lotAcres ?? null,
    lotSqFt: lotAcres == null ? null : acresToSqFt(lotAcres),
    effectiveRatePerSqFt: mowableSqFt > 0 ? quote.totalCost / mowableSqFt : null,
    marketTier: volumeRate(mowableSqFt),
    computedTotal: Math.round(computedTotal * 100) / 100,
    overridden: quote.services.some(
      (line) => line.computedTotalCost !== undefined && line.computedTotalCost !== line.totalCost,
    ),
  };
}
