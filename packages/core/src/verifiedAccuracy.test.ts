import { describe, expect, it } from 'vitest';
import {
  SEEDED_VERIFIED_JOBS,
  SEEDED_VERIFIED_SQ_FT,
  seededMeasuredSqFt,
} from './testing/seededVerifiedJobs.ts';
import {
  accuracyReport,
  checkConfidence,
  confidenceBandOf,
  correctedSqFt,
  isBeyondTolerance,
  median,
  percentile,
  suggestCorrection,
  withinClaim,
  type VerifiedJob,
} from './verifiedAccuracy.ts';

const jobs: VerifiedJob[] = SEEDED_VERIFIED_JOBS.map(([error, confidence, imagerySource], i) => ({
  quoteId: `q${i}`,
  measuredSqFt: seededMeasuredSqFt(error),
  verifiedSqFt: SEEDED_VERIFIED_SQ_FT,
  confidence,
  imagerySource,
}));

describe('median and percentile', () => {
  it('takes the middle, or the mean of the two middle values', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });
  it('ranks the 90th percentile by nearest rank', () => {
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 90)).toBe(9);
    expect(percentile([5, 1, 3], 90)).toBe(5);
    expect(percentile([7], 90)).toBe(7);
  });
});

describe('accuracyReport', () => {
  const report = accuracyReport(jobs);

  it('gives the figures worked out by hand for the seeded jobs', () => {
    // |errors| sorted: 1 2 3 4 5 6 8 12 15 20 → median 5.5, 9th of 10 is 15; signed sum −38.
    expect(report.overall.count).toBe(10);
    expect(report.overall.medianErrorPercent).toBeCloseTo(5.5, 9);
    expect(report.overall.p90ErrorPercent).toBeCloseTo(15, 9);
    expect(report.overall.biasPercent).toBeCloseTo(-3.8, 9);
  });

  it('splits them by confidence band, low to high, unknown last', () => {
    expect(report.byConfidence.map((g) => [g.key, g.count])).toEqual([
      ['low', 3],
      ['medium', 3],
      ['high', 3],
      ['unknown', 1],
    ]);
    const [low, medium, high] = report.byConfidence;
    expect(low?.medianErrorPercent).toBeCloseTo(15, 9);
    expect(low?.p90ErrorPercent).toBeCloseTo(20, 9);
    expect(low?.biasPercent).toBeCloseTo(-17 / 3, 9);
    expect(medium?.medianErrorPercent).toBeCloseTo(6, 9);
    expect(medium?.biasPercent).toBeCloseTo(-11 / 3, 9);
    expect(high?.medianErrorPercent).toBeCloseTo(2, 9);
    expect(high?.p90ErrorPercent).toBeCloseTo(4, 9);
  });

  it('splits them by imagery source', () => {
    const [demo, naip] = report.byImagerySource;
    expect(demo).toMatchObject({ key: 'demo', count: 6 });
    expect(demo?.medianErrorPercent).toBeCloseTo(4, 9);
    expect(demo?.p90ErrorPercent).toBeCloseTo(20, 9);
    expect(demo?.biasPercent).toBeCloseTo(-35 / 6, 9);
    expect(naip).toMatchObject({ key: 'naip', count: 4 });
    expect(naip?.medianErrorPercent).toBeCloseTo(7, 9);
    expect(naip?.biasPercent).toBeCloseTo(-0.75, 9);
  });

  it('plots every job with its signed error', () => {
    expect(report.points[7]).toMatchObject({ measuredSqFt: 1150, verifiedSqFt: 1000, band: 'low' });
    expect(report.points[7]?.errorPercent).toBeCloseTo(15, 9);
  });
});

describe('withinClaim', () => {
  it('states the 90th-percentile bound and how many jobs fall within it', () => {
    expect(withinClaim(jobs)).toMatchObject({
      withinPercent: 15,
      jobsWithin: 9,
      jobs: 10,
      sentence: 'Our instant quotes have been within 15 % on 9 of your 10 verified jobs.',
    });
  });
  it('says "all" when every job is within, and nothing without jobs', () => {
    const close = jobs.slice(0, 3);
    expect(withinClaim(close)?.sentence).toBe(
      'Our instant quotes have been within 4 % on all 3 of your verified jobs.',
    );
    expect(withinClaim([])).toBeNull();
  });
});

describe('suggestCorrection', () => {
  it('suggests the median verified/measured ratio from ten jobs on', () => {
    // ratios sorted: …, 1000/960, 1000/950, … → median (1.0417 + 1.0526) / 2 → +5 %.
    expect(suggestCorrection(jobs)).toEqual({
      percent: 5,
      sentence: 'Your lawns measure 5 % larger on site: apply +5 % to new measurements?',
    });
    expect(suggestCorrection(jobs.slice(0, 9))).toBeNull();
  });
  it('suggests nothing when the measurements are already within 1 %', () => {
    const exact = jobs.map((job) => ({ ...job, measuredSqFt: job.verifiedSqFt }));
    expect(suggestCorrection(exact)).toBeNull();
  });
  it('says smaller, with a minus sign, when lawns measure high', () => {
    const high = jobs.map((job) => ({ ...job, measuredSqFt: 1250 }));
    expect(suggestCorrection(high)?.sentence).toBe(
      'Your lawns measure 20 % smaller on site: apply \u221220 % to new measurements?',
    );
  });
  it('applies a correction to a measurement', () => {
    expect(correctedSqFt(1000, 6)).toBeCloseTo(1060, 9);
    expect(correctedSqFt(1000, -4)).toBeCloseTo(960, 9);
  });
});

describe('checkConfidence', () => {
  it('finds low-confidence jobs less accurate on the seeded set', () => {
    // low |errors| 12 15 20 → 15; medium and high 2 1 4 6 3 8 → 3.5.
    expect(checkConfidence(jobs)).toEqual({
      lowIsLessAccurate: true,
      sentence:
        'The confidence holds: low-confidence quotes were the less accurate ones on your jobs (median error 15.0 % against 3.5 %).',
    });
  });
  it('says so when the confidence did not hold', () => {
    const flipped = jobs.map((job) => ({
      ...job,
      confidence: job.confidence === null ? null : 1.3 - job.confidence,
    }));
    expect(checkConfidence(flipped).lowIsLessAccurate).toBe(false);
  });
  it('waits for enough jobs on both sides', () => {
    expect(checkConfidence(jobs.slice(0, 3)).lowIsLessAccurate).toBeNull();
  });
});

describe('tolerance and bands', () => {
  it('offers re-pricing only beyond the tolerance', () => {
    expect(isBeyondTolerance(1000, 1100, 10)).toBe(false);
    expect(isBeyondTolerance(1000, 1101, 10)).toBe(true);
    expect(isBeyondTolerance(1000, 899, 10)).toBe(true);
  });
  it('bands confidence at 60 % and 80 %', () => {
    expect([0.59, 0.6, 0.79, 0.8, null].map(confidenceBandOf)).toEqual([
      'low',
      'medium',
      'medium',
      'high',
      'unknown',
    ]);
  });
});
