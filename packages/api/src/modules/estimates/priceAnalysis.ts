import { offer } from '@yardstick/core/offer';
import { basesForReview } from '@yardstick/core/priceReview';
import { priceServiceLine, quoteTotal } from '@yardstick/core/pricing';
import type { PropertyAnalysisResult, ServiceMeasures } from '@yardstick/core/schemas/analysis';
import { DEFAULT_REVIEW_THRESHOLD, type Service } from '@yardstick/core/schemas/services';
import type { OwnerToday } from '@yardstick/core/season';

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
  | 'reviewBases'
  | 'notOffered'
  | 'outOfSeason'
>;

export interface PriceAnalysisInput {
  /** The owner's services as they are now. */
  services: readonly Service[];
  mowableAreaSqFt: number;
  /** Beds, paving, edges and trees; absent on analyses made before they were measured. */
  serviceMeasures?: ServiceMeasures | undefined;
  complexityScore: number | null;
  /** 0–1, how sure the measurement of the lawn is (the other measures carry their own). */
  confidence: number;
  reviewThreshold?: number;
  /** The landing page's demo prices at SPEC §9's displayed demo rates. */
  demoRates?: boolean;
  /** The owner's day: services out of season are listed apart, with the day they open. */
  today: OwnerToday;
}

/**
 * Every service is priced on its price's basis (the mowable lawn, or the lot's beds, paving,
 * edging, trees, or flat) through core's offer, which leaves out, with the reason, a price
 * the analysis lacks the measure for. A price whose measure is below the owner's review
 * threshold is marked for review: the lawn's in `reviewRequired`, each basis in `reviewBases`.
 */
export function priceAnalysis(input: PriceAnalysisInput): AnalysisPrices {
  const { lines, notOffered, outOfSeason } = offer({
    services: input.services,
    today: input.today,
    areaSqFt: input.mowableAreaSqFt,
    serviceMeasures: input.serviceMeasures,
    complexityScore: input.complexityScore,
    demoRates: input.demoRates,
  });
  const baseLine = lines.find((line) => line.isSelected) ?? lines[0];
  const basePrice = baseLine
    ? priceServiceLine({ areaSqFt: input.mowableAreaSqFt, pricePerSqFt: baseLine.pricePerSqFt })
        .totalCost
    : 0;
  const adjustedPrice = baseLine?.totalCost ?? 0;
  const threshold = input.reviewThreshold ?? DEFAULT_REVIEW_THRESHOLD;
  return {
    services: lines,
    totalCost: quoteTotal(lines),
    baseMowingCost: basePrice,
    aiBasePrice: basePrice,
    aiAdjustedCost: adjustedPrice,
    aiAdjustedPrice: adjustedPrice,
    reviewRequired: input.confidence < threshold,
    reviewBases: basesForReview(input.confidence, input.serviceMeasures, threshold),
    notOffered,
    outOfSeason,
  };
}

/**
 * A stored analysis answered again (a repeat of an address): the measurement is reused, the
 * prices are today's and only services offered now are listed.
 */
export function repriceStoredAnalysis(
  stored: PropertyAnalysisResult,
  options: Pick<PriceAnalysisInput, 'services' | 'reviewThreshold' | 'demoRates' | 'today'>,
): PropertyAnalysisResult {
  return {
    ...stored,
    ...priceAnalysis({
      ...options,
      mowableAreaSqFt: stored.mowableAreaSqFt,
      serviceMeasures: stored.serviceMeasures,
      complexityScore: stored.aiComplexityScore,
      confidence: stored.measurement.confidence,
    }),
  };
}
