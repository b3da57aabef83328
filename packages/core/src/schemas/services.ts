import { z } from 'zod';
import { DEFAULT_PRICE_BASIS, FREQUENCY_VALUES, PRICE_BASES, type PriceBasis } from '../enums.ts';
import { frequencyLabel } from '../frequencies.ts';
import { basisMaxRate, basisRateTooLargeMessage, basisTierUnit } from '../priceBasis.ts';
import { seasonSchema } from './season.ts';
import { idSchema, optionalText, requiredText } from './fields.ts';

export const SERVICE_MESSAGES = {
  nameRequired: 'Service name is required',
  frequencyRequired: 'Please choose a frequency',
  priceAboveZero: 'Price per sq ft must be greater than 0',
  minimumNotNegative: 'Minimum price cannot be negative',
  priceTooPrecise:
    'Price per sq ft can have at most 6 decimal places: the smallest price is $0.000001',
  minimumTooPrecise: 'Minimum price can have at most 2 decimal places (whole cents)',
  tierStartAboveZero: 'A volume tier must start above 0 sq ft',
  tierStartTooLarge: 'A volume tier must start at 100,000,000 sq ft or less',
  tierStartWhole: 'A volume tier must start at a whole number of sq ft',
  tierShareRange: "A volume tier's share of the price must be above 0 % and at most 100 %",
  tierShareTooPrecise: "A volume tier's share of the price can have at most 2 decimal places",
  tiersAscending: 'Each volume tier must start at a larger area than the one before it',
  tooManyTiers: 'A price has at most 8 volume tiers',
  tiersNotAList: 'Volume tiers must be a list of tiers, each with where it starts and its share',
} as const;

/** Prices per sq ft are stored as numeric(12,6), minimum prices in whole cents. */
export const PRICE_PER_SQ_FT_DECIMALS = 6;
export const MINIMUM_PRICE_DECIMALS = 2;

/**
 * True when the number has no more than `places` decimals, so it is stored as it was typed
 * (0.0000004 would be stored as 0). Binary fractions are forgiven: 0.0045 × 10⁶ is not exactly
 * 4500 in floating point, yet 0.0045 is stored exactly.
 */
export function hasAtMostDecimals(value: number, places: number): boolean {
  const scaled = value * 10 ** places;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6 * Math.max(1, Math.abs(scaled));
}

export const MAX_VOLUME_TIERS = 8;
/** A lot of 100 million sq ft (2,300 acres) is far beyond any lawn. */
export const MAX_TIER_START_SQ_FT = 100_000_000;

/** One volume tier (core volumeRate.ts): from which area, and what share of the price. */
export const volumeTierSchema = z.object({
  fromSqFt: z
    .number({ error: SERVICE_MESSAGES.tierStartAboveZero })
    .int(SERVICE_MESSAGES.tierStartWhole)
    .gt(0, SERVICE_MESSAGES.tierStartAboveZero)
    .max(MAX_TIER_START_SQ_FT, SERVICE_MESSAGES.tierStartTooLarge),
  percentOfRate: z
    .number({ error: SERVICE_MESSAGES.tierShareRange })
    .gt(0, SERVICE_MESSAGES.tierShareRange)
    .max(100, SERVICE_MESSAGES.tierShareRange)
    .refine((percent) => hasAtMostDecimals(percent, 2), SERVICE_MESSAGES.tierShareTooPrecise),
});

/** A price's tiers: at most 8, each starting above the one before (graduated pricing needs it). */
export const volumeTiersSchema = z
  .array(volumeTierSchema, { error: SERVICE_MESSAGES.tiersNotAList })
  .max(MAX_VOLUME_TIERS, SERVICE_MESSAGES.tooManyTiers)
  .superRefine((tiers, ctx) => {
    tiers.forEach((tier, index) => {
      const previous = tiers[index - 1];
      if (previous && tier.fromSqFt <= previous.fromSqFt)
        ctx.addIssue({ code: 'custom', path: [index], message: SERVICE_MESSAGES.tiersAscending });
    });
  });

/**
 * A tier message in the unit the price's tiers count ('must start above 0 ft' for a price per
 * foot of edge), where the tier schema speaks of sq ft.
 */
export function tierMessageIn(message: string, basis: PriceBasis): string {
  const unit = basisTierUnit(basis);
  return unit === 'sq ft'
    ? message
    : message.replace(/ sq ft\b/g, ` ${unit}`).replace('a larger area', 'a larger number');
}

export const frequencySchema = z.enum(FREQUENCY_VALUES, {
  error: SERVICE_MESSAGES.frequencyRequired,
});

/** What a price is charged on (core priceBasis.ts); absent means lawn area. */
export const priceBasisSchema = z.enum(PRICE_BASES, {
  error: `Price basis must be one of: ${PRICE_BASES.join(', ')}`,
});

/** Positions are stored as PostgreSQL integers, so they stay below 2^31. */
export const SORT_ORDER_MAX = 2_147_483_647;
const sortOrderInput = z
  .number()
  .int()
  .min(0)
  .max(SORT_ORDER_MAX, 'Sort order must be at most 2,147,483,647')
  .default(0);

export const serviceFrequencySchema = z.object({
  id: idSchema,
  frequency: frequencySchema,
  pricePerSqFt: z.number(),
  minimumPrice: z.number().nullable().optional(),
  isActive: z.boolean(),
  sortOrder: z.number().int(),
  /** None: every sq ft at pricePerSqFt (prices stored before tiers existed). */
  volumeTiers: z.array(volumeTierSchema).optional(),
  /**
   * What pricePerSqFt is charged on: then it is the price per unit of the basis (per sq ft of
   * beds or paving, per ft of edge, per tree, per visit). Absent means lawn area.
   */
  basis: priceBasisSchema.optional(),
});
export type ServiceFrequency = z.infer<typeof serviceFrequencySchema>;

export const serviceSchema = z.object({
  id: idSchema,
  name: z.string(),
  description: z.string().nullable().optional(),
  isActive: z.boolean(),
  sortOrder: z.number().int(),
  isDefault: z.boolean(),
  frequencies: z.array(serviceFrequencySchema),
  /** When the service is offered each year (core season.ts); null or absent: all year. */
  season: seasonSchema.nullable().optional(),
});
export type Service = z.infer<typeof serviceSchema>;

export const serviceInputSchema = z.object({
  name: requiredText(SERVICE_MESSAGES.nameRequired).max(
    100,
    'Service name must be at most 100 characters',
  ),
  description: optionalText(2000, 'Description must be at most 2,000 characters'),
  isActive: z.boolean().default(true),
  sortOrder: sortOrderInput,
  /**
   * When the service is offered each year; null for all year. Left out, a service keeps the
   * season it has and a new one is offered all year.
   */
  season: seasonSchema.nullable().optional(),
});
export type ServiceInput = z.infer<typeof serviceInputSchema>;

export const frequencyInputSchema = z
  .object({
    frequency: frequencySchema,
    pricePerSqFt: z
      .number({ error: SERVICE_MESSAGES.priceAboveZero })
      .gt(0, SERVICE_MESSAGES.priceAboveZero)
      .refine((price) => hasAtMostDecimals(price, PRICE_PER_SQ_FT_DECIMALS), {
        message: SERVICE_MESSAGES.priceTooPrecise,
        abort: true,
      }),
    minimumPrice: z
      .number()
      .min(0, SERVICE_MESSAGES.minimumNotNegative)
      .max(1_000_000, 'Minimum price is too large')
      .refine((price) => hasAtMostDecimals(price, MINIMUM_PRICE_DECIMALS), {
        message: SERVICE_MESSAGES.minimumTooPrecise,
      })
      .nullish()
      .transform((value) => value ?? null),
    isActive: z.boolean().default(true),
    sortOrder: sortOrderInput,
    /**
     * The price's volume tiers; [] for none. Left out, a price the service already has keeps
     * its tiers and a new one has none. Checked below, in the unit of the price's basis.
     */
    volumeTiers: z.unknown().optional(),
    /**
     * What the price is charged on; pricePerSqFt is then the price per unit of it. Left out, a
     * price the service already has keeps its basis and a new one is charged on the lawn area.
     */
    basis: priceBasisSchema.optional(),
  })
  .transform(({ volumeTiers, ...input }, ctx) => {
    const basis = input.basis ?? DEFAULT_PRICE_BASIS;
    // The ceiling depends on what the price is per: $1,000 a sq ft is a typo, a visit may
    // cost more. Every ceiling fits the stored numeric(12,6).
    if (input.pricePerSqFt > basisMaxRate(basis)) {
      ctx.addIssue({
        code: 'custom',
        path: ['pricePerSqFt'],
        message: basisRateTooLargeMessage(basis),
      });
    }
    const tiers = volumeTiersSchema.optional().safeParse(volumeTiers);
    for (const issue of tiers.error?.issues ?? []) {
      ctx.addIssue({
        code: 'custom',
        path: ['volumeTiers', ...issue.path],
        message: tierMessageIn(issue.message, basis),
      });
    }
    if (!tiers.success) return z.NEVER;
    // Left out stays left out: the service keeps the tiers it has.
    return { ...input, ...(tiers.data === undefined ? {} : { volumeTiers: tiers.data }) };
  });
export type FrequencyInput = z.infer<typeof frequencyInputSchema>;

/** SPEC §8 'Duplicate Frequency': 'A {label} frequency already exists for this service.' */
export function duplicateFrequencyMessage(frequency: string): string {
  return `A ${frequencyLabel(frequency)} frequency already exists for this service.`;
}

/** Names one entry of a frequency list in an error: its label when it has a known frequency. */
function frequencyEntryName(entry: unknown, index: number): string {
  const parsed = frequencySchema.safeParse(
    entry !== null && typeof entry === 'object' && 'frequency' in entry ? entry.frequency : null,
  );
  return parsed.success ? frequencyLabel(parsed.data) : `Pricing option ${index + 1}`;
}

/**
 * A service's whole list of frequency prices, as one replacement. Each refused entry names
 * its frequency ("Weekly: Price per sq ft is too large"), and a frequency appears at most once.
 */
export const frequencyListInputSchema = z
  .array(z.unknown(), { error: 'Frequencies must be a list' })
  .max(FREQUENCY_VALUES.length, `A service has at most ${FREQUENCY_VALUES.length} frequencies`)
  .transform((entries, ctx) => {
    const parsed: FrequencyInput[] = [];
    entries.forEach((entry, index) => {
      const result = frequencyInputSchema.safeParse(entry);
      if (!result.success) {
        const reason = result.error.issues[0]?.message ?? 'Not a valid price';
        ctx.addIssue({
          code: 'custom',
          path: [index],
          message: `${frequencyEntryName(entry, index)}: ${reason}`,
        });
        return;
      }
      if (parsed.some((other) => other.frequency === result.data.frequency)) {
        ctx.addIssue({
          code: 'custom',
          path: [index],
          message: duplicateFrequencyMessage(result.data.frequency),
        });
        return;
      }
      parsed.push(result.data);
    });
    return parsed;
  });

/**
 * A service with, optionally, its whole frequency list (POST and PUT /api/services): with
 * `frequencies` the server replaces the service and its prices in one transaction, so a
 * refused entry leaves everything as it was; without it only the service's own fields change.
 */
export const serviceWithFrequenciesInputSchema = serviceInputSchema.extend({
  frequencies: frequencyListInputSchema.optional(),
});
export type ServiceWithFrequenciesInput = z.infer<typeof serviceWithFrequenciesInputSchema>;

export const servicesListResponseSchema = z.object({ services: z.array(serviceSchema) });
export const serviceResponseSchema = z.object({ service: serviceSchema });
export const frequenciesListResponseSchema = z.object({
  frequencies: z.array(serviceFrequencySchema),
});
export const frequencyResponseSchema = z.object({ frequency: serviceFrequencySchema });

/** Below this confidence (0–1) a quote's price is confirmed after a review. */
export const DEFAULT_REVIEW_THRESHOLD = 0.6;
const REVIEW_THRESHOLD_MESSAGE = 'Review threshold must be a number from 0 to 1';

/** `GET` / `PUT /api/review-settings`. */
export const reviewSettingsSchema = z.object({
  reviewThreshold: z
    .number({ error: REVIEW_THRESHOLD_MESSAGE })
    .min(0, REVIEW_THRESHOLD_MESSAGE)
    .max(1, REVIEW_THRESHOLD_MESSAGE),
});
export type ReviewSettings = z.infer<typeof reviewSettingsSchema>;
