import type { Frequency, PriceBasis, QuoteKind, QuoteStatus } from '@yardstick/core/enums';
import type { ReviewMeasure } from '@yardstick/core/priceReview';
import type { LawnGeometry } from '@yardstick/core/schemas/lawnGeometry';
import type { AdjustmentHistoryEntry } from '@yardstick/core/schemas/quotes';
import type { VolumeTier } from '@yardstick/core/volumeRate';
import { desc, sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, primaryId, updatedAt } from './columns.ts';
import { propertyAnalyses } from './analyses.ts';
import { ownerIdColumn } from './owners.ts';
import { services } from './services.ts';

export const acceptedQuotes = pgTable(
  'accepted_quotes',
  {
    id: primaryId(),
    ownerId: ownerIdColumn(),
    propertyAnalysisId: uuid('property_analysis_id').references(() => propertyAnalyses.id, {
      onDelete: 'set null',
    }),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    customerPhone: text('customer_phone'),
    /** The address as the analysis matched it (geocoded and normalised). */
    customerAddress: text('customer_address').notNull(),
    /** What the homeowner typed, when it differs from the matched address; null otherwise. */
    typedAddress: text('typed_address'),
    status: text('status').$type<QuoteStatus>().notNull().default('pending'),
    /** `callback`: a call-back request from a storefront or widget; no analysis and no price. */
    kind: text('kind').$type<QuoteKind>().notNull().default('quote'),
    /** The homeowner's message with a call-back request. */
    message: text('message'),
    /** Accepted on the public landing demo: shown as a demo, announced to nobody. */
    demo: boolean('demo').notNull().default(false),
    notes: text('notes'),
    totalCents: integer('total_cents').notNull(),
    /** The lawn the quote is priced on: the adjusted one when the lawn was adjusted on the map. */
    mowableAcres: doublePrecision('mowable_acres').notNull(),
    /** The lawn as the analysis measured it, kept beside the priced one. */
    measuredMowableAcres: doublePrecision('measured_mowable_acres').notNull(),
    /** The homeowner adjusted the measured lawn on the map before accepting. */
    adjustedByCustomer: boolean('adjusted_by_customer').notNull().default(false),
    /** The adjusted lawn (GeoJSON Polygon or MultiPolygon, lon/lat); null when not adjusted. */
    lawnGeometry: jsonb('lawn_geometry').$type<LawnGeometry>(),
    /** The beds as the owner edited them on the map (lon/lat) and their area; null when not edited. */
    bedGeometry: jsonb('bed_geometry').$type<LawnGeometry>(),
    bedSqFt: doublePrecision('bed_sq_ft'),
    /** The paving to clear as the owner edited it on the map and its area; null when not edited. */
    pavingGeometry: jsonb('paving_geometry').$type<LawnGeometry>(),
    pavingSqFt: doublePrecision('paving_sq_ft'),
    /** The figures before each of the owner's measurement adjustments, newest first (a few). */
    adjustmentHistory: jsonb('adjustment_history')
      .$type<AdjustmentHistoryEntry[]>()
      .notNull()
      .default([]),
    /** The measurement's confidence (0–1) when the quote was accepted; null for older quotes. */
    measurementConfidence: doublePrecision('measurement_confidence'),
    /** Accepted below the owner's review threshold: the owner confirms the price first. */
    reviewRequired: boolean('review_required').notNull().default(false),
    /** The unsure measures under its lines, with their confidence; null on older quotes. */
    reviewMeasures: jsonb('review_measures').$type<ReviewMeasure[]>(),
    /** The area the crew found on site, sq ft; null until the owner records it. */
    verifiedSqFt: doublePrecision('verified_sq_ft'),
    /** The lawn as mowed (lon/lat), when the verified area was drawn on the map. */
    verifiedLawnGeometry: jsonb('verified_lawn_geometry').$type<LawnGeometry>(),
    /** The day the crew measured (YYYY-MM-DD). */
    verifiedOn: date('verified_on', { mode: 'string' }),
    verifiedNote: text('verified_note'),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    /** The owner's correction (whole per cent) the measurement was priced with; null when none. */
    measurementCorrectionPercent: integer('measurement_correction_percent'),
    /** A resubmitted acceptance with the same key returns the first quote. */
    idempotencyKey: text('idempotency_key'),
    /** Hidden from the owner's default list since then; null while the quote is current. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    unique('accepted_quotes_owner_idempotency_unique').on(table.ownerId, table.idempotencyKey),
    index('accepted_quotes_owner_created_idx').on(table.ownerId, desc(table.createdAt)),
  ],
);

export const acceptedQuoteServices = pgTable(
  'accepted_quote_services',
  {
    id: primaryId(),
    ownerId: ownerIdColumn(),
    quoteId: uuid('quote_id')
      .notNull()
      .references(() => acceptedQuotes.id, { onDelete: 'cascade' }),
    serviceId: uuid('service_id').references(() => services.id, { onDelete: 'set null' }),
    serviceName: text('service_name').notNull(),
    areaSqFt: doublePrecision('area_sq_ft').notNull(),
    pricePerSqFt: numeric('price_per_sq_ft', { precision: 12, scale: 6 }).notNull(),
    frequency: text('frequency').$type<Frequency>(),
    /** The volume tiers the computed price was made with; [] for lines priced without them. */
    volumeTiers: jsonb('volume_tiers').$type<VolumeTier[]>().notNull().default([]),
    /** What the line was priced on; lines accepted before bases existed were on the lawn. */
    basis: text('basis').$type<PriceBasis>().notNull().default('lawn-area'),
    /**
     * Units of the basis priced (sq ft, ft, trees, 1 visit); price_per_sq_ft is per unit.
     * Lines accepted before bases existed were priced on their area_sq_ft.
     */
    quantity: doublePrecision('quantity').notNull(),
    /** The computed price: as the homeowner accepted it, or as re-priced when the owner adjusted the lawn. */
    totalCents: integer('total_cents').notNull(),
    /** The owner's own price for the line, kept beside the computed one, with the reason. */
    overrideCents: integer('override_cents'),
    overrideReason: text('override_reason'),
    overriddenAt: timestamp('overridden_at', { withTimezone: true }),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [
    index('accepted_quote_services_quote_idx').on(table.quoteId),
    check(
      'accepted_quote_services_override_has_reason',
      sql`(${table.overrideCents} is null) = (${table.overrideReason} is null)`,
    ),
  ],
);
