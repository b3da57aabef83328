/**
 * When a price is provisional. Every price rests on one measure of the lot, its basis: the
 * lawn, the beds, the paving, the lawn's edges or the trees (a flat price on none). Each
 * measure carries the engine's confidence in it; a price on a measure less sure than the
 * owner's review threshold is confirmed after a review, and so is a quote that includes one.
 */
import { PRICE_BASES, type PriceBasis } from './enums.ts';
import { basisOf } from './priceBasis.ts';
import type { ServiceMeasures } from './schemas/analysis.ts';

/** How sure the engine is of the measure a basis prices; null when the basis measures nothing. */
export function measureConfidence(
  basis: PriceBasis,
  lawnConfidence: number | null,
  serviceMeasures: Pick<ServiceMeasures, 'confidence'> | null | undefined,
): number | null {
  const of = serviceMeasures?.confidence;
  switch (basis) {
    case 'lawn-area':
      return lawnConfidence;
    case 'bed-area':
      return of?.beds ?? null;
    case 'hardscape-area':
      return of?.hardscape ?? null;
    case 'edge-length':
      return of?.edges ?? null;
    case 'per-tree':
      return of?.trees ?? null;
    case 'flat':
      return null;
  }
}

/** The bases whose measure is below the threshold: their prices wait for a review. */
export function basesForReview(
  lawnConfidence: number | null,
  serviceMeasures: Pick<ServiceMeasures, 'confidence'> | null | undefined,
  threshold: number,
): PriceBasis[] {
  return PRICE_BASES.filter((basis) => {
    const confidence = measureConfidence(basis, lawnConfidence, serviceMeasures);
    return confidence !== null && confidence < threshold;
  });
}

/** What a selection is judged by: the bases for review, or, on older analyses, one verdict. */
export interface ReviewVerdict {
  reviewBases?: readonly PriceBasis[] | undefined;
  /** The lawn's verdict, which stands for every price where reviewBases is absent. */
  reviewRequired: boolean;
}

/** Whether a quote of these selected lines waits for a review: one of them rests on an unsure measure. */
export function selectionNeedsReview(
  verdict: ReviewVerdict,
  selected: readonly { basis?: PriceBasis | undefined }[],
): boolean {
  const { reviewBases } = verdict;
  if (!reviewBases) return verdict.reviewRequired;
  return selected.some((line) => reviewBases.includes(basisOf(line)));
}
