import { and, desc, eq, gte, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { databaseTimeIn } from '../../platform/db/databaseTime.ts';
import { isUuid } from '../../platform/db/ids.ts';
import { insertedRow } from '../../platform/db/rows.ts';
import { dueInTurns, noneOf } from '../../platform/db/queueClaims.ts';
import { retryDelayMs } from '../../platform/jobs/jobRunner.ts';
import { mailOutbox } from '../../platform/db/schema/index.ts';

export type OutboxMail = typeof mailOutbox.$inferSelect;

/** What a feature hands to the outbox: one message to one address. */
export interface MailToSend {
  /** What the message is, e.g. `quote.accepted.owner` or `password.reset`. */
  kind: string;
  ownerId: string | null;
  /** Display name of the sender (the owner's company name for their messages). */
  fromName: string;
  to: string;
  replyTo?: string | null;
  subject: string;
  text: string;
  html: string;
  /** Names the event announced; a second message with the same key is not queued. */
  dedupeKey?: string | null;
}

/** A send is tried this many times before the message is marked failed. */
export const MAIL_MAX_ATTEMPTS = 8;
/** A claimed message not settled within this time (a worker that died) is tried again. */
const CLAIM_LEASE_MS = 5 * 60 * 1000;
const BACKOFF_BASE_MS = 60 * 1000;
const BACKOFF_MAX_MS = 6 * 60 * 60 * 1000;

/** 1 min, 2, 4 … up to 6 h between attempts: about 14 h in all before giving up. */
export function mailRetryDelayMs(attempts: number): number {
  return retryDelayMs(attempts, BACKOFF_BASE_MS, BACKOFF_MAX_MS);
}

const outboxRow = (mail: MailToSend) => ({
  kind: mail.kind,
  ownerId: mail.ownerId,
  fromName: mail.fromName,
  toAddress: mail.to,
  replyTo: mail.replyTo ?? null,
  subject: mail.subject,
  text: mail.text,
  html: mail.html,
  dedupeKey: mail.dedupeKey ?? null,
});

export function mailOutboxRepository(db: Db) {
  return {
    async enqueue(mail: MailToSend): Promise<OutboxMail> {
      return insertedRow(
        await db.insert(mailOutbox).values(outboxRow(mail)).returning(),
        'mail_outbox',
      );
    },

    /**
     * Queues a message that announces one event (its dedupeKey) unless it was queued already,
     * so a replayed webhook or a retried job sends it once. Answers whether it was queued now.
     */
    async enqueueOnce(mail: MailToSend & { dedupeKey: string }): Promise<boolean> {
      const rows = await db
        .insert(mailOutbox)
        .values(outboxRow(mail))
        .onConflictDoNothing({ target: mailOutbox.dedupeKey })
        .returning({ id: mailOutbox.id });
      return rows.length > 0;
    },

    /** Several messages in one statement. */
    async enqueueAll(mails: MailToSend[]): Promise<void> {
      if (mails.length) await db.insert(mailOutbox).values(mails.map(outboxRow));
    },

    /**
     * Claims up to `limit` due messages: each gets one more attempt and is leased so no other
     * worker (another server on the same PostgreSQL) takes it meanwhile. SKIP LOCKED lets
     * several workers claim side by side without waiting on each other; owners take turns
     * (dueInTurns). Due times and leases follow the database's clock, the one every server
     * shares; `aheadMs` claims what falls due within that much more time (tests that skip a
     * backoff). `perOwner` and `skipOwners` keep an owner to its share of the worker's slots.
     */
    async claimDue(
      limit: number,
      {
        aheadMs = 0,
        perOwner,
        skipOwners = [],
      }: { aheadMs?: number; perOwner?: number; skipOwners?: string[] } = {},
    ): Promise<OutboxMail[]> {
      const due = and(
        eq(mailOutbox.status, 'pending'),
        sql`${mailOutbox.nextAttemptAt} <= ${databaseTimeIn(aheadMs)}`,
        noneOf(mailOutbox.ownerId, skipOwners),
      );
      const claimed = dueInTurns(db, mailOutbox, { due, limit, perOwner });
      return (
        db
          .update(mailOutbox)
          .set({
            attempts: sql`${mailOutbox.attempts} + 1`,
            nextAttemptAt: databaseTimeIn(aheadMs + CLAIM_LEASE_MS),
            updatedAt: sql`now()`,
          })
          // Checked again on the row as locked: another server may have claimed it meanwhile.
          .where(and(sql`${mailOutbox.id} in ${claimed}`, due))
          .returning()
      );
    },

    async markSent(id: string, at: Date): Promise<void> {
      await db
        .update(mailOutbox)
        .set({ status: 'sent', sentAt: at, lastError: null, updatedAt: sql`now()` })
        .where(eq(mailOutbox.id, id));
    },

    /** Schedules the next attempt with backoff, or gives up after MAIL_MAX_ATTEMPTS. */
    async markAttemptFailed(mail: OutboxMail, error: string): Promise<void> {
      const givingUp = mail.attempts >= MAIL_MAX_ATTEMPTS;
      await db
        .update(mailOutbox)
        .set({
          status: givingUp ? 'failed' : 'pending',
          lastError: error.slice(0, 1000),
          nextAttemptAt: databaseTimeIn(mailRetryDelayMs(mail.attempts)),
          updatedAt: sql`now()`,
        })
        .where(eq(mailOutbox.id, mail.id));
    },

    /**
     * A message that sums up the day so far (how many homeowners were turned away): queued the
     * first time to go out after `delayMs`, and rewritten with the latest figures until the
     * worker takes it. Once taken, later figures change nothing: one message per key.
     */
    async enqueueSummary(mail: MailToSend & { dedupeKey: string }, delayMs: number): Promise<void> {
      await db
        .insert(mailOutbox)
        .values({ ...outboxRow(mail), nextAttemptAt: databaseTimeIn(delayMs) })
        .onConflictDoUpdate({
          target: mailOutbox.dedupeKey,
          set: {
            subject: sql`excluded.subject`,
            text: sql`excluded.text`,
            html: sql`excluded.html`,
            updatedAt: sql`now()`,
          },
          setWhere: and(eq(mailOutbox.status, 'pending'), eq(mailOutbox.attempts, 0)),
        });
    },

    /** One of the owner's messages; another owner's, or a malformed id, reads as missing. */
    async getForOwner(ownerId: string, id: string): Promise<OutboxMail | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.ownerId, ownerId), eq(mailOutbox.id, id)));
      return row;
    },

    /**
     * Queues a failed message again, as a new message that names it: a message is queued again
     * once (the unique resent_from_id), so undefined when it already was.
     */
    async resend(original: OutboxMail): Promise<OutboxMail | undefined> {
      const [row] = await db
        .insert(mailOutbox)
        .values({
          ...outboxRow({ ...original, to: original.toAddress, dedupeKey: null }),
          resentFromId: original.id,
        })
        .onConflictDoNothing({ target: mailOutbox.resentFromId })
        .returning();
      return row;
    },

    /** How many of the owner's messages were queued again within the last `windowMs`. */
    async countResendsWithin(ownerId: string, windowMs: number): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(mailOutbox)
        .where(
          and(
            eq(mailOutbox.ownerId, ownerId),
            isNotNull(mailOutbox.resentFromId),
            gte(mailOutbox.createdAt, databaseTimeIn(-windowMs)),
          ),
        );
      return row?.count ?? 0;
    },

    /** Of these messages, the ids of those already queued again. */
    async resentIds(ids: string[]): Promise<Set<string>> {
      if (!ids.length) return new Set();
      const rows = await db
        .select({ id: mailOutbox.resentFromId })
        .from(mailOutbox)
        .where(inArray(mailOutbox.resentFromId, ids));
      return new Set(rows.flatMap((row) => (row.id ? [row.id] : [])));
    },

    /** The owner's latest messages, newest first. */
    listForOwner(ownerId: string, limit: number): Promise<OutboxMail[]> {
      return db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.ownerId, ownerId))
        .orderBy(desc(mailOutbox.createdAt))
        .limit(limit);
    },
  };
}
