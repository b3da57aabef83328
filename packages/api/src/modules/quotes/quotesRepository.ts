import type { QuoteFilters, QuoteListQuery } from '@yardstick/core/schemas/quoteList';
import type { UpdateAcceptedQuoteRequest } from '@yardstick/core/schemas/quotes';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  like,
  lt,
  notInArray,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { insertedRow } from '../../platform/db/rows.ts';
import { isUuid } from '../../platform/db/ids.ts';
import { acceptedQuoteServices, acceptedQuotes } from '../../platform/db/schema/index.ts';
import { quantityOf, type NewQuoteLine, type RepricedLine } from './quoteLines.ts';

export type QuoteRow = typeof acceptedQuotes.$inferSelect;
export type QuoteLineRow = typeof acceptedQuoteServices.$inferSelect;
export type QuoteWithLines = QuoteRow & { lines: QuoteLineRow[] };

export type NewQuote = Omit<
  typeof acceptedQuotes.$inferInsert,
  'id' | 'ownerId' | 'createdAt' | 'updatedAt'
>;
/** A new measurement of a quote: its lawn, beds or paving, and the history it adds to. */
export type MeasurementChange = Pick<QuoteRow, 'adjustmentHistory'> &
  Partial<
    Pick<
      QuoteRow,
      'mowableAcres' | 'lawnGeometry' | 'bedGeometry' | 'bedSqFt' | 'pavingGeometry' | 'pavingSqFt'
    >
  >;

/** The beds and paving areas the owner edited on a quote (null: as measured). */
export function editedAreasOf(quote: Pick<QuoteRow, 'bedSqFt' | 'pavingSqFt'>): {
  bedsSqFt: number | null;
  pavingSqFt: number | null;
} {
  return { bedsSqFt: quote.bedSqFt, pavingSqFt: quote.pavingSqFt };
}

type FilterConditions = {
  [Key in keyof QuoteFilters]-?: (value: NonNullable<QuoteFilters[Key]>) => SQL | undefined;
};

/** `50%_off\` matches those characters as they are, not as LIKE wildcards. */
function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/**
 * One condition per filter of the quote list (the keys of the core filter schema, so a new
 * filter there is a compile error here until its line is added). Values reach PostgreSQL as
 * bound parameters, never as SQL text.
 */
const QUOTE_FILTERS: FilterConditions = {
  status: (status) => eq(acceptedQuotes.status, status),
  from: (from) => gte(acceptedQuotes.createdAt, from),
  to: (firstMomentAfter) => lt(acceptedQuotes.createdAt, firstMomentAfter),
  reviewRequired: (required) => eq(acceptedQuotes.reviewRequired, required),
  archived: (archived) =>
    archived ? isNotNull(acceptedQuotes.archivedAt) : isNull(acceptedQuotes.archivedAt),
  q: (text) => {
    const pattern = `%${likeLiteral(text)}%`;
    return or(
      ilike(acceptedQuotes.customerName, pattern),
      ilike(acceptedQuotes.customerEmail, pattern),
      ilike(acceptedQuotes.customerAddress, pattern),
      ilike(acceptedQuotes.typedAddress, pattern),
    );
  },
};

/** The owner's quotes that pass every filter given (other keys, such as the page, are ignored). */
function quoteFilterCondition(ownerId: string, filters: QuoteFilters): SQL | undefined {
  const keys = Object.keys(QUOTE_FILTERS) as (keyof QuoteFilters)[];
  const conditions = keys.map((key) => {
    const value = filters[key];
    if (value === undefined) return undefined;
    // Each key's condition takes that key's value; TypeScript cannot follow the pairing.
    return (QUOTE_FILTERS[key] as (value: unknown) => SQL | undefined)(value);
  });
  return and(eq(acceptedQuotes.ownerId, ownerId), ...conditions);
}

const NEWEST_FIRST = [desc(acceptedQuotes.createdAt), desc(acceptedQuotes.id)];
const EXPORT_BATCH = 500;

export interface QuotePage {
  quotes: QuoteWithLines[];
  /** How many quotes the filters match, over all pages. */
  total: number;
}

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

  /** Changes the owner's quote and answers it with its lines; undefined when not theirs. */
  const updateOne = async (
    ownerId: string,
    quoteId: string,
    change: Partial<Pick<QuoteRow, 'status' | 'notes' | 'archivedAt'>>,
  ): Promise<QuoteWithLines | undefined> => {
    if (!isUuid(quoteId)) return undefined;
    const [row] = await db
      .update(acceptedQuotes)
      .set({ ...change, updatedAt: sql`now()` })
      .where(and(eq(acceptedQuotes.ownerId, ownerId), eq(acceptedQuotes.id, quoteId)))
      .returning();
    if (!row) return undefined;
    const [withItsLines] = await withLines(ownerId, [row]);
    return withItsLines;
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
    /** Newest first. */
    async list(ownerId: string): Promise<QuoteWithLines[]> {
      const quotes = await db
        .select()
        .from(acceptedQuotes)
        .where(eq(acceptedQuotes.ownerId, ownerId))
        .orderBy(...NEWEST_FIRST);
      return withLines(ownerId, quotes);
    },

    /** One page of the owner's quotes, newest first, with the number of matches in all. */
    async page(ownerId: string, query: QuoteListQuery): Promise<QuotePage> {
      const where = quoteFilterCondition(ownerId, query);
      const [counted] = await db.select({ total: count() }).from(acceptedQuotes).where(where);
      const rows = await db
        .select()
        .from(acceptedQuotes)
        .where(where)
        .orderBy(...NEWEST_FIRST)
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize);
      return { quotes: await withLines(ownerId, rows), total: counted?.total ?? 0 };
    },

    /**
     * Every quote the filters match, newest first, in batches so a large export never holds
     * all quotes in memory at once. The matching ids are read first, so quotes accepted during
     * the export neither shift the batches nor appear twice.
     */
    async *exportBatches(ownerId: string, filters: QuoteFilters): AsyncGenerator<QuoteWithLines[]> {
      const matching = await db
        .select({ id: acceptedQuotes.id })
        .from(acceptedQuotes)
        .where(quoteFilterCondition(ownerId, filters))
        .orderBy(...NEWEST_FIRST);
      for (let start = 0; start < matching.length; start += EXPORT_BATCH) {
        const ids = matching.slice(start, start + EXPORT_BATCH).map((row) => row.id);
        const rows = await db
          .select()
          .from(acceptedQuotes)
          .where(and(eq(acceptedQuotes.ownerId, ownerId), inArray(acceptedQuotes.id, ids)))
          .orderBy(...NEWEST_FIRST);
        yield withLines(ownerId, rows);
      }
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
    /** Keeps the owner's newest `keep` landing-demo quotes and deletes the rest. */
    async deleteOlderDemos(ownerId: string, keep: number): Promise<void> {
      const newest = db
        .select({ id: acceptedQuotes.id })
        .from(acceptedQuotes)
        .where(and(eq(acceptedQuotes.ownerId, ownerId), eq(acceptedQuotes.demo, true)))
        .orderBy(...NEWEST_FIRST)
        .limit(keep);
      await db
        .delete(acceptedQuotes)
        .where(
          and(
            eq(acceptedQuotes.ownerId, ownerId),
            eq(acceptedQuotes.demo, true),
            notInArray(acceptedQuotes.id, newest),
          ),
        );
    },

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
                  quantity: quantityOf(line),
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
     * New computed figures for lines of the quote (area, basis and quantity, price per unit and
     * its volume tiers, price); an owner's
     * override stays in place. Call refreshTotal after it, in the same transaction.
     */
    async repriceLines(ownerId: string, quoteId: string, lines: RepricedLine[]): Promise<void> {
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

    /**
     * The lawn, beds or paving the quote is priced on now, with the figures it replaces kept in
     * its history.
     */
    async setMeasurement(
      ownerId: string,
      quoteId: string,
      change: MeasurementChange,
    ): Promise<void> {
      await db
        .update(acceptedQuotes)
        .set({ ...change, updatedAt: sql`now()` })
        .where(and(eq(acceptedQuotes.ownerId, ownerId), eq(acceptedQuotes.id, quoteId)));
    },

    updateStatus(
      ownerId: string,
      quoteId: string,
      change: UpdateAcceptedQuoteRequest,
    ): Promise<QuoteWithLines | undefined> {
      return updateOne(ownerId, quoteId, { status: change.status, notes: change.notes });
    },

    /** Archives the quote (now) or restores it (null); undefined when it is not the owner's. */
    setArchived(
      ownerId: string,
      quoteId: string,
      archivedAt: Date | null,
    ): Promise<QuoteWithLines | undefined> {
      return updateOne(ownerId, quoteId, { archivedAt });
    },

    /** Deletes the quote and its lines; false when it is not the owner's. */
    async delete(ownerId: string, quoteId: string): Promise<boolean> {
      if (!isUuid(quoteId)) return false;
      const deleted = await db
        .delete(acceptedQuotes)
        .where(and(eq(acceptedQuotes.ownerId, ownerId), eq(acceptedQuotes.id, quoteId)))
        .returning({ id: acceptedQuotes.id });
      return deleted.length > 0;
    },
  };
}
