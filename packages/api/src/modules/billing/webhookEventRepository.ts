import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { billingWebhookEvents } from '../../platform/db/schema/index.ts';

/** Stripe event ids already handled (webhooks arrive more than once). */
export function webhookEventRepository(db: Db) {
  return {
    async isProcessed(eventId: string): Promise<boolean> {
      const rows = await db
        .select({ id: billingWebhookEvents.eventId })
        .from(billingWebhookEvents)
        .where(eq(billingWebhookEvents.eventId, eventId));
      return rows.length > 0;
    },

    /** Answers false when another delivery of the same event got there first. */
    async markProcessed(eventId: string, type: string): Promise<boolean> {
      const rows = await db
        .insert(billingWebhookEvents)
        .values({ eventId, type })
        .onConflictDoNothing()
        .returning({ id: billingWebhookEvents.eventId });
      return rows.length > 0;
    },
  };
}
