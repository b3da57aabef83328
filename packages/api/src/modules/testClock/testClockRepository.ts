import { eq, sql, type Column } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db/database.ts';
import {
  billingMeterEvents,
  estimateUsage,
  owners,
  testModeIntents,
  testModeSubscriptions,
} from '../../platform/db/schema/index.ts';

interface OwnerDates {
  table: PgTable;
  /** The column naming the owner a row belongs to. */
  owner: Column;
  dates: Column[];
}

/**
 * Every date an owner's trial, billing and usage are judged by: the trial, the billing period
 * and what hangs on its end (a cancel, a plan change), the test-mode subscription and its
 * charges, and the estimates counted in a period.
 */
const OWNER_DATES: OwnerDates[] = [
  {
    table: owners,
    owner: owners.id,
    dates: [
      owners.currentPeriodStart,
      owners.currentPeriodEnd,
      owners.trialStartedAt,
      owners.trialEndsAt,
      owners.trialDaysNoticeAt,
      owners.trialEstimatesNoticeAt,
      owners.cancelAt,
      owners.pendingPlanAt,
    ],
  },
  {
    table: testModeSubscriptions,
    owner: testModeSubscriptions.ownerId,
    dates: [
      testModeSubscriptions.currentPeriodStart,
      testModeSubscriptions.currentPeriodEnd,
      testModeSubscriptions.cancelAt,
      testModeSubscriptions.pendingPlanAt,
      testModeSubscriptions.createdAt,
    ],
  },
  { table: testModeIntents, owner: testModeIntents.ownerId, dates: [testModeIntents.createdAt] },
  {
    table: estimateUsage,
    owner: estimateUsage.ownerId,
    dates: [estimateUsage.periodStart, estimateUsage.createdAt],
  },
  {
    table: billingMeterEvents,
    owner: billingMeterEvents.ownerId,
    dates: [billingMeterEvents.createdAt],
  },
];

/**
 * One owner's test clock, as Stripe's test clocks are one customer's: the owner lives `days`
 * later while every other owner (and the server's clock) stays put, so browser tests running
 * side by side on one server are not disturbed. It is done by moving the owner's dates the
 * other way (null stays null); the test-mode queues then find renewals and retries due as on
 * that day, and the next read of the owner sees the trial or the grace run out. The days moved
 * are kept on the owner too: the day services' seasons are judged on (`ownerToday`).
 */
export function testClockRepository(db: Db) {
  return {
    async moveOwner(ownerId: string, days: number): Promise<void> {
      await db.transaction(async (tx) => {
        for (const { table, owner, dates } of OWNER_DATES) {
          const earlier = dates.map(
            (date) =>
              sql`${sql.identifier(date.name)} = ${sql.identifier(date.name)} - make_interval(days => ${days})`,
          );
          await tx.execute(
            sql`update ${table} set ${sql.join(earlier, sql`, `)} where ${sql.identifier(owner.name)} = ${ownerId}`,
          );
        }
        // Seasons are judged on the owner's day itself, so that day moves on as well.
        await tx
          .update(owners)
          .set({ testClockDays: sql`${owners.testClockDays} + ${days}` })
          .where(eq(owners.id, ownerId));
      });
    },
  };
}
