/**
 * How accurate an owner's instant measurements are against the areas their crews verified
 * on site: the figures of the Accuracy page, the sentence an owner can quote, the correction
 * suggestion and the check of the confidence shown with every quote. Pure arithmetic.
 */

/** One accepted quote with a verified area. */
export interface VerifiedJob {
  quoteId: string;
  /** The raw measurement of the analysis, before any owner correction, sq ft. */
  measuredSqFt: number;
  verifiedSqFt: number;
  /** 0–1; null for quotes accepted before confidence was kept. */
  confidence: number | null;
  /** The imagery the measurement rests on ("demo", "naip", …); null when not known. */
  imagerySource: string | null;
}

export const CONFIDENCE_BANDS = [
  { id: 'low', label: 'Low (under 60 %)', below: 0.6 },
  { id: 'medium', label: 'Medium (60–80 %)', below: 0.8 },
  { id: 'high', label: 'High (80 % and over)', below: Infinity },
] as const;
export type ConfidenceBandId = (typeof CONFIDENCE_BANDS)[number]['id'] | 'unknown';

export function confidenceBandOf(confidence: number | null): ConfidenceBandId {
  if (confidence === null) return 'unknown';
  return CONFIDENCE_BANDS.find((band) => confidence < band.below)?.id ?? 'high';
}

export function confidenceBandLabel(band: ConfidenceBandId): string {
  return CONFIDENCE_BANDS.find((b) => b.id === band)?.label ?? 'Not recorded';
}

/** Signed error of the measurement in per cent of the verified area: positive = measured high. */
export function measurementErrorPercent(job: Pick<VerifiedJob, 'measuredSqFt' | 'verifiedSqFt'>) {
  return (100 * (job.measuredSqFt - job.verifiedSqFt)) / job.verifiedSqFt;
}

/** The middle value (the mean of the two middle ones for an even count). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return NaN;
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? NaN)
    : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2;
}

/** Nearest-rank percentile: the smallest value with at least p % of the values at or below it. */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1] ?? NaN;
}

export interface ErrorSummary {
  count: number;
  /** Median absolute error, per cent. */
  medianErrorPercent: number;
  /** 90th-percentile absolute error (nearest rank), per cent. */
  p90ErrorPercent: number;
  /** Mean signed error, per cent: positive when the measurement runs high. */
  biasPercent: number;
}

export function summarizeErrors(jobs: readonly VerifiedJob[]): ErrorSummary {
  const signed = jobs.map(measurementErrorPercent);
  const absolute = signed.map(Math.abs);
  return {
    count: jobs.length,
    medianErrorPercent: median(absolute),
    p90ErrorPercent: percentile(absolute, 90),
    biasPercent: signed.length ? signed.reduce((sum, e) => sum + e, 0) / signed.length : NaN,
  };
}

export interface GroupSummary extends ErrorSummary {
  key: string;
  label: string;
}

function groupBy(
  jobs: readonly VerifiedJob[],
  keyOf: (job: VerifiedJob) => string,
  order: readonly string[],
  labelOf: (key: string) => string,
): GroupSummary[] {
  const groups = new Map<string, VerifiedJob[]>();
  for (const job of jobs) groups.set(keyOf(job), [...(groups.get(keyOf(job)) ?? []), job]);
  const rank = (key: string) => (order.includes(key) ? order.indexOf(key) : order.length);
  return [...groups.entries()]
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
    .map(([key, members]) => ({ key, label: labelOf(key), ...summarizeErrors(members) }));
}

/** Fewer verified jobs than this and no correction is suggested. */
export const CORRECTION_MIN_JOBS = 10;
/** A suggested correction smaller than this (whole per cent) is not worth applying. */
const CORRECTION_MIN_PERCENT = 1;
export const CORRECTION_MAX_PERCENT = 50;

export interface CorrectionSuggestion {
  /** Whole per cent to apply to new measurements: +6 makes 1,000 sq ft 1,060. */
  percent: number;
  sentence: string;
}

/**
 * The factor that brings the median measurement to the verified area, in whole per cent;
 * null below CORRECTION_MIN_JOBS or when the measurements are already within 1 %.
 */
export function suggestCorrection(jobs: readonly VerifiedJob[]): CorrectionSuggestion | null {
  if (jobs.length < CORRECTION_MIN_JOBS) return null;
  const ratio = median(jobs.map((job) => job.verifiedSqFt / job.measuredSqFt));
  const raw = Math.round(100 * (ratio - 1));
  const percent = Math.max(-CORRECTION_MAX_PERCENT, Math.min(CORRECTION_MAX_PERCENT, raw));
  if (Math.abs(percent) < CORRECTION_MIN_PERCENT) return null;
  const larger = percent > 0;
  return {
    percent,
    sentence: `Your lawns measure ${Math.abs(percent)} % ${larger ? 'larger' : 'smaller'} on site: apply ${formatSignedPercent(percent)} to new measurements?`,
  };
}

/** "+6 %", "−4 %" (a real minus sign), "0 %". */
export function formatSignedPercent(percent: number): string {
  if (percent > 0) return `+${percent} %`;
  if (percent < 0) return `\u2212${-percent} %`;
  return '0 %';
}

/** A measurement with the owner's correction applied. */
export function correctedSqFt(measuredSqFt: number, correctionPercent: number): number {
  return measuredSqFt * (1 + correctionPercent / 100);
}

export interface WithinClaim {
  /** Whole per cent: the 90th-percentile error rounded up. */
  withinPercent: number;
  jobsWithin: number;
  jobs: number;
  sentence: string;
}

/**
 * What the owner can tell a customer, computed: "our instant quotes have been within 4 % on
 * 37 of your 41 verified jobs". The bound is the 90th-percentile error rounded up to a whole
 * per cent, and the jobs counted are those whose error is at most that bound.
 */
export function withinClaim(jobs: readonly VerifiedJob[]): WithinClaim | null {
  if (jobs.length === 0) return null;
  const errors = jobs.map((job) => Math.abs(measurementErrorPercent(job)));
  // Rounding first keeps a 4.0000001 % p90 from reading as "within 5 %".
  const withinPercent = Math.max(1, Math.ceil(Number(percentile(errors, 90).toFixed(6))));
  const jobsWithin = errors.filter((e) => e <= withinPercent).length;
  const on =
    jobs.length === 1
      ? 'your 1 verified job'
      : jobsWithin === jobs.length
        ? `all ${jobs.length} of your verified jobs`
        : `${jobsWithin} of your ${jobs.length} verified jobs`;
  return {
    withinPercent,
    jobsWithin,
    jobs: jobs.length,
    sentence: `Our instant quotes have been within ${withinPercent} % on ${on}.`,
  };
}

/** At least this many verified jobs in the low band and in the bands above it to judge the confidence. */
export const CONFIDENCE_CHECK_MIN_JOBS = 2;

export interface ConfidenceCheck {
  /** null when there are too few jobs on one side to tell. */
  lowIsLessAccurate: boolean | null;
  sentence: string;
}

/**
 * Are low-confidence quotes in fact the less accurate ones? Compares the median error of
 * low-confidence jobs with that of medium- and high-confidence jobs.
 */
export function checkConfidence(jobs: readonly VerifiedJob[]): ConfidenceCheck {
  const low = jobs.filter((job) => confidenceBandOf(job.confidence) === 'low');
  const rest = jobs.filter((job) => ['medium', 'high'].includes(confidenceBandOf(job.confidence)));
  if (low.length < CONFIDENCE_CHECK_MIN_JOBS || rest.length < CONFIDENCE_CHECK_MIN_JOBS)
    return {
      lowIsLessAccurate: null,
      sentence: `Not enough verified jobs yet to check the confidence: it takes at least ${CONFIDENCE_CHECK_MIN_JOBS} low-confidence and ${CONFIDENCE_CHECK_MIN_JOBS} medium- or high-confidence jobs (you have ${low.length} and ${rest.length}).`,
    };
  const lowError = summarizeErrors(low).medianErrorPercent;
  const restError = summarizeErrors(rest).medianErrorPercent;
  const figures = `median error ${formatPercent(lowError)} against ${formatPercent(restError)}`;
  return lowError > restError
    ? {
        lowIsLessAccurate: true,
        sentence: `The confidence holds: low-confidence quotes were the less accurate ones on your jobs (${figures}).`,
      }
    : {
        lowIsLessAccurate: false,
        sentence: `The confidence did not hold on your jobs: low-confidence quotes were no less accurate than the others (${figures}).`,
      };
}

/** One decimal, "4.2 %". */
export function formatPercent(percent: number): string {
  return `${(Math.round(percent * 10) / 10).toFixed(1)} %`;
}

export interface AccuracyReport {
  overall: ErrorSummary;
  byConfidence: GroupSummary[];
  byImagerySource: GroupSummary[];
  claim: WithinClaim | null;
  confidenceCheck: ConfidenceCheck;
  suggestion: CorrectionSuggestion | null;
  points: {
    quoteId: string;
    measuredSqFt: number;
    verifiedSqFt: number;
    errorPercent: number;
    band: ConfidenceBandId;
    imagerySource: string | null;
  }[];
}

export function accuracyReport(jobs: readonly VerifiedJob[]): AccuracyReport {
  const bandOrder = [...CONFIDENCE_BANDS.map((band) => band.id), 'unknown'];
  return {
    overall: summarizeErrors(jobs),
    byConfidence: groupBy(
      jobs,
      (job) => confidenceBandOf(job.confidence),
      bandOrder,
      (key) => confidenceBandLabel(key as ConfidenceBandId),
    ),
    byImagerySource: groupBy(
      jobs,
      (job) => job.imagerySource ?? 'unknown',
      [],
      (key) => (key === 'unknown' ? 'Not recorded' : key),
    ),
    claim: withinClaim(jobs),
    confidenceCheck: checkConfidence(jobs),
    suggestion: suggestCorrection(jobs),
    points: jobs.map((job) => ({
      quoteId: job.quoteId,
      measuredSqFt: job.measuredSqFt,
      verifiedSqFt: job.verifiedSqFt,
      errorPercent: measurementErrorPercent(job),
      band: confidenceBandOf(job.confidence),
      imagerySource: job.imagerySource,
    })),
  };
}

/** Default share the verified area may differ from the priced one before re-pricing is offered. */
export const DEFAULT_VERIFIED_TOLERANCE_PERCENT = 10;

/** How far the verified lawn is from the priced one, in per cent of the priced area. */
export function verifiedDifferencePercent(pricedSqFt: number, verifiedSqFt: number): number {
  return pricedSqFt > 0 ? (100 * (verifiedSqFt - pricedSqFt)) / pricedSqFt : Infinity;
}

export function isBeyondTolerance(
  pricedSqFt: number,
  verifiedSqFt: number,
  tolerancePercent: number,
): boolean {
  return Math.abs(verifiedDifferencePercent(pricedSqFt, verifiedSqFt)) > tolerancePercent;
}
