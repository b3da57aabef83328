/**
 * A quote's lines as they are stored and priced again: what a new line holds, and the figures
 * a stored line takes when its quote is re-priced.
 */
import { DEFAULT_PRICE_BASIS } from '@yardstick/core/enums';
import type { acceptedQuoteServices } from '../../platform/db/schema/index.ts';

type QuoteLineRow = typeof acceptedQuoteServices.$inferSelect;

/** A stored line's new computed figures. */
export type RepricedLine = Pick<
  QuoteLineRow,
  'id' | 'areaSqFt' | 'pricePerSqFt' | 'volumeTiers' | 'basis' | 'quantity' | 'totalCents'
>;

/** The stored line `id` takes the figures of a line priced again. */
export function repricedLine(id: string, priced: NewQuoteLine): RepricedLine {
  const {
    areaSqFt,
    pricePerSqFt,
    volumeTiers = [],
    basis = DEFAULT_PRICE_BASIS,
    totalCents,
  } = priced;
  return {
    id,
    areaSqFt,
    pricePerSqFt,
    volumeTiers,
    basis,
    quantity: quantityOf(priced),
    totalCents,
  };
}

/** Units of the line's basis priced: a line priced on the lawn gives none apart from its area. */
export function quantityOf(line: NewQuoteLine): number {
  return line.quantity ?? line.areaSqFt;
}

export type NewQuoteLine = Omit<
  typeof acceptedQuoteServices.$inferInsert,
  'id' | 'ownerId' | 'quoteId' | 'quantity'
> & {
  /** Units of the line's basis priced; absent for a line priced on its lawn area (areaSqFt). */
  quantity?: number;
};
