import type { QuoteFilters } from '@yardstick/core/schemas/quoteList';
import { and, eq, gte, ilike, lt, or, type SQL } from 'drizzle-orm';
import { acceptedQuotes } from '../platform/db/schema/index.ts';

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
  q: (text) => {
    const pattern = `%${likeLiteral(text)}%`;
    return or(
      ilike(acceptedQuotes.customerName, pattern),
      ilike(acceptedQuotes.customerEmail, pattern),
      ilike(acceptedQuotes.customerAddress, pattern),
    );
  },
};

/** The owner's quotes that pass every filter given (other keys, such as the page, are ignored). */
export function quoteFilterCondition(ownerId: string, filters: QuoteFilters): SQL | undefined {
  const keys = Object.keys(QUOTE_FILTERS) as (keyof QuoteFilters)[];
  const conditions = keys.map((key) => {
    const value = filters[key];
    if (value === undefined) return undefined;
    // Each key's condition takes that key's value; TypeScript cannot follow the pairing.
    return (QUOTE_FILTERS[key] as (value: unknown) => SQL | undefined)(value);
  });
  return and(eq(acceptedQuotes.ownerId, ownerId), ...conditions);
}
