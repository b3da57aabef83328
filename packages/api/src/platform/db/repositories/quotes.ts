import type { UpdateAcceptedQuoteRequest } from '@yardstick/core/schemas/quotes';
import { and, asc, desc, eq, inArray, like, sql } from 'drizzle-orm';
import type { Db } from '../database.ts';
import { insertedRow } from '../rows.ts';
import { isUuid } from '../ids.ts';
import { acceptedQuoteServices, acceptedQuotes } from '../schema/index.ts';

export type QuoteRow = typeof acceptedQuotes.$inferSelect;
export type QuoteLineRow = typeof acceptedQuoteServices.$inferSelect;
export type QuoteWithLines = QuoteRow & { lines: QuoteLineRow[] };

export type NewQuote = Omit<
  typeof acceptedQuotes.$inferInsert,
  'id' | 'ownerId' | 'createdAt' | 'updatedAt'
>;
export type NewQuoteLine = Omit<
  typeof acceptedQuoteServices.$inferInsert,
  'id' | 'ownerId' | 'quoteId'
>;

export function quoteRepository(db: Db) {
  const withLines = async (ownerId: string, quotes: QuoteRow[]): Promise<QuoteWithLines[]> => {
    if (quotes.length === 0) return [];
    const lines = await db
      .select()
      .from(acceptedQuoteServices)
      .where(
        and(
          eq(acceptedQuoteServices.ownerId, ownerId),
          inArray(
            acceptedQuoteServices.quoteId,
            quotes.map((quote) => quote.id),
          ),
        ),
      )
      .orderBy(asc(acceptedQuoteServices.sortOrder));
    return quotes.map((quote) => ({
      ...quote,
      lines: lines.filter((line) => line.quoteId === quote.id),
    }));
  };

  const findOne = async (ownerId: string, condition: ReturnType<typeof eq>) => {
    const [quote] = await db
      .select()
      .from(acceptedQuotes)
      .where(and(eq(acceptedQuotes.ownerId, ownerId), condition));
    if (!quote) return undefined;
    const [withItsLines] = await withLines(ownerId, [quote]);
    return withItsLines;
  };

  return {
    /** Loads the service lines of quotes already read (a page of the list, a batch of an export). */
    withLines,

    /** Newest first. */
    async list(ownerId: string): Promise<QuoteWithLines[]> {
      const quotes = await db
        .select()
        .from(acceptedQuotes)
        .where(eq(acceptedQuotes.ownerId, ownerId))
        .orderBy(desc(acceptedQuotes.createdAt), desc(acceptedQuotes.id));
      return withLines(ownerId, quotes);
    },

    get(ownerId: string, quoteId: string): Promise<QuoteWithLines | undefined> {
      if (!isUuid(quoteId)) return Promise.resolve(undefined);
      return findOne(ownerId, eq(acceptedQuotes.id, quoteId));
    },

    /** The quote stored under an idempotency key, whatever request it was stored for. */
    findByIdempotencyKey(ownerId: string, keyHash: string): Promise<QuoteWithLines | undefined> {
      // Stored as "<key hash>:<request hash>"; hex hashes hold no LIKE wildcards.
      return findOne(ownerId, like(acceptedQuotes.idempotencyKey, `${keyHash}:%`));
    },

    /** Call inside a transaction: the quote and its lines are stored together or not at all. */
    async insert(ownerId: string, quote: NewQuote, lines: NewQuoteLine[]): Promise<QuoteWithLines> {
      const row = insertedRow(
        await db
          .insert(acceptedQuotes)
          .values({ ...quote, ownerId })
          .returning(),
        'accepted_quotes',
      );
      const lineRows =
        lines.length === 0
          ? []
          : await db
              .insert(acceptedQuoteServices)
              .values(
                lines.map((line, index) => ({
                  sortOrder: index,
                  ...line,
                  ownerId,
                  quoteId: row.id,
                })),
              )
              .returning();
      return { ...row, lines: lineRows };
    },

    /**
     * Sets (or with null clears) the owner's price for one line of the quote; undefined when
     * the owner has no such line. Call refreshTotal after it, in the same transaction.
     */
    async setLineOverride(
      ownerId: string,
      quoteId: string,
      lineId: string,
      override: { cents: number; reason: string } | null,
    ): Promise<QuoteLineRow | undefined> {
      if (!isUuid(quoteId) || !isUuid(lineId)) return undefined;
      const [line] = await db
        .update(acceptedQuoteServices)
        .set({
          overrideCents: override?.cents ?? null,
          overrideReason: override?.reason ?? null,
          overriddenAt: override ? sql`now()` : null,
        })
        .where(
          and(
            eq(acceptedQuoteServices.ownerId, ownerId),
            eq(acceptedQuoteServices.quoteId, quoteId),
            eq(acceptedQuoteServices.id, lineId),
          ),
        )
        .returning();
      return line;
    },

    /** The quote's total becomes the sum of what its lines cost now (overrides included). */
    async refreshTotal(ownerId: string, quoteId: string): Promise<QuoteWithLines | undefined> {
      const lineTotal = sql<number>`coalesce(sum(coalesce(${acceptedQuoteServices.overrideCents}, ${acceptedQuoteServices.totalCents})), 0)::integer`;
      const [row] = await db
        .update(acceptedQuotes)
        .set({
          totalCents: sql`(select ${lineTotal} from ${acceptedQuoteServices} where ${acceptedQuoteServices.quoteId} = ${acceptedQuotes.id} and ${acceptedQuoteServices.ownerId} = ${ownerId})`,
          updatedAt: sql`now()`,
        })
        .where(and(eq(acceptedQuotes.ownerId, ownerId), eq(acceptedQuotes.id, quoteId)))
        .returning();
      if (!row) return undefined;
      const [withItsLines] = await withLines(ownerId, [row]);
      return withItsLines;
    },

    /**
     * New computed figures for lines of the quote (area, price per sq ft, price); an owner's
     * override stays in place. Call refreshTotal after it, in the same transaction.
     */
    async repriceLines(
      ownerId: string,
      quoteId: string,
      lines: { id: string; areaSqFt: number; pricePerSqFt: string; totalCents: number }[],
    ): Promise<void> {
      for (const { id, ...figures } of lines) {
        await db
          .update(acceptedQuoteServices)
          .set(figures)
          .where(
            and(
              eq(acceptedQuoteServices.ownerId, ownerId),
              eq(acceptedQuoteServices.quoteId, quoteId),
              eq(acceptedQuoteServices.id, id),
            ),
          );
      }
    },

    /** The lawn the quote is priced on now, with the figures it replaces kept in its history. */
    async setLawn(
      ownerId: string,
      quoteId: string,
      lawn: Pick<QuoteRow, 'mowableAcres' | 'lawnGeometry' | 'adjustmentHistory'>,
    ): Promise<void> {
      await db
        .update(acceptedQuotes)
        .set({ ...lawn, updatedAt: sql`now()` })
        .where(and(eq(acceptedQuotes.ownerId, ownerId), eq(acceptedQuotes.id, quoteId)));
    },

    async updateStatus(
      ownerId: string,
      quoteId: string,
      change: UpdateAcceptedQuoteRequest,
    ): Promise<QuoteWithLines | undefined> {
      if (!isUuid(quoteId)) return undefined;
      const [row] = await db
        .update(acceptedQuotes)
        .set({ status: change.status, notes: change.notes, updatedAt: sql`now()` })
        .where(and(eq(acceptedQuotes.ownerId, ownerId), eq(acceptedQuotes.id, quoteId)))
        .returning();
      if (!row) return undefined;
      const [withItsLines] = await withLines(ownerId, [row]);
      return withItsLines;
    },
  };
}
