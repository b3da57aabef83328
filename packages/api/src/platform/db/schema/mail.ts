import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, primaryId, updatedAt } from './columns.ts';
import { owners } from './owners.ts';

export type MailStatus = 'pending' | 'sent' | 'failed';

/**
 * Messages waiting to be sent, sent, or given up on. A request only inserts a row; the mail
 * worker sends it, so a slow or broken mail server never holds up (or fails) a request.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: primaryId(),
    /** The owner the message is sent for (null for messages about no one account). */
    ownerId: uuid('owner_id').references(() => owners.id, { onDelete: 'cascade' }),
    /** What the message is, e.g. `quote.accepted.owner`; the owner's list shows it. */
    kind: text('kind').notNull(),
    fromName: text('from_name').notNull(),
    toAddress: text('to_address').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    status: text('status').$type<MailStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /**
     * Names the event a message announces (`billing.receipt:<invoice>`), so a replayed webhook
     * or a retried job queues it once; null for messages that may repeat.
     */
    dedupeKey: text('dedupe_key'),
    /** The message this one was queued again from (the owner's Resend); null for a first send. */
    resentFromId: uuid('resent_from_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('mail_outbox_due_idx').on(table.status, table.nextAttemptAt),
    index('mail_outbox_owner_created_idx').on(table.ownerId, table.createdAt),
    uniqueIndex('mail_outbox_dedupe_key_idx').on(table.dedupeKey),
    uniqueIndex('mail_outbox_resent_from_idx').on(table.resentFromId),
  ],
);
