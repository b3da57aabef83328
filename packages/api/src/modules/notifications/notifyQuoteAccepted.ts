import type { Db } from '../../platform/db/database.ts';
import type { QuoteWithLines } from '../quotes/index.ts';
import type { Logger } from '../../platform/logger.ts';
import { mailOutboxRepository } from './mailOutboxRepository.ts';
import { quoteAcceptedMails, type MailOwner } from './quoteAcceptedMail.ts';

/**
 * Queues the accepted-quote messages. It never throws: the quote is already stored, and a
 * mail problem must not turn the homeowner's acceptance into an error.
 */
export async function notifyQuoteAccepted(
  db: Db,
  quote: QuoteWithLines,
  owner: MailOwner,
  { publicUrl, logger }: { publicUrl: URL; logger: Logger },
): Promise<void> {
  try {
    await mailOutboxRepository(db).enqueueAll(quoteAcceptedMails(owner, quote, publicUrl));
  } catch (error) {
    logger.error({ err: error, quoteId: quote.id }, 'Accepted-quote mail could not be queued');
  }
}
