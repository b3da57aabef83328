import { boolean, index, pgTable, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, primaryId } from './columns.ts';
import { propertyAnalyses } from './analyses.ts';
import { ownerIdColumn } from './owners.ts';

/** One row per counted estimate (a successful analysis). */
export const estimateUsage = pgTable(
  'estimate_usage',
  {
    id: primaryId(),
    ownerId: ownerIdColumn(),
    propertyAnalysisId: uuid('property_analysis_id').references(() => propertyAnalyses.id, {
      onDelete: 'set null',
    }),
    /** Start of the usage period the estimate counts against (trial or billing period). */
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    /** True when the estimate came from the trial's allowance. */
    isTrial: boolean('is_trial').notNull().default(false),
    /** True when it is billed per estimate (pay-as-you-go, or beyond a plan's included ones). */
    isBilled: boolean('is_billed').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    // An analysis counts once, however often it is recorded.
    unique('estimate_usage_analysis_unique').on(table.propertyAnalysisId),
    index('estimate_usage_owner_created_idx').on(table.ownerId, table.createdAt),
  ],
);
