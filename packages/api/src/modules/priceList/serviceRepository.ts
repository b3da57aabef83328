import { DEFAULT_PRICE_BASIS, type PriceBasis } from '@yardstick/core/enums';
import type { FrequencyInput, ServiceInput } from '@yardstick/core/schemas/services';
import type { VolumeTier } from '@yardstick/core/volumeRate';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { insertedRow } from '../../platform/db/rows.ts';
import { isUuid } from '../../platform/db/ids.ts';
import { dollarsToCents, toDecimalText } from '../../platform/db/money.ts';
import { serviceFrequencies, services } from '../../platform/db/schema/index.ts';

export type ServiceRow = typeof services.$inferSelect;
export type FrequencyRow = typeof serviceFrequencies.$inferSelect;
export type ServiceWithFrequencies = ServiceRow & { frequencies: FrequencyRow[] };

export type NewService = ServiceInput & { isDefault?: boolean };

/** What a price sent without tiers or basis keeps of the one it replaces. */
interface KeptPricing {
  volumeTiers: VolumeTier[];
  basis: PriceBasis;
}

/** `kept`: the stored tiers and basis of the price this one replaces, kept when left out. */
function frequencyValues(
  ownerId: string,
  serviceId: string,
  input: FrequencyInput,
  kept?: KeptPricing,
) {
  return {
    ownerId,
    serviceId,
    frequency: input.frequency,
    pricePerSqFt: toDecimalText(input.pricePerSqFt),
    minimumPriceCents: input.minimumPrice === null ? null : dollarsToCents(input.minimumPrice),
    isActive: input.isActive,
    sortOrder: input.sortOrder,
    volumeTiers: input.volumeTiers ?? kept?.volumeTiers ?? [],
    basis: input.basis ?? kept?.basis ?? DEFAULT_PRICE_BASIS,
  };
}

export function serviceRepository(db: Db) {
  const listFrequencies = (ownerId: string, serviceIds: string[]) =>
    serviceIds.length === 0
      ? Promise.resolve([])
      : db
          .select()
          .from(serviceFrequencies)
          .where(
            and(
              eq(serviceFrequencies.ownerId, ownerId),
              inArray(serviceFrequencies.serviceId, serviceIds),
            ),
          )
          .orderBy(asc(serviceFrequencies.sortOrder), asc(serviceFrequencies.createdAt));

  return {
    /** The owner's services in their order, each with its frequencies sorted by sortOrder. */
    async list(ownerId: string): Promise<ServiceWithFrequencies[]> {
      // Both reads at once: every frequency of the owner belongs to one of their services.
      const [rows, frequencies] = await Promise.all([
        db
          .select()
          .from(services)
          .where(eq(services.ownerId, ownerId))
          .orderBy(asc(services.sortOrder), asc(services.createdAt)),
        db
          .select()
          .from(serviceFrequencies)
          .where(eq(serviceFrequencies.ownerId, ownerId))
          .orderBy(asc(serviceFrequencies.sortOrder), asc(serviceFrequencies.createdAt)),
      ]);
      return rows.map((row) => ({
        ...row,
        frequencies: frequencies.filter((f) => f.serviceId === row.id),
      }));
    },

    async get(ownerId: string, serviceId: string): Promise<ServiceWithFrequencies | undefined> {
      if (!isUuid(serviceId)) return undefined;
      const [row] = await db
        .select()
        .from(services)
        .where(and(eq(services.ownerId, ownerId), eq(services.id, serviceId)));
      if (!row) return undefined;
      return { ...row, frequencies: await listFrequencies(ownerId, [row.id]) };
    },

    async create(ownerId: string, input: NewService): Promise<ServiceRow> {
      return insertedRow(
        await db
          .insert(services)
          .values({
            ownerId,
            name: input.name,
            description: input.description ?? null,
            isActive: input.isActive,
            sortOrder: input.sortOrder,
            isDefault: input.isDefault ?? false,
            season: input.season ?? null,
          })
          .returning(),
        'services',
      );
    },

    async update(
      ownerId: string,
      serviceId: string,
      input: ServiceInput,
    ): Promise<ServiceRow | undefined> {
      if (!isUuid(serviceId)) return undefined;
      const [row] = await db
        .update(services)
        .set({
          name: input.name,
          description: input.description ?? null,
          isActive: input.isActive,
          sortOrder: input.sortOrder,
          // Left out, the season stays as it is; null makes the service all year.
          ...(input.season === undefined ? {} : { season: input.season }),
          updatedAt: sql`now()`,
        })
        .where(and(eq(services.ownerId, ownerId), eq(services.id, serviceId)))
        .returning();
      return row;
    },

    /** Deletes the service (its frequencies go with it); answers whether a row went. */
    async delete(ownerId: string, serviceId: string): Promise<boolean> {
      if (!isUuid(serviceId)) return false;
      const deleted = await db
        .delete(services)
        .where(and(eq(services.ownerId, ownerId), eq(services.id, serviceId)))
        .returning({ id: services.id });
      return deleted.length > 0;
    },

    listFrequencies(ownerId: string, serviceId: string): Promise<FrequencyRow[]> {
      return listFrequencies(ownerId, [serviceId]);
    },

    async addFrequency(
      ownerId: string,
      serviceId: string,
      input: FrequencyInput,
    ): Promise<FrequencyRow> {
      return insertedRow(
        await db
          .insert(serviceFrequencies)
          .values(frequencyValues(ownerId, serviceId, input))
          .returning(),
        'service_frequencies',
      );
    },

    /**
     * Deletes every frequency of the service and stores `inputs` in their place (use inside a
     * transaction). An input without volume tiers or basis keeps those its frequency had, so a
     * client that does not know of them does not switch an owner's volume pricing off, nor
     * turn a price per tree into a price per sq ft of lawn.
     */
    async replaceFrequencies(
      ownerId: string,
      serviceId: string,
      inputs: readonly FrequencyInput[],
    ): Promise<FrequencyRow[]> {
      const removed = await db
        .delete(serviceFrequencies)
        .where(
          and(eq(serviceFrequencies.ownerId, ownerId), eq(serviceFrequencies.serviceId, serviceId)),
        )
        .returning({
          frequency: serviceFrequencies.frequency,
          volumeTiers: serviceFrequencies.volumeTiers,
          basis: serviceFrequencies.basis,
        });
      if (inputs.length === 0) return [];
      const stored = (frequency: string) => removed.find((row) => row.frequency === frequency);
      return db
        .insert(serviceFrequencies)
        .values(
          inputs.map((input) =>
            frequencyValues(ownerId, serviceId, input, stored(input.frequency)),
          ),
        )
        .returning();
    },

    async deleteFrequency(
      ownerId: string,
      serviceId: string,
      frequencyId: string,
    ): Promise<boolean> {
      if (!isUuid(serviceId) || !isUuid(frequencyId)) return false;
      const deleted = await db
        .delete(serviceFrequencies)
        .where(
          and(
            eq(serviceFrequencies.ownerId, ownerId),
            eq(serviceFrequencies.serviceId, serviceId),
            eq(serviceFrequencies.id, frequencyId),
          ),
        )
        .returning({ id: serviceFrequencies.id });
      return deleted.length > 0;
    },
  };
}
