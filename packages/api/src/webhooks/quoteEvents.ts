import { randomUUID } from 'node:crypto';
import type { WebhookEventType } from '@yardstick/core/schemas/webhooks';
import type { Db } from '../db/database.ts';
import { centsToDollars } from '../db/money.ts';
import type { QuoteWithLines } from '../db/repositories/quotes.ts';
import type { Logger } from '../logger.ts';
import { presentAcceptedQuote } from '../presenters/quotes.ts';
import { webhookRepository } from './webhookRepository.ts';

/** The fields of a quote whose change is a `quote.updated` event. */
export function newEventId(): string {
  return `evt_${randomUUID().replace(/-/g, '')}`;
}

/**
 * The JSON every endpoint receives: `{ id, type, createdAt, data: { acceptedQuote,
 * previousAttributes? } }`, the quote in the API's own shape. `id` is the idempotency id.
 */
export function quoteEventBody(
  eventId: string,
  type: WebhookEventType,
  quote: QuoteWithLines,
  at: Date,
  previous?: Record<string, unknown>,
): string {
  const data = {
    acceptedQuote: presentAcceptedQuote(quote),
    ...(previous ? { previousAttributes: previous } : {}),
  };
  return JSON.stringify({ id: eventId, type, createdAt: at.toISOString(), data });
}

/**
 * Queues the event for each of the owner's endpoints. It never throws: the quote is already
 * saved, and a webhook problem must not turn the owner's or homeowner's action into an error.
 */
export async function queueQuoteEvent(
  db: Db,
  type: WebhookEventType,
  quote: QuoteWithLines,
  { at, logger, previous }: { at: Date; logger: Logger; previous?: Record<string, unknown> },
): Promise<void> {
  try {
    const webhooks = webhookRepository(db);
    const endpoints = await webhooks.listEndpoints(quote.ownerId);
    if (endpoints.length === 0) return;
    const eventId = newEventId();
    const body = quoteEventBody(eventId, type, quote, at, previous);
    for (const endpoint of endpoints) {
      await webhooks.enqueue({
        ownerId: quote.ownerId,
        endpointId: endpoint.id,
        eventId,
        eventType: type,
        body,
      });
    }
  } catch (error) {
    logger.error({ err: error, quoteId: quote.id, type }, 'Webhook event could not be queued');
  }
}

/**
 * A `quote.updated` event when status, notes, the priced area or the total changed: `previousAttributes`
 * holds the old values of what changed (in the API's names). Nothing changed, nothing sent.
 */
export async function queueQuoteUpdated(
  db: Db,
  before: QuoteWithLines,
  after: QuoteWithLines,
  options: { at: Date; logger: Logger },
): Promise<void> {
  const previous: Record<string, unknown> = {};
  if (before.status !== after.status) previous.status = before.status;
  if ((before.notes ?? null) !== (after.notes ?? null)) previous.notes = before.notes ?? null;
  if (before.mowableAcres !== after.mowableAcres) previous.mowableArea = before.mowableAcres;
  if (before.totalCents !== after.totalCents)
    previous.totalCost = centsToDollars(before.totalCents);
  if (Object.keys(previous).length === 0) return;
  await queueQuoteEvent(db, 'quote.updated', after, { ...options, previous });
}
