/** The figures an accepted quote's card shows, each named for what it is. */
import { totalsByCadence, type CadenceTotal } from './cadence.ts';
import type { PriceBasis } from './enums.ts';
import { acresToSqFt } from './units.ts';
import { lineVolumeDiscountPercent } from './priceBasis.ts';
import type { VolumeTier } from './volumeRate.ts';

interface QuoteForFigures {
  /** Acres. */
  mowableArea: number;
  services: readonly {
    serviceName: string;
    areaSqFt: number;
    frequency?: string | null | undefined;
    totalCost: number;
    computedTotalCost?: number | undefined;
    volumeTiers?: readonly VolumeTier[] | undefined;
    /** Absent: lawn area, priced on areaSqFt. */
    basis?: PriceBasis | undefined;
    /** The units of the basis priced; absent: areaSqFt. */
    quantity?: number | undefined;
  }[];
}

export interface QuoteFigures {
  mowableAcres: number;
  mowableSqFt: number;
  /** The whole lot (the analysis's property size), when the analysis is at hand. */
  lotAcres: number | null;
  lotSqFt: number | null;
  /**
   * What the customer pays, per visit, per month and once: prices paid at different
   * cadences are never added into one figure (nor spread over the area as one rate).
   */
  totals: CadenceTotal[];
  /** The same split before the owner's price overrides. */
  computedTotals: CadenceTotal[];
  overridden: boolean;
  /** The lines priced with a volume discount above 0, and how much (percent, one decimal). */
  volumeDiscounts: { serviceName: string; percent: number }[];
}

export function quoteFigures(quote: QuoteForFigures, lotAcres?: number | null): QuoteFigures {
  return {
    mowableAcres: quote.mowableArea,
    mowableSqFt: acresToSqFt(quote.mowableArea),
    lotAcres: lotAcres ?? null,
    lotSqFt: lotAcres == null ? null : acresToSqFt(lotAcres),
    totals: totalsByCadence(quote.services),
    computedTotals: totalsByCadence(
      quote.services.map((line) => ({
        frequency: line.frequency,
        totalCost: line.computedTotalCost ?? line.totalCost,
      })),
    ),
    overridden: quote.services.some(
      (line) => line.computedTotalCost !== undefined && line.computedTotalCost !== line.totalCost,
    ),
    volumeDiscounts: quote.services
      .map((line) => ({
        serviceName: line.serviceName,
        percent: lineVolumeDiscountPercent(line),
      }))
      .filter((discount) => discount.percent > 0),
  };
}
