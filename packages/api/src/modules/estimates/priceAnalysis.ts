import { offerLines } from '@yardstick/core/offer';
import { priceServiceLine, quoteTotal } from '@yardstick/core/pricing';
import type { PropertyAnalysisResult } from '@yardstick/core/schemas/analysis';
import { DEFAULT_REVIEW_THRESHOLD, type Service } from '@yardstick/core/schemas/services';

/** The figures of an analysis that come from the owner's prices rather than the measurement. */
export type AnalysisPrices = Pick<
  PropertyAnalysisResult,
  | 'services'
  | 'totalCost'
  | 'baseMowingCost'
  | 'aiBasePrice'
  | 'aiAdjustedCost'
  | 'aiAdjustedPrice'
  | 'reviewRequired'
>;

export interface PriceAnalysisInput {
  /** The owner's services as they are now. */
  services: readonly Service[];
  mowableAreaSqFt: number;
  complexityScore: number | null;
  /** 0–1, how sure the measurement is. */
  confidence: number;
  reviewThreshold?: number;
  /** The landing page's demo prices at SPEC §9's displayed demo rates. */
  demoRates?: boolean;
}

/**
 * Every service is priced on the mowable lawn area through core's offer; below the owner's
 * review threshold the price is marked for review.
 */
export function priceAnalysis(input: PriceAnalysisInput): AnalysisPrices {
  const lines = offerLines({
    services: input.services,
    areaSqFt: input.mowableAreaSqFt,
    complexityScore: input.complexityScore,
    demoRates: input.demoRates,
  });
  const baseLine = lines.find((line) => line.isSelected) ?? lines[0];
  const basePrice = baseLine
    ? priceServiceLine({ areaSqFt: input.mowableAreaSqFt, pricePerSqFt: baseLine.pricePerSqFt })
        .totalCost
    : 0;
  const adjustedPrice = baseLine?.totalCost ?? 0;
  return {
    services: lines,
    totalCost: quoteTotal(lines),
    baseMowingCost: basePrice,
    aiBasePrice: basePrice,
    aiAdjustedCost: adjustedPrice,
    aiAdjustedPrice: adjustedPrice,
    reviewRequired: input.confidence < (input.reviewThreshold ?? DEFAULT_REVIEW_THRESHOLD),
  };
}

/**
 * A stored analysis answered again (a repeat of an address): the measurement is reused, the
 * prices are today's and only services offered now are listed.
 */
export function repriceStoredAnalysis(
  stored: PropertyAnalysisResult,
  options: Pick<PriceAnalysisInput, 'services' | 'reviewThreshold' | 'demoRates'>,
): PropertyAnalysisResult {
  return {
    ...stored,
    ...priceAnalysis({
      ...options,
      mowableAreaSqFt: stored.mowableAreaSqFt,
      complexityScore: stored.aiComplexityScore,
      confidence: stored.measurement.confidence,
    }),
  };
}
