import type { PaidPlanId } from '@yardstick/core/enums';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { billingMeterEvents, estimateUsage } from '../../platform/db/schema/index.ts';
import type { BillingMode } from './types.ts';

export type MeterEventRow = typeof billingMeterEvents.$inferSelect;

export interface PendingEstimate {
  id: string;
  createdAt: Date;
}

export interface ReportedEstimate {
  identifier: string;
  ownerId: string;
  estimateUsageId: string;
  provider: BillingMode;
  plan: PaidPlanId;
  amountCents: number;
}

/** Billed estimates and the meter events that report them. */
export function meterEventRepository(db: Db) {
  return {
    /** The owner's billed estimates not reported yet, oldest first. */
    async listPending(ownerId: string): Promise<PendingEstimate[]> {
      return db
        .select({ id: estimateUsage.id, createdAt: estimateUsage.createdAt })
        .from(estimateUsage)
        .leftJoin(billingMeterEvents, eq(billingMeterEvents.estimateUsageId, estimateUsage.id))
        .where(
          and(
            eq(estimateUsage.ownerId, ownerId),
            eq(estimateUsage.isBilled, true),
            isNull(billingMeterEvents.identifier),
          ),
        )
        .orderBy(asc(estimateUsage.createdAt));
    },

    async record(event: ReportedEstimate): Promise<void> {
      await db.insert(billingMeterEvents).values(event).onConflictDoNothing();
    },

    async listForOwner(ownerId: string): Promise<MeterEventRow[]> {
      return db
        .select()
        .from(billingMeterEvents)
        .where(eq(billingMeterEvents.ownerId, ownerId))
        .orderBy(asc(billingMeterEvents.createdAt));
    },
  };
}
