import type { Db } from '../../platform/db/database.ts';
import type { Logger } from '../../platform/logger.ts';
import type { Owner } from '../accounts/index.ts';
import type { QuoteWithLines } from './quotesRepository.ts';

/** When and for which request an event happened. */
export interface QuoteEventContext {
  at: Date;
  logger: Logger;
}

/**
 * What the quotes module announces about a quote, for whoever listens (app/ wires the
 * notifications module: e-mails and webhooks). An acceptance is announced with `tx`, the
 * transaction that stores the quote: the quote and its messages are stored together or not
 * at all, so neither a crash nor a failed insert loses them, and a retry of a failed
 * submission stores both.
 */
export interface QuoteEvents {
  /** A homeowner accepted a quote: a new one, not a repeat of an earlier submission. It throws. */
  acceptedWithin(tx: Db, quote: QuoteWithLines, owner: Owner | undefined, at: Date): Promise<void>;
  /** The owner changed a quote; nothing is announced when nothing a listener covers changed. Never throws. */
  updated(before: QuoteWithLines, after: QuoteWithLines, context: QuoteEventContext): Promise<void>;
  /**
   * The same, written with `tx`, the transaction of the change: the announcement is stored
   * with the change or neither is. It throws.
   */
  updatedWithin(tx: Db, before: QuoteWithLines, after: QuoteWithLines, at: Date): Promise<void>;
}
