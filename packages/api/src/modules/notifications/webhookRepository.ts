import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { databaseTimeIn } from '../../platform/db/databaseTime.ts';
import { isUuid } from '../../platform/db/ids.ts';
import { insertedRow } from '../../platform/db/rows.ts';
import { webhookDeliveries, webhookEndpoints } from '../../platform/db/schema/index.ts';
import { dueInTurns, noneOf } from '../../platform/db/queueClaims.ts';
import { retryDelayMs } from '../../platform/jobs/jobRunner.ts';

export type WebhookEndpoint = typeof webhookEndpoints.$inferSelect;
export type WebhookDelivery = typeof webhookDeliveries.$inferSelect;

/**
 * Attempts before a delivery is given up: with waits of 1 min, 2, 4 … capped at 6 h, the
 * last attempt comes about 32 hours after the first, so a receiver down for a day still
 * gets every event.
 */
export const WEBHOOK_MAX_ATTEMPTS = 14;
const BACKOFF_BASE_MS = 60 * 1000;
const BACKOFF_MAX_MS = 6 * 60 * 60 * 1000;
/** A claimed delivery not settled in this time (a server that died mid-send) is tried again. */
const CLAIM_LEASE_MS = 2 * 60 * 1000;

export function webhookRetryDelayMs(attempts: number): number {
  return retryDelayMs(attempts, BACKOFF_BASE_MS, BACKOFF_MAX_MS);
}

export interface NewDelivery {
  ownerId: string;
  endpointId: string;
  eventId: string;
  eventType: string;
  body: string;
}

export function webhookRepository(db: Db) {
  const ownEndpoint = (ownerId: string, id: string) =>
    and(eq(webhookEndpoints.ownerId, ownerId), eq(webhookEndpoints.id, id));

  return {
    async addEndpoint(ownerId: string, url: string, secret: string): Promise<WebhookEndpoint> {
      return insertedRow(
        await db.insert(webhookEndpoints).values({ ownerId, url, secret }).returning(),
        'webhook_endpoints',
      );
    },

    /** Oldest first, the order the owner added them. */
    listEndpoints(ownerId: string): Promise<WebhookEndpoint[]> {
      return db
        .select()
        .from(webhookEndpoints)
        .where(eq(webhookEndpoints.ownerId, ownerId))
        .orderBy(webhookEndpoints.createdAt, webhookEndpoints.id);
    },

    async getEndpoint(ownerId: string, id: string): Promise<WebhookEndpoint | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db.select().from(webhookEndpoints).where(ownEndpoint(ownerId, id));
      return row;
    },

    /** Its deliveries go with it. Answers whether there was one to delete. */
    async deleteEndpoint(ownerId: string, id: string): Promise<boolean> {
      if (!isUuid(id)) return false;
      const deleted = await db
        .delete(webhookEndpoints)
        .where(ownEndpoint(ownerId, id))
        .returning({ id: webhookEndpoints.id });
      return deleted.length > 0;
    },

    async enqueue(delivery: NewDelivery): Promise<WebhookDelivery> {
      return insertedRow(
        await db.insert(webhookDeliveries).values(delivery).returning(),
        'webhook_deliveries',
      );
    },

    /**
     * A delivery of this event to this endpoint that is still being tried: brought forward to
     * go out now (its backoff skipped) and answered, so the event is not queued a second
     * time beside it. Undefined when none is pending.
     */
    async takeOverPending(
      ownerId: string,
      endpointId: string,
      eventId: string,
    ): Promise<WebhookDelivery | undefined> {
      const [row] = await db
        .update(webhookDeliveries)
        .set({
          nextAttemptAt: sql`least(${webhookDeliveries.nextAttemptAt}, now())`,
          updatedAt: sql`now()`,
        })
        .where(
          and(
            eq(webhookDeliveries.ownerId, ownerId),
            eq(webhookDeliveries.endpointId, endpointId),
            eq(webhookDeliveries.eventId, eventId),
            eq(webhookDeliveries.status, 'pending'),
          ),
        )
        .returning();
      return row;
    },

    /** The endpoint's latest deliveries, newest first. */
    listDeliveries(ownerId: string, endpointId: string, limit: number): Promise<WebhookDelivery[]> {
      return db
        .select()
        .from(webhookDeliveries)
        .where(
          and(eq(webhookDeliveries.ownerId, ownerId), eq(webhookDeliveries.endpointId, endpointId)),
        )
        .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
        .limit(limit);
    },

    async getDelivery(ownerId: string, id: string): Promise<WebhookDelivery | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db
        .select()
        .from(webhookDeliveries)
        .where(and(eq(webhookDeliveries.ownerId, ownerId), eq(webhookDeliveries.id, id)));
      return row;
    },

    /**
     * Claims due deliveries with a lease, as the mail outbox does (SKIP LOCKED across servers,
     * owners in turns, the database's clock, `aheadMs` for tests that skip a backoff).
     * `perOwner` caps one owner's deliveries in this claim; `skipOwners` and `skipEndpoints`
     * leave out those whose share of the runner's slots is taken.
     */
    async claimDue(
      limit: number,
      {
        aheadMs = 0,
        perOwner,
        skipOwners = [],
        skipEndpoints = [],
      }: {
        aheadMs?: number;
        perOwner?: number;
        skipOwners?: string[];
        skipEndpoints?: string[];
      } = {},
    ): Promise<WebhookDelivery[]> {
      const due = and(
        eq(webhookDeliveries.status, 'pending'),
        sql`${webhookDeliveries.nextAttemptAt} <= ${databaseTimeIn(aheadMs)}`,
        noneOf(webhookDeliveries.ownerId, skipOwners),
        noneOf(webhookDeliveries.endpointId, skipEndpoints),
      );
      const claimed = dueInTurns(db, webhookDeliveries, { due, limit, perOwner });
      return (
        db
          .update(webhookDeliveries)
          .set({
            attempts: sql`${webhookDeliveries.attempts} + 1`,
            nextAttemptAt: databaseTimeIn(aheadMs + CLAIM_LEASE_MS),
            updatedAt: sql`now()`,
          })
          // Checked again on the row as locked: another server may have claimed it meanwhile.
          .where(and(sql`${webhookDeliveries.id} in ${claimed}`, due))
          .returning()
      );
    },

    async markDelivered(id: string, statusCode: number, at: Date): Promise<void> {
      await db
        .update(webhookDeliveries)
        .set({
          status: 'delivered',
          lastStatusCode: statusCode,
          lastError: null,
          deliveredAt: at,
          updatedAt: sql`now()`,
        })
        .where(eq(webhookDeliveries.id, id));
    },

    /**
     * Schedules the next attempt with backoff, or gives up after WEBHOOK_MAX_ATTEMPTS. An
     * endpoint that did not answer, or answered with a server error, is unwell rather than
     * refusing this one event: its other deliveries due sooner wait for the same retry, so the
     * runner tries it once per backoff instead of spending a timeout on each queued event.
     */
    async markAttemptFailed(
      delivery: WebhookDelivery,
      failure: { error: string; statusCode: number | null },
    ): Promise<void> {
      const givingUp = delivery.attempts >= WEBHOOK_MAX_ATTEMPTS;
      const retryAt = databaseTimeIn(webhookRetryDelayMs(delivery.attempts));
      await db
        .update(webhookDeliveries)
        .set({
          status: givingUp ? 'failed' : 'pending',
          lastStatusCode: failure.statusCode,
          lastError: failure.error.slice(0, 500),
          nextAttemptAt: retryAt,
          updatedAt: sql`now()`,
        })
        .where(eq(webhookDeliveries.id, delivery.id));
      const unwell = failure.statusCode === null || failure.statusCode >= 500;
      if (!unwell) return;
      await db
        .update(webhookDeliveries)
        .set({ nextAttemptAt: retryAt, updatedAt: sql`now()` })
        .where(
          and(
            eq(webhookDeliveries.endpointId, delivery.endpointId),
            eq(webhookDeliveries.status, 'pending'),
            ne(webhookDeliveries.id, delivery.id),
            sql`${webhookDeliveries.nextAttemptAt} < ${retryAt}`,
          ),
        );
    },
  };
}
