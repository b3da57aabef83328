import { z } from 'zod';
import { lawnGeometrySchema } from './lawnGeometry.ts';

export const VERIFIED_AREA_MESSAGES = {
  areaRequired: 'Please enter the area your crew found on site, in square feet',
  areaPositive: 'The verified area must be more than 0 sq ft',
  areaTooLarge: 'The verified area must be at most 10,000,000 sq ft',
  areaOrLawn: 'Send the verified area in sq ft or the lawn as mowed, not both',
  dateRequired: 'Please give the date the crew measured (YYYY-MM-DD)',
  dateInFuture: 'The date the crew measured cannot be in the future',
  noteTooLong: 'The note must be 500 characters or fewer',
  notAccepted: 'Record a verified area on an accepted quote only',
  notVerified: 'This quote has no verified area yet',
  withinTolerance:
    'The verified area is within your tolerance of the priced one, so the quote is not re-priced',
  totalsChanged:
    'The figures changed since the offer was shown. Please look at the new totals and confirm again.',
  toleranceInvalid: 'The tolerance must be a whole number of per cent from 1 to 100',
  noSuggestion: 'There is no correction to apply: it takes 10 verified jobs that show one',
} as const;

const M = VERIFIED_AREA_MESSAGES;

/** The largest verified area accepted: far beyond any lot a lawn crew mows. */
export const VERIFIED_AREA_MAX_SQ_FT = 10_000_000;

/**
 * PUT /api/accepted-quotes/{id}/verified-area: what the crew found on site, as a number
 * (`verifiedSqFt`) or as the lawn as mowed drawn on the map (`lawnGeometry`; its geodesic area
 * is the verified area). The date is a calendar day; the server refuses one after today.
 */
export const recordVerifiedAreaRequestSchema = z
  .object({
    verifiedSqFt: z
      .number({ error: M.areaRequired })
      .positive(M.areaPositive)
      .max(VERIFIED_AREA_MAX_SQ_FT, M.areaTooLarge)
      .optional(),
    lawnGeometry: lawnGeometrySchema.optional(),
    verifiedOn: z.iso.date({ error: M.dateRequired }),
    note: z
      .string()
      .trim()
      .max(500, M.noteTooLong)
      .nullish()
      .transform((note) => (note ? note : null)),
  })
  .refine((body) => (body.verifiedSqFt === undefined) !== (body.lawnGeometry === undefined), {
    message: M.areaRequired,
    path: ['verifiedSqFt'],
  });
export type RecordVerifiedAreaRequest = z.infer<typeof recordVerifiedAreaRequestSchema>;

/** What a quote shows of the area its crew verified. */
export const verifiedAreaSchema = z.object({
  sqFt: z.number(),
  verifiedOn: z.string(),
  note: z.string().nullable(),
  recordedAt: z.string(),
  /** Drawn on the map as mowed, rather than typed as a number. */
  asMowed: z.boolean(),
  /** The lawn as mowed, when it was drawn: where the editor reopens to change it. */
  lawnGeometry: lawnGeometrySchema.nullable(),
});
export type VerifiedArea = z.infer<typeof verifiedAreaSchema>;

/** One line of the re-pricing offer: what it costs now and what it would cost. */
export const repriceLineSchema = z.object({
  id: z.string(),
  serviceName: z.string(),
  frequency: z.string().nullable(),
  currentTotal: z.number(),
  newTotal: z.number(),
  /** One-time services and lines with the owner's own price keep their price. */
  repriced: z.boolean(),
});

/** GET /api/accepted-quotes/{id}/verified-reprice: the offer, before anything changes. */
export const repriceOfferSchema = z.object({
  pricedSqFt: z.number(),
  verifiedSqFt: z.number(),
  /** Verified against priced, per cent of the priced area. */
  differencePercent: z.number(),
  tolerancePercent: z.number(),
  beyondTolerance: z.boolean(),
  currentTotal: z.number(),
  newTotal: z.number(),
  lines: z.array(repriceLineSchema),
});
export type RepriceOffer = z.infer<typeof repriceOfferSchema>;

/** The answer of GET /api/accepted-quotes/{id}/verified-reprice. */
export const repriceOfferResponseSchema = z.object({ offer: repriceOfferSchema });

/** POST /api/accepted-quotes/{id}/verified-reprice: the new total the owner saw and confirms. */
export const confirmRepriceRequestSchema = z.object({
  expectedNewTotal: z.number({ error: M.totalsChanged }),
});

export const accuracySettingsSchema = z.object({
  verifiedTolerancePercent: z.number(),
  shareVerifiedJobs: z.boolean(),
  /** The correction applied to new measurements; null when off. */
  measurementCorrectionPercent: z.number().nullable(),
});
export type AccuracySettings = z.infer<typeof accuracySettingsSchema>;

/**
 * PUT /api/accuracy-settings. `applyCorrection: true` opts in to the correction suggested
 * now (computed from the owner's verified jobs, never typed); false switches it off.
 */
export const updateAccuracySettingsRequestSchema = z.object({
  verifiedTolerancePercent: z
    .number({ error: M.toleranceInvalid })
    .int(M.toleranceInvalid)
    .min(1, M.toleranceInvalid)
    .max(100, M.toleranceInvalid)
    .optional(),
  shareVerifiedJobs: z.boolean().optional(),
  applyCorrection: z.boolean().optional(),
});
export type UpdateAccuracySettingsRequest = z.infer<typeof updateAccuracySettingsRequestSchema>;

const errorSummarySchema = z.object({
  count: z.number(),
  medianErrorPercent: z.number().nullable(),
  p90ErrorPercent: z.number().nullable(),
  biasPercent: z.number().nullable(),
});
const groupSummarySchema = errorSummarySchema.extend({ key: z.string(), label: z.string() });

/** GET /api/accuracy: the owner's measured accuracy against verified jobs. */
export const accuracyResponseSchema = z.object({
  overall: errorSummarySchema,
  byConfidence: z.array(groupSummarySchema),
  byImagerySource: z.array(groupSummarySchema),
  claim: z
    .object({
      withinPercent: z.number(),
      jobsWithin: z.number(),
      jobs: z.number(),
      sentence: z.string(),
    })
    .nullable(),
  confidenceCheck: z.object({ lowIsLessAccurate: z.boolean().nullable(), sentence: z.string() }),
  suggestion: z.object({ percent: z.number(), sentence: z.string() }).nullable(),
  points: z.array(
    z.object({
      quoteId: z.string(),
      customerName: z.string(),
      measuredSqFt: z.number(),
      verifiedSqFt: z.number(),
      errorPercent: z.number(),
      band: z.string(),
      imagerySource: z.string().nullable(),
    }),
  ),
  settings: accuracySettingsSchema,
});
export type AccuracyResponse = z.infer<typeof accuracyResponseSchema>;
