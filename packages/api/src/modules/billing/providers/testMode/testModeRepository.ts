import { and, asc, desc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { SubscriptionStatus } from '@yardstick/core/enums';
import type { Clock } from '../../../../platform/clock.ts';
import type { Db } from '../../../../platform/db/database.ts';
import { insertedRow } from '../../../../platform/db/rows.ts';
import { testModeIntents, testModeSubscriptions } from '../../../../platform/db/schema/index.ts';

export type TestModeSubscription = typeof testModeSubscriptions.$inferSelect;
export type TestModeIntent = typeof testModeIntents.$inferSelect;
type NewSubscription = typeof testModeSubscriptions.$inferInsert;
type NewIntent = typeof testModeIntents.$inferInsert;

export interface SavedCard {
  cardBrand: string;
  cardLast4: string;
  cardExpMonth: number;
  cardExpYear: number;
}

/** A subscription in these states is charged again when its period ends (past due too, as Stripe goes on invoicing). */
const RENEWING_STATUSES: SubscriptionStatus[] = ['active', 'past_due'];

/**
 * The test-mode processor's own records (its "Stripe account" lives in our database). With the
 * app's clock, payments are dated by it, as every other date of test mode is; a receipt's
 * date is its payment's.
 */
export function testModeRepository(db: Db, clock?: Clock) {
  const stamp = () => (clock ? clock.now() : sql`now()`);
  return {
    async createSubscription(row: NewSubscription): Promise<TestModeSubscription> {
      return insertedRow(
        await db.insert(testModeSubscriptions).values(row).returning(),
        'test_mode_subscriptions',
      );
    },

    async getSubscription(id: string): Promise<TestModeSubscription | undefined> {
      const [row] = await db
        .select()
        .from(testModeSubscriptions)
        .where(eq(testModeSubscriptions.id, id));
      return row;
    },

    async updateSubscription(
      id: string,
      changes: Partial<NewSubscription>,
    ): Promise<TestModeSubscription | undefined> {
      const [row] = await db
        .update(testModeSubscriptions)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(eq(testModeSubscriptions.id, id))
        .returning();
      return row;
    },

    /**
     * The subscriptions whose period has ended and that go on (not set to cancel), oldest
     * first: the renewals due at `now`.
     */
    async listDueRenewals(now: Date, limit: number): Promise<TestModeSubscription[]> {
      return db
        .select()
        .from(testModeSubscriptions)
        .where(
          and(
            lte(testModeSubscriptions.currentPeriodEnd, now),
            isNull(testModeSubscriptions.cancelAt),
            inArray(testModeSubscriptions.status, RENEWING_STATUSES),
          ),
        )
        .orderBy(asc(testModeSubscriptions.currentPeriodEnd))
        .limit(limit);
    },

    /** Subscriptions set to end at their period's end (cancelAt) whose end has come. */
    async listDueCancellations(now: Date, limit: number): Promise<TestModeSubscription[]> {
      return db
        .select()
        .from(testModeSubscriptions)
        .where(
          and(
            lte(testModeSubscriptions.cancelAt, now),
            inArray(testModeSubscriptions.status, RENEWING_STATUSES),
          ),
        )
        .orderBy(asc(testModeSubscriptions.cancelAt))
        .limit(limit);
    },

    /** The past-due subscriptions that still go on, their renewal retried (paymentRetries.ts). */
    async listPastDue(limit: number): Promise<TestModeSubscription[]> {
      return db
        .select()
        .from(testModeSubscriptions)
        .where(
          and(eq(testModeSubscriptions.status, 'past_due'), isNull(testModeSubscriptions.cancelAt)),
        )
        .orderBy(asc(testModeSubscriptions.currentPeriodStart))
        .limit(limit);
    },

    /**
     * Moves the subscription on to its next period, only if its period still ends where it did
     * when it was read: of two renewals of one period (two servers, or the job and the renew
     * call), one wins. Answers the row, or undefined for the one that lost.
     */
    async advancePeriod(
      read: TestModeSubscription,
      changes: Partial<NewSubscription> & { currentPeriodEnd: Date },
    ): Promise<TestModeSubscription | undefined> {
      const [row] = await db
        .update(testModeSubscriptions)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(
          and(
            eq(testModeSubscriptions.id, read.id),
            read.currentPeriodEnd
              ? eq(testModeSubscriptions.currentPeriodEnd, read.currentPeriodEnd)
              : isNull(testModeSubscriptions.currentPeriodEnd),
          ),
        )
        .returning();
      return row;
    },

    async createIntent(row: NewIntent): Promise<TestModeIntent> {
      return insertedRow(
        await db
          .insert(testModeIntents)
          .values(clock ? { ...row, createdAt: clock.now(), updatedAt: clock.now() } : row)
          .returning(),
        'test_mode_intents',
      );
    },

    async getIntent(id: string): Promise<TestModeIntent | undefined> {
      const [row] = await db.select().from(testModeIntents).where(eq(testModeIntents.id, id));
      return row;
    },

    async updateIntent(id: string, changes: Partial<NewIntent>): Promise<void> {
      await db
        .update(testModeIntents)
        .set({ ...changes, updatedAt: stamp() })
        .where(eq(testModeIntents.id, id));
    },

    /** A customer's charges (payment intents), newest first. */
    async listPayments(customerId: string): Promise<TestModeIntent[]> {
      return db
        .select()
        .from(testModeIntents)
        .where(and(eq(testModeIntents.customerId, customerId), eq(testModeIntents.type, 'payment')))
        .orderBy(desc(testModeIntents.createdAt));
    },

    async listIntents(subscriptionId: string): Promise<TestModeIntent[]> {
      return db
        .select()
        .from(testModeIntents)
        .where(eq(testModeIntents.subscriptionId, subscriptionId))
        .orderBy(testModeIntents.createdAt);
    },
  };
}
