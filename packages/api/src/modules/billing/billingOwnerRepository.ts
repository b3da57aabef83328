import type { PaidPlanId, SubscriptionStatus } from '@yardstick/core/enums';
import { isSubscriptionRunning } from '@yardstick/core/subscription';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import type { Owner } from '../accounts/index.ts';
import { owners } from '../../platform/db/schema/index.ts';

/** The billing fields of an owner's row, as the provider last told them. */
export interface OwnerSubscriptionUpdate {
  subscriptionId: string;
  status: SubscriptionStatus;
  plan: PaidPlanId | null;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
}

/** Owner reads and writes that only billing makes. */
export function billingOwnerRepository(db: Db) {
  return {
    async findByCustomerId(customerId: string): Promise<Owner | undefined> {
      const [row] = await db.select().from(owners).where(eq(owners.stripeCustomerId, customerId));
      return row;
    },

    /**
     * Replaces `expected` with a new customer id. When two requests race, the first one's
     * id is kept (the other finds it changed); answers the id kept.
     */
    async setCustomerId(
      ownerId: string,
      expected: string | null,
      customerId: string,
    ): Promise<string | null> {
      const unchanged =
        expected === null ? isNull(owners.stripeCustomerId) : eq(owners.stripeCustomerId, expected);
      await db
        .update(owners)
        .set({ stripeCustomerId: customerId, updatedAt: sql`now()` })
        .where(and(eq(owners.id, ownerId), unchanged));
      const [row] = await db
        .select({ customerId: owners.stripeCustomerId })
        .from(owners)
        .where(eq(owners.id, ownerId));
      return row?.customerId ?? null;
    },

    /** A cancellation or downgrade waiting for the end of the period; null clears one. */
    async setScheduledChanges(
      ownerId: string,
      changes: Partial<Pick<Owner, 'cancelAt' | 'pendingPlan' | 'pendingPlanAt'>>,
    ): Promise<Owner> {
      const [row] = await db
        .update(owners)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(eq(owners.id, ownerId))
        .returning();
      if (!row) throw new Error(`setScheduledChanges: owner ${ownerId} vanished`);
      return row;
    },

    /** Writes the subscription's state; once paid, hasHadActiveSubscription stays true for good. */
    async applySubscription(ownerId: string, update: OwnerSubscriptionUpdate): Promise<Owner> {
      // A running subscription has been paid for at least once.
      const paid = isSubscriptionRunning(update.status);
      const [row] = await db
        .update(owners)
        .set({
          stripeSubscriptionId: update.subscriptionId,
          subscriptionStatus: update.status,
          ...(update.plan ? { plan: update.plan } : {}),
          ...(update.currentPeriodStart ? { currentPeriodStart: update.currentPeriodStart } : {}),
          ...(update.currentPeriodEnd ? { currentPeriodEnd: update.currentPeriodEnd } : {}),
          ...(paid ? { hasHadActiveSubscription: true } : {}),
          updatedAt: sql`now()`,
        })
        .where(eq(owners.id, ownerId))
        .returning();
      if (!row) throw new Error(`applySubscription: owner ${ownerId} vanished`);
      return row;
    },
  };
}
