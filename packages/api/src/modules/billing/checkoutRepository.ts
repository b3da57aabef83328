import type { PaidPlanId } from '@yardstick/core/enums';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { insertedRow } from '../../platform/db/rows.ts';
import { billingCheckouts } from '../../platform/db/schema/index.ts';
import type { BillingMode, CheckoutIntent } from './types.ts';

export type Checkout = typeof billingCheckouts.$inferSelect;

export interface NewCheckout {
  ownerId: string;
  provider: BillingMode;
  subscriptionId: string;
  intent: CheckoutIntent | null;
  plan: PaidPlanId;
  couponId: string | null;
}

/** Subscriptions started by create-subscription, until the page completes them. */
export function checkoutRepository(db: Db) {
  return {
    async create(checkout: NewCheckout): Promise<Checkout> {
      const { intent, ...rest } = checkout;
      const rows = await db
        .insert(billingCheckouts)
        .values({ ...rest, intentId: intent?.id ?? null, intentType: intent?.type ?? null })
        .returning();
      return insertedRow(rows, 'billing_checkouts');
    },

    /** The checkout an intent belongs to, if it is this owner's. */
    async findByIntent(ownerId: string, intentId: string): Promise<Checkout | undefined> {
      const [row] = await db
        .select()
        .from(billingCheckouts)
        .where(and(eq(billingCheckouts.ownerId, ownerId), eq(billingCheckouts.intentId, intentId)));
      return row;
    },

    async findBySubscription(
      ownerId: string,
      subscriptionId: string,
    ): Promise<Checkout | undefined> {
      const [row] = await db
        .select()
        .from(billingCheckouts)
        .where(
          and(
            eq(billingCheckouts.ownerId, ownerId),
            eq(billingCheckouts.subscriptionId, subscriptionId),
          ),
        );
      return row;
    },

    /** The owner's checkouts still waiting for a card, newest first. */
    async listOpen(ownerId: string): Promise<Checkout[]> {
      return db
        .select()
        .from(billingCheckouts)
        .where(and(eq(billingCheckouts.ownerId, ownerId), isNull(billingCheckouts.completedAt)))
        .orderBy(desc(billingCheckouts.createdAt));
    },

    async remove(id: string): Promise<void> {
      await db.delete(billingCheckouts).where(eq(billingCheckouts.id, id));
    },

    async markCompleted(id: string): Promise<void> {
      await db
        .update(billingCheckouts)
        .set({ completedAt: sql`coalesce(${billingCheckouts.completedAt}, now())` })
        .where(eq(billingCheckouts.id, id));
    },
  };
}
