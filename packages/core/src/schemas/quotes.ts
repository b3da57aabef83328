import { z } from 'zod';
import { CADENCES } from '../cadence.ts';
import { MAP_LAYERS, QUOTE_KINDS, QUOTE_STATUSES } from '../enums.ts';
import { inLayerWords } from '../mapLayers.ts';
import { analysisServiceLineSchema, outOfSeasonSchema } from './analysis.ts';
import { frequencySchema, priceBasisSchema, volumeTierSchema } from './services.ts';
import { emailField, idSchema, optionalText, requiredText } from './fields.ts';
import { lawnGeometrySchema } from './lawnGeometry.ts';
import { verifiedAreaSchema } from './verifiedArea.ts';

export const QUOTE_MESSAGES = {
  nameRequired: 'Full name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  analysisRequired:
    'The property analysis for this quote is missing. Please analyze the property again.',
  servicesRequired: 'Please select at least one service.',
  notesTooLong: 'Notes must be 5,000 characters or fewer',
  statusInvalid: 'Status must be pending, contacted, scheduled or completed',
} as const;

const M = QUOTE_MESSAGES;

/** Sent in the body or as the Idempotency-Key header; the same rule for both. */
export const idempotencyKeySchema = z
  .string()
  .trim()
  .min(8, 'Idempotency key must be 8 to 100 characters')
  .max(100, 'Idempotency key must be 8 to 100 characters');

export const selectedServiceSchema = z.object({
  /** Lets the server find the owner's service; the name is kept for display. */
  serviceId: idSchema.optional(),
  serviceName: z.string().trim().min(1).max(100),
  pricePerSqFt: z.number().nonnegative(),
  areaSqFt: z.number().nonnegative(),
  totalCost: z.number().nonnegative(),
  selectedFrequency: frequencySchema.nullish(),
});
export type SelectedService = z.infer<typeof selectedServiceSchema>;

/**
 * SPEC §3 quote acceptance payload. The server prices the selection again from the stored
 * analysis and the owner's current prices; each selected line's `totalCost` is the price the
 * homeowner was shown, and a line that no longer costs that is refused with today's figures
 * (pricesChangedAnswerSchema) rather than stored at another price.
 */
export const acceptQuoteRequestSchema = z.object({
  propertyAnalysisId: z.string({ error: M.analysisRequired }).min(1, M.analysisRequired),
  customerName: requiredText(M.nameRequired).max(120, 'Full name must be at most 120 characters'),
  customerEmail: emailField(M.emailRequired, M.emailInvalid),
  customerPhone: optionalText(40, 'Phone must be at most 40 characters'),
  customerAddress: z.string().trim().max(300).optional(),
  totalCost: z.number().nonnegative().optional(),
  mowableArea: z.number().nonnegative().optional(),
  notes: optionalText(5000, M.notesTooLong),
  storefrontSubdomain: z.string().trim().toLowerCase().max(63).optional(),
  selectedServices: z.array(selectedServiceSchema).min(1, M.servicesRequired).max(50),
  /** A repeated submission with the same key returns the first quote instead of a second one. */
  idempotencyKey: idempotencyKeySchema.optional(),
  /**
   * The lawn as the homeowner adjusted it on the map (lon/lat). The server checks it against
   * the lot and prices its geodesic area; without it the measured lawn is priced.
   */
  lawnGeometry: lawnGeometrySchema.optional(),
});
export type AcceptQuoteRequest = z.infer<typeof acceptQuoteRequestSchema>;

/** The owner's own price for one line of an accepted quote, and why. */
export const priceOverrideSchema = z.object({
  totalCost: z.number(),
  reason: z.string(),
  overriddenAt: z.string(),
});
export type PriceOverride = z.infer<typeof priceOverrideSchema>;

/** How many earlier figures a quote keeps when the owner adjusts its measurement. */
export const ADJUSTMENT_HISTORY_LENGTH = 5;

/** What a quote stood at before the owner adjusted its lawn, beds or paving. */
export const adjustmentHistoryEntrySchema = z.object({
  /** Acres priced before the adjustment. */
  mowableArea: z.number(),
  /** The lines' sum; `totals` splits it by cadence (absent from entries written before it). */
  totalCost: z.number(),
  totals: z.array(z.object({ cadence: z.enum(CADENCES), amount: z.number() })).optional(),
  /** When these figures were replaced. */
  replacedAt: z.string(),
  /** The layer whose edit replaced them: absent for the lawn (and entries before layers). */
  layer: z.enum(MAP_LAYERS).optional(),
  /** The beds' or paving's sq ft priced before that layer's edit (mowableArea is the lawn's). */
  layerAreaSqFt: z.number().nonnegative().optional(),
});
export type AdjustmentHistoryEntry = z.infer<typeof adjustmentHistoryEntrySchema>;

export const acceptedQuoteServiceSchema = z.object({
  id: idSchema,
  serviceName: z.string(),
  areaSqFt: z.number(),
  pricePerSqFt: z.number(),
  frequency: frequencySchema.nullable().optional(),
  /** The volume tiers the line was priced with; none for lines priced without them. */
  volumeTiers: z.array(volumeTierSchema).optional(),
  /** What the line was priced on; absent: lawn area (pricePerSqFt is then per unit of it). */
  basis: priceBasisSchema.optional(),
  /** Units of the basis priced (sq ft, ft, trees, 1 visit); absent: areaSqFt. */
  quantity: z.number().nonnegative().optional(),
  /** What the line costs the customer: the owner's override when there is one, else the computed price. */
  totalCost: z.number(),
  /** The price computed from the measured area and the owner's prices when the quote was accepted. */
  computedTotalCost: z.number().optional(),
  priceOverride: priceOverrideSchema.nullable().optional(),
});
export type AcceptedQuoteService = z.infer<typeof acceptedQuoteServiceSchema>;

export const acceptedQuoteSchema = z.object({
  id: idSchema,
  /** `callback`: a homeowner asked to be called back; no analysis, services or price. */
  kind: z.enum(QUOTE_KINDS).default('quote'),
  /** What the homeowner wrote with a call-back request. */
  message: z.string().nullish(),
  /** Accepted on the public landing demo: nobody's customer, and no mail was sent for it. */
  demo: z.boolean().default(false),
  propertyAnalysisId: idSchema.nullable(),
  customerName: z.string(),
  customerEmail: z.string(),
  customerPhone: z.string().nullable().optional(),
  /** The address the lawn was measured at, as the analysis matched it. */
  customerAddress: z.string(),
  /** What the homeowner typed, when it differs from the matched address. */
  typedAddress: z.string().nullable(),
  /** When the owner archived it (hidden from the default list); null while current. */
  archivedAt: z.string().nullable(),
  createdAt: z.string(),
  status: z.string(),
  notes: z.string().nullable().optional(),
  /** Acres: the lawn the quote is priced on (the adjusted one when the lawn was adjusted). */
  mowableArea: z.number(),
  /** Acres: the lawn as the analysis measured it. */
  measuredMowableArea: z.number(),
  /** The homeowner adjusted the measured lawn on the map before accepting. */
  adjustedByCustomer: z.boolean().default(false),
  /** The figures before each of the owner's measurement adjustments, newest first. */
  adjustmentHistory: z.array(adjustmentHistoryEntrySchema).default([]),
  /** The lawn the quote is priced on when it was adjusted on the map (lon/lat); else null. */
  lawnGeometry: lawnGeometrySchema.nullable().default(null),
  /** The beds the quote is priced on when the owner edited them on the map (lon/lat); else null. */
  bedGeometry: lawnGeometrySchema.nullable().default(null),
  /** Their area in sq ft; null while the beds are priced as measured. */
  bedAreaSqFt: z.number().nonnegative().nullable().default(null),
  /** The paving to clear as the owner edited it on the map (lon/lat); else null. */
  pavingGeometry: lawnGeometrySchema.nullable().default(null),
  /** Its area in sq ft; null while the paving is priced as measured. */
  pavingAreaSqFt: z.number().nonnegative().nullable().default(null),
  totalCost: z.number(),
  services: z.array(acceptedQuoteServiceSchema),
  /** Accepted below the owner's review threshold: confirm the measurement before the price. */
  reviewRequired: z.boolean().default(false),
  /**
   * The measures under its lines that the engine was unsure of when it was accepted, with
   * their confidence (0–1); [] when none was, and on quotes accepted before they were kept.
   */
  reviewMeasures: z
    .array(z.object({ basis: priceBasisSchema, confidence: z.number().min(0).max(1) }))
    .default([]),
  /** 0–1 confidence of the measurement the price rests on; null for quotes before it was kept. */
  measurementConfidence: z.number().min(0).max(1).nullable().default(null),
  /** The area the owner's crew found on site; null until recorded. */
  verifiedArea: verifiedAreaSchema.nullish(),
  /** The owner's correction (whole per cent) the measurement was priced with; null when none. */
  measurementCorrectionPercent: z.number().nullish(),
});
export type AcceptedQuote = z.infer<typeof acceptedQuoteSchema>;

export const acceptQuoteResponseSchema = z.object({ acceptedQuote: acceptedQuoteSchema });

/**
 * POST /api/accept-quote's 409 when the owner's prices changed after the homeowner saw them:
 * nothing is stored; the sentence names the new figures and `services` is the offer at today's
 * prices, with the homeowner's choices kept, to show before accepting again.
 */
export const pricesChangedAnswerSchema = z.object({
  error: z.string(),
  services: z.array(analysisServiceLineSchema),
  /** The services out of season on the day of the acceptance, when a chosen one was. */
  outOfSeason: z.array(outOfSeasonSchema).optional(),
});
export type PricesChangedAnswer = z.infer<typeof pricesChangedAnswerSchema>;
export const acceptedQuotesListResponseSchema = z.object({
  acceptedQuotes: z.array(acceptedQuoteSchema),
});

export const updateAcceptedQuoteRequestSchema = z.object({
  status: z.enum(QUOTE_STATUSES, { error: M.statusInvalid }),
  notes: z
    .string()
    .max(5000, M.notesTooLong)
    .nullish()
    .transform((notes) => (notes?.trim() ? notes : null)),
});
export type UpdateAcceptedQuoteRequest = z.infer<typeof updateAcceptedQuoteRequestSchema>;

/**
 * PUT /api/accepted-quotes/{id}/measurement: the owner's edited lawn, beds or paving; the quote
 * is re-priced. The shapes are checked as a lawn is, and refused in the layer's own words ('A
 * bed outline crosses itself' while the beds are edited).
 */
export const adjustMeasurementRequestSchema = z
  .object({
    /**
     * The edited shapes of the layer (lon/lat): the lawn, the beds or the paving to clear.
     * Checked below, once the layer is known; a missing one is refused there too.
     */
    lawnGeometry: z.unknown().optional(),
    /** Which layer of the map was edited; the lawn when absent (as before layers existed). */
    layer: z
      .enum(MAP_LAYERS, { error: `layer must be one of: ${MAP_LAYERS.join(', ')}` })
      .default('lawn'),
  })
  .transform(({ lawnGeometry, layer }, ctx) => {
    const shapes = lawnGeometrySchema.safeParse(lawnGeometry);
    if (shapes.success) return { lawnGeometry: shapes.data, layer };
    for (const issue of shapes.error.issues) {
      ctx.addIssue({
        code: 'custom',
        path: ['lawnGeometry', ...issue.path],
        message: inLayerWords(issue.message, layer),
      });
    }
    return z.NEVER;
  });
export type AdjustMeasurementRequest = z.infer<typeof adjustMeasurementRequestSchema>;

export const PRICE_OVERRIDE_MESSAGES = {
  priceRequired: 'Please enter the new price in dollars',
  priceNotNegative: 'The price cannot be negative',
  priceTooLarge: 'The price must be at most $1,000,000',
  reasonRequired: 'Please say why the price changes (the reason is kept on the quote)',
  reasonTooLong: 'The reason must be 500 characters or fewer',
  lineNotFound: 'That service is not on this quote',
} as const;

/** PUT /api/accepted-quotes/{id}/services/{lineId}/price-override: the owner's price for one line. */
export const priceOverrideRequestSchema = z.object({
  totalCost: z
    .number({ error: PRICE_OVERRIDE_MESSAGES.priceRequired })
    .min(0, PRICE_OVERRIDE_MESSAGES.priceNotNegative)
    .max(1_000_000, PRICE_OVERRIDE_MESSAGES.priceTooLarge)
    // Money is whole cents; a fraction of a cent is rounded rather than refused.
    .transform((dollars) => Math.round(dollars * 100) / 100),
  reason: requiredText(PRICE_OVERRIDE_MESSAGES.reasonRequired).max(
    500,
    PRICE_OVERRIDE_MESSAGES.reasonTooLong,
  ),
});
export type PriceOverrideRequest = z.infer<typeof priceOverrideRequestSchema>;
