import { describe, expect, it } from 'vitest';
import { REVIEW_PRICE_NOTE } from './quotes.ts';
import {
  acceptedReviewNote,
  basesForReview,
  measureConfidence,
  measuresForReview,
  reviewNoteFor,
  reviewReasons,
  selectionNeedsReview,
} from './priceReview.ts';
import { buildServiceMeasures } from './testing/serviceMeasures.ts';

// Beds 0.7, paving 0.8, edges 0.75, trees 0.85.
const measures = buildServiceMeasures();

describe('measureConfidence', () => {
  it("gives each basis its own measure's confidence, and a flat price none", () => {
    expect(measureConfidence('lawn-area', 0.9, measures)).toBe(0.9);
    expect(measureConfidence('bed-area', 0.9, measures)).toBe(0.7);
    expect(measureConfidence('hardscape-area', 0.9, measures)).toBe(0.8);
    expect(measureConfidence('edge-length', 0.9, measures)).toBe(0.75);
    expect(measureConfidence('per-tree', 0.9, measures)).toBe(0.85);
    expect(measureConfidence('flat', 0.9, measures)).toBeNull();
  });

  it('knows nothing of beds or paving on an analysis made before they were measured', () => {
    expect(measureConfidence('bed-area', 0.9, undefined)).toBeNull();
    expect(measureConfidence('lawn-area', null, undefined)).toBeNull();
  });
});

describe('basesForReview', () => {
  it('lists the bases whose measure is below the threshold, never a flat price', () => {
    expect(basesForReview(0.9, measures, 0.78)).toEqual(['bed-area', 'edge-length']);
    expect(basesForReview(0.6, measures, 0.78)).toEqual(['lawn-area', 'bed-area', 'edge-length']);
    expect(basesForReview(0.9, measures, 0)).toEqual([]);
    expect(basesForReview(0, measures, 1)).toEqual([
      'lawn-area',
      'bed-area',
      'hardscape-area',
      'edge-length',
      'per-tree',
    ]);
  });

  it('holds a measure exactly at the threshold firm', () => {
    expect(basesForReview(0.7, measures, 0.7)).toEqual([]);
  });
});

describe('selectionNeedsReview', () => {
  const verdict = { reviewBases: ['bed-area' as const], reviewRequired: false };

  it('waits for a review when a selected price rests on an unsure measure', () => {
    expect(selectionNeedsReview(verdict, [{ basis: 'lawn-area' }, { basis: 'bed-area' }])).toBe(
      true,
    );
  });

  it('keeps mowing alone firm when only the beds are unsure, and reads no basis as the lawn', () => {
    expect(selectionNeedsReview(verdict, [{ basis: 'lawn-area' }])).toBe(false);
    expect(selectionNeedsReview(verdict, [{}])).toBe(false);
    expect(selectionNeedsReview({ reviewBases: ['lawn-area'], reviewRequired: true }, [{}])).toBe(
      true,
    );
    expect(selectionNeedsReview(verdict, [])).toBe(false);
  });

  it("takes the lawn's verdict for every price of an analysis made before bases were judged", () => {
    expect(selectionNeedsReview({ reviewRequired: true }, [{ basis: 'flat' }])).toBe(true);
    expect(selectionNeedsReview({ reviewRequired: false }, [{ basis: 'bed-area' }])).toBe(false);
  });
});

describe('reviewNoteFor', () => {
  const verdict = {
    reviewBases: ['bed-area' as const, 'edge-length' as const],
    reviewRequired: false,
  };
  const mowing = { serviceName: 'Lawn Mowing', basis: 'lawn-area' as const };
  const mulching = { serviceName: 'Mulching', basis: 'bed-area' as const };
  const edging = { serviceName: 'Edging', basis: 'edge-length' as const };
  const weeding = { serviceName: 'Bed weeding', basis: 'bed-area' as const };

  it('names the services whose prices wait when others are firm', () => {
    expect(reviewNoteFor(verdict, [mowing, mulching])).toBe(
      "We'll confirm the price of Mulching after a quick review of your property.",
    );
    expect(reviewNoteFor(verdict, [mowing, mulching, edging])).toBe(
      "We'll confirm the price of Mulching and Edging after a quick review of your property.",
    );
    expect(reviewNoteFor(verdict, [weeding, mowing, mulching, edging])).toBe(
      "We'll confirm the price of Bed weeding, Mulching and Edging after a quick review of your property.",
    );
  });

  it('says the general note when every selected price waits, and nothing when none does', () => {
    expect(reviewNoteFor(verdict, [mulching, edging])).toBe(REVIEW_PRICE_NOTE);
    expect(reviewNoteFor(verdict, [mowing])).toBeNull();
    expect(reviewNoteFor({ reviewRequired: true }, [mowing, mulching])).toBe(REVIEW_PRICE_NOTE);
  });
});

describe('measuresForReview', () => {
  it('keeps the unsure measures under the selected lines, once each, with their confidence', () => {
    const selected = [{ basis: 'bed-area' as const }, { basis: 'bed-area' as const }, {}];
    expect(measuresForReview(0.9, measures, 0.78, selected)).toEqual([
      { basis: 'bed-area', confidence: 0.7 },
    ]);
    expect(measuresForReview(0.6, measures, 0.78, selected)).toEqual([
      { basis: 'lawn-area', confidence: 0.6 },
      { basis: 'bed-area', confidence: 0.7 },
    ]);
    expect(measuresForReview(0.6, measures, 0.78, [{ basis: 'flat' as const }])).toEqual([]);
  });
});

describe('reviewReasons and acceptedReviewNote', () => {
  const quote = {
    reviewRequired: true,
    reviewMeasures: [{ basis: 'bed-area' as const, confidence: 0.571 }],
    measurementConfidence: 0.82,
    adjustedByCustomer: false,
    pricedLawnArea: 0.5,
    measuredLawnArea: 0.5,
  };
  const lines = [
    { serviceName: 'Lawn Mowing', basis: 'lawn-area' as const },
    { serviceName: 'Mulching', basis: 'bed-area' as const },
  ];

  it('names each unsure measure for the owner, and the homeowner the services whose prices wait', () => {
    expect(reviewReasons(quote)).toEqual(['Review beds · 57% confidence']);
    expect(acceptedReviewNote(quote, lines)).toBe(
      "We'll confirm the price of Mulching after a quick review of your property.",
    );
    expect(acceptedReviewNote(quote, lines.slice(1))).toBe(REVIEW_PRICE_NOTE);
  });

  it('says how much smaller a lawn was drawn, and gives the general note for it', () => {
    const drawn = { ...quote, reviewMeasures: [], adjustedByCustomer: true, pricedLawnArea: 0.3 };
    expect(reviewReasons(drawn)).toEqual(['Review drawn lawn · 40% under measured']);
    expect(acceptedReviewNote(drawn, lines)).toBe(REVIEW_PRICE_NOTE);
  });

  it("gives an older quote's lawn confidence, and nothing for a firm quote", () => {
    const older = { ...quote, reviewMeasures: [], measurementConfidence: 0.41 };
    expect(reviewReasons(older)).toEqual(['Review measurement · 41% confidence']);
    expect(reviewReasons({ ...older, measurementConfidence: null })).toEqual([
      'Review measurement',
    ]);
    expect(acceptedReviewNote(older, lines)).toBe(REVIEW_PRICE_NOTE);
    expect(reviewReasons({ ...quote, reviewRequired: false })).toEqual([]);
    expect(acceptedReviewNote({ ...quote, reviewRequired: false }, lines)).toBeNull();
  });
});
