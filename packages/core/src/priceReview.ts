/**
 * When a price is provisional. Every price rests on one measure of the lot, its basis: the
 * lawn, the beds, the paving, the lawn's edges or the trees (a flat price on none). Each
 * measure carries the engine's confidence in it; a price on a measure less sure than the
 * owner's review threshold is confirmed after a review, and so is a quote that includes one.
 */
import { PRICE_BASES, type PriceBasis } from './enums.ts';
import { shrunkForReview } from './measurementAdjustment.ts';
import { basisMeasure, basisOf } from './priceBasis.ts';
import { REVIEW_PRICE_NOTE } from './quotes.ts';
import type { ServiceMeasures } from './schemas/analysis.ts';
import type { AcceptedQuote } from './schemas/quotes.ts';

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

/** A measure a quote waits on: its basis and how sure the engine was of it when accepted. */
export interface ReviewMeasure {
  basis: PriceBasis;
  confidence: number;
}

/** The measures of these bases below the threshold, with their confidence, in this order. */
function unsureMeasures(
  lawnConfidence: number | null,
  serviceMeasures: Pick<ServiceMeasures, 'confidence'> | null | undefined,
  threshold: number,
  bases: readonly PriceBasis[],
): ReviewMeasure[] {
  return bases.flatMap((basis) => {
    const confidence = measureConfidence(basis, lawnConfidence, serviceMeasures);
    return confidence !== null && confidence < threshold ? [{ basis, confidence }] : [];
  });
}

/** The bases whose measure is below the threshold: their prices wait for a review. */
export function basesForReview(
  lawnConfidence: number | null,
  serviceMeasures: Pick<ServiceMeasures, 'confidence'> | null | undefined,
  threshold: number,
): PriceBasis[] {
  return unsureMeasures(lawnConfidence, serviceMeasures, threshold, PRICE_BASES).map(
    (measure) => measure.basis,
  );
}

/**
 * The measures under the selected lines that are below the threshold, once each, in the
 * order of PRICE_BASES: what the owner checks before confirming the quote's prices.
 */
export function measuresForReview(
  lawnConfidence: number | null,
  serviceMeasures: Pick<ServiceMeasures, 'confidence'> | null | undefined,
  threshold: number,
  selected: readonly { basis?: PriceBasis | undefined }[],
): ReviewMeasure[] {
  const used = new Set(selected.map(basisOf));
  const bases = PRICE_BASES.filter((basis) => used.has(basis));
  return unsureMeasures(lawnConfidence, serviceMeasures, threshold, bases);
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

/** What an accepted quote's review reasons are read from (areas in any one unit). */
export interface QuoteUnderReview {
  reviewRequired: boolean;
  /** The unsure measures under its lines; empty on quotes accepted before they were kept. */
  reviewMeasures: readonly ReviewMeasure[];
  /** The lawn's confidence, which judged the quotes accepted before the measures were kept. */
  measurementConfidence: number | null;
  adjustedByCustomer: boolean;
  pricedLawnArea: number;
  measuredLawnArea: number;
}

/** An accepted quote as its review is read (the lawn's areas in acres). */
export function acceptedUnderReview(
  quote: Pick<
    AcceptedQuote,
    | 'reviewRequired'
    | 'reviewMeasures'
    | 'measurementConfidence'
    | 'adjustedByCustomer'
    | 'mowableArea'
    | 'measuredMowableArea'
  >,
): QuoteUnderReview {
  return {
    ...quote,
    pricedLawnArea: quote.mowableArea,
    measuredLawnArea: quote.measuredMowableArea,
  };
}

const percent = (fraction: number) => `${Math.round(fraction * 100)}%`;

/** Whether the homeowner drew the lawn far smaller than measured, which waits for a review. */
function drawnSmaller(quote: QuoteUnderReview): boolean {
  return quote.adjustedByCustomer && shrunkForReview(quote.measuredLawnArea, quote.pricedLawnArea);
}

/**
 * Why an accepted quote waits for the owner's review, one reason each: every unsure measure
 * under its lines ("Review beds · 57% confidence"), and a lawn drawn far smaller than measured
 * ("Review drawn lawn · 40% under measured"). A quote accepted before the measures were kept
 * gives the lawn's confidence, which it was judged by.
 */
export function reviewReasons(quote: QuoteUnderReview): string[] {
  if (!quote.reviewRequired) return [];
  const reasons = quote.reviewMeasures.map(
    ({ basis, confidence }) => `Review ${basisMeasure(basis)} · ${percent(confidence)} confidence`,
  );
  if (drawnSmaller(quote)) {
    const under = 1 - quote.pricedLawnArea / quote.measuredLawnArea;
    reasons.push(`Review drawn lawn · ${percent(under)} under measured`);
  }
  if (reasons.length > 0) return reasons;
  const confidence =
    quote.measurementConfidence === null
      ? ''
      : ` · ${percent(quote.measurementConfidence)} confidence`;
  return [`Review measurement${confidence}`];
}

/**
 * The note an accepted quote gives the homeowner: as the estimator gave it at the price, the
 * services whose prices wait by name when others are firm; the general note for a drawn lawn
 * and for quotes accepted before the measures were kept.
 */
export function acceptedReviewNote(
  quote: QuoteUnderReview,
  lines: readonly { serviceName: string; basis?: PriceBasis | undefined }[],
): string | null {
  if (!quote.reviewRequired) return null;
  if (quote.reviewMeasures.length === 0 || drawnSmaller(quote)) return REVIEW_PRICE_NOTE;
  const reviewBases = quote.reviewMeasures.map((measure) => measure.basis);
  return reviewNoteFor({ reviewBases, reviewRequired: true }, lines) ?? REVIEW_PRICE_NOTE;
}
