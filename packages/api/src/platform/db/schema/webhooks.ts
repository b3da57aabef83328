import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, primaryId, updatedAt } from './columns.ts';
import { ownerIdColumn } from './owners.ts';

/** Where an owner's quote events are POSTed, and the secret they are signed with. */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: primaryId(),
    ownerId: ownerIdColumn(),
    url: text('url').notNull(),
    /** HMAC key of the Yardstick-Signature header; shown to the owner once, when created. */
    secret: text('secret').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('webhook_endpoints_owner_idx').on(table.ownerId, table.createdAt)],
);

export type WebhookDeliveryStatus = 'pending' | 'delivered' | 'failed';

/**
 * One event on its way to one endpoint: a job of the PostgreSQL-backed queue. A request only
 * inserts the row; the job runner posts it, retrying with backoff.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: primaryId(),
    ownerId: ownerIdColumn(),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    /** The event's idempotency id (`evt_…`): the same on every attempt and on a resend. */
    eventId: text('event_id').notNull(),
    eventType: text('event_type').notNull(),
    /** The exact JSON body, so every attempt signs and sends the same bytes. */
    body: text('body').notNull(),
    status: text('status').$type<WebhookDeliveryStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastStatusCode: integer('last_status_code'),
    lastError: text('last_error'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('webhook_deliveries_due_idx').on(table.status, table.nextAttemptAt),
    index('webhook_deliveries_endpoint_created_idx').on(table.endpointId, table.createdAt),
  ],
);
