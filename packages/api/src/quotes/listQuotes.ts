import type { QuoteFilters, QuoteListQuery } from '@yardstick/core/schemas/quoteList';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../platform/db/database.ts';
import { quoteRepository, type QuoteWithLines } from '../platform/db/repositories/quotes.ts';
import { acceptedQuotes } from '../platform/db/schema/index.ts';
import { quoteFilterCondition } from './quoteFilters.ts';

const NEWEST_FIRST = [desc(acceptedQuotes.createdAt), desc(acceptedQuotes.id)];

export interface QuotePage {
  quotes: QuoteWithLines[];
  /** How many quotes the filters match, over all pages. */
  total: number;
}

/** One page of the owner's quotes, newest first, with the number of matches in all. */
export async function listQuotePage(
  db: Db,
  ownerId: string,
  query: QuoteListQuery,
): Promise<QuotePage> {
  const where = quoteFilterCondition(ownerId, query);
  const [counted] = await db.select({ total: count() }).from(acceptedQuotes).where(where);
  const rows = await db
    .select()
    .from(acceptedQuotes)
    .where(where)
    .orderBy(...NEWEST_FIRST)
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return { quotes: await quoteRepository(db).withLines(ownerId, rows), total: counted?.total ?? 0 };
}

const EXPORT_BATCH = 500;

/**
 * Every quote the filters match, newest first, in batches so a large export never holds all
 * quotes in memory at once. The matching ids are read first, so quotes accepted during the
 * export neither shift the batches nor appear twice.
 */
export async function* quotesForExport(
  db: Db,
  ownerId: string,
  filters: QuoteFilters,
): AsyncGenerator<QuoteWithLines[]> {
  const matching = await db
    .select({ id: acceptedQuotes.id })
    .from(acceptedQuotes)
    .where(quoteFilterCondition(ownerId, filters))
    .orderBy(...NEWEST_FIRST);
  const quotes = quoteRepository(db);
  for (let start = 0; start < matching.length; start += EXPORT_BATCH) {
    const ids = matching.slice(start, start + EXPORT_BATCH).map((row) => row.id);
    const rows = await db
      .select()
      .from(acceptedQuotes)
      .where(and(eq(acceptedQuotes.ownerId, ownerId), inArray(acceptedQuotes.id, ids)))
      .orderBy(...NEWEST_FIRST);
    yield quotes.withLines(ownerId, rows);
  }
}
