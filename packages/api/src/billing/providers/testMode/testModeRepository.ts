import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { insertedRow } from '../../../db/rows.ts';
import { testModeIntents, testModeSubscriptions } from '../../../db/schema/index.ts';

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

/** The test-mode processor's own records (its "Stripe account" lives in our database). */
export function testModeRepository(db: Db) {
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

    async createIntent(row: NewIntent): Promise<TestModeIntent> {
      return insertedRow(
        await db.insert(testModeIntents).values(row).returning(),
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
        .set({ ...changes, updatedAt: sql`now()` })
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
