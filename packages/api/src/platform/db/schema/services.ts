import type { Frequency, PriceBasis } from '@yardstick/core/enums';
import type { Season } from '@yardstick/core/season';
import type { VolumeTier } from '@yardstick/core/volumeRate';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, primaryId, updatedAt } from './columns.ts';
import { ownerIdColumn } from './owners.ts';

export const services = pgTable(
  'services',
  {
    id: primaryId(),
    ownerId: ownerIdColumn(),
    name: text('name').notNull(),
    description: text('description'),
    isActive: boolean('is_active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    isDefault: boolean('is_default').notNull().default(false),
    /** When it is offered each year (core season.ts); null: all year. */
    season: jsonb('season').$type<Season>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('services_owner_idx').on(table.ownerId),
    uniqueIndex('services_one_default_per_owner')
      .on(table.ownerId)
      .where(sql`${table.isDefault}`),
  ],
);

export const serviceFrequencies = pgTable(
  'service_frequencies',
  {
    id: primaryId(),
    /** Repeated from the service so every owner query filters on one column. */
    ownerId: ownerIdColumn(),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    frequency: text('frequency').$type<Frequency>().notNull(),
    /** Dollars per sq ft; numeric keeps the six decimals exact (a string from the driver). */
    pricePerSqFt: numeric('price_per_sq_ft', { precision: 12, scale: 6 }).notNull(),
    minimumPriceCents: integer('minimum_price_cents'),
    isActive: boolean('is_active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    /** Graduated volume tiers (core volumeRate.ts); [] for prices stored before them. */
    volumeTiers: jsonb('volume_tiers').$type<VolumeTier[]>().notNull().default([]),
    /** What the price is charged on (core priceBasis.ts); price_per_sq_ft is per unit of it. */
    basis: text('basis').$type<PriceBasis>().notNull().default('lawn-area'),
    createdAt: createdAt(),
  },
  (table) => [
    unique('service_frequencies_service_frequency_unique').on(table.serviceId, table.frequency),
    index('service_frequencies_owner_idx').on(table.ownerId),
  ],
);
