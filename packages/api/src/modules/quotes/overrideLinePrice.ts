import { PRICE_OVERRIDE_MESSAGES, type PriceOverrideRequest } from '@yardstick/core/schemas/quotes';
import type { Db } from '../../platform/db/database.ts';
import { dollarsToCents } from '../../platform/db/money.ts';
import { quoteRepository, type QuoteWithLines } from './quotesRepository.ts';
import { NotFoundError } from '../../platform/errors.ts';
import type { QuoteEvents } from './quoteEvents.ts';

export const QUOTE_NOT_FOUND_MESSAGE = 'Quote not found';

/**
 * Sets the owner's own price for one service line of an accepted quote (or, with null, goes
 * back to the computed one). The computed price stays stored beside it, the quote's total
 * follows, and the change is announced, all in one transaction: an override is never saved
 * without its announcement, nor one sent for an override that failed.
 */
export async function overrideLinePrice(
  db: Db,
  ownerId: string,
  quoteId: string,
  lineId: string,
  override: PriceOverrideRequest | null,
  at: Date,
  events: Pick<QuoteEvents, 'updatedWithin'>,
): Promise<QuoteWithLines> {
  return db.transaction(async (tx) => {
    const quotes = quoteRepository(tx);
    const before = await quotes.get(ownerId, quoteId);
    if (!before) throw new NotFoundError(QUOTE_NOT_FOUND_MESSAGE);
    const line = await quotes.setLineOverride(
      ownerId,
      quoteId,
      lineId,
      override && { cents: dollarsToCents(override.totalCost), reason: override.reason },
    );
    if (!line) throw new NotFoundError(PRICE_OVERRIDE_MESSAGES.lineNotFound);
    const updated = await quotes.refreshTotal(ownerId, quoteId);
    if (!updated) throw new NotFoundError(QUOTE_NOT_FOUND_MESSAGE);
    await events.updatedWithin(tx, before, updated, at);
    return updated;
  });
}
