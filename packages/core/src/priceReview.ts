/**
 * When a price is provisional. Every price rests on one measure of the lot, its basis: the
 * lawn, the beds, the paving, the lawn's edges or the trees (a flat price on none). Each
 * measure carries the engine's confidence in it; a price on a measure less sure than the
 * owner's review threshold is confirmed after a review, and so is a quote that includes one.
 */
import { PRICE_BASES, type PriceBasis } from './enums.ts';
import { basisOf } from './priceBasis.ts';
import { REVIEW_PRICE_NOTE } from './quotes.ts';
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

/** The selected lines that wait for a review: those resting on an unsure measure. */
export function linesForReview<Line extends { basis?: PriceBasis | undefined }>(
  verdict: ReviewVerdict,
  selected: readonly Line[],
): Line[] {
  const { reviewBases } = verdict;
  if (!reviewBases) return verdict.reviewRequired ? [...selected] : [];
  return selected.filter((line) => reviewBases.includes(basisOf(line)));
}

/** Whether a quote of these selected lines waits for a review: one of them rests on an unsure measure. */
export function selectionNeedsReview(
  verdict: ReviewVerdict,
  selected: readonly { basis?: PriceBasis | undefined }[],
): boolean {
  const { reviewBases } = verdict;
  if (!reviewBases) return verdict.reviewRequired;
  return linesForReview(verdict, selected).length > 0;
}

/**
 * What the homeowner is told while selected prices wait for a review: the general note when
 * every selected price waits, else the services whose prices do, by name.
 */
export function reviewNoteFor(
  verdict: ReviewVerdict,
  selected: readonly { serviceName: string; basis?: PriceBasis | undefined }[],
): string | null {
  if (!selectionNeedsReview(verdict, selected)) return null;
  const waiting = linesForReview(verdict, selected);
  if (waiting.length === 0 || waiting.length === selected.length) return REVIEW_PRICE_NOTE;
  return reviewNoteNaming(waiting.map((line) => line.serviceName));
}

/** The note for some of the selected prices: "We'll confirm the price of Mulching and Edging …". */
function reviewNoteNaming(serviceNames: readonly string[]): string {
  const last = serviceNames.at(-1) ?? '';
  const names =
    serviceNames.length <= 1 ? last : `${serviceNames.slice(0, -1).join(', ')} and ${last}`;
  return `We'll confirm the price of ${names} after a quick review of your property.`;
}
