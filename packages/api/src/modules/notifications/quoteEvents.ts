import { randomUUID } from 'node:crypto';
import type { WebhookEventType } from '@yardstick/core/schemas/webhooks';
import type { Db } from '../../platform/db/database.ts';
import type { Logger } from '../../platform/logger.ts';
import { presentAcceptedQuote, type QuoteEvents, type QuoteWithLines } from '../quotes/index.ts';
import { mailOutboxRepository } from './mailOutboxRepository.ts';
import { callbackRequestMails } from './callbackRequestMail.ts';
import { quoteAcceptedMails } from './quoteAcceptedMail.ts';
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
 * Writes the event for each of the owner's endpoints with `db`, which may be a transaction:
 * then the event is stored with the change it describes, or neither is. It throws.
 */
export async function enqueueQuoteEvent(
  db: Db,
  type: WebhookEventType,
  quote: QuoteWithLines,
  { at, previous }: { at: Date; previous?: Record<string, unknown> },
): Promise<void> {
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
}

/**
 * Queues the event after the quote was saved. It never throws: the quote is already
 * saved, and a webhook problem must not turn the owner's or homeowner's action into an error.
 */
export async function queueQuoteEvent(
  db: Db,
  type: WebhookEventType,
  quote: QuoteWithLines,
  { at, logger, previous }: { at: Date; logger: Logger; previous?: Record<string, unknown> },
): Promise<void> {
  try {
    await enqueueQuoteEvent(db, type, quote, { at, previous });
  } catch (error) {
    logger.error({ err: error, quoteId: quote.id, type }, 'Webhook event could not be queued');
  }
}

/**
 * The old values, in the API's names, of what a `quote.updated` event reports as changed:
 * status, notes, the measured area, the edited beds' and paving's areas, the total and the
 * service lines' prices (an override).
 * Empty when nothing the event covers changed.
 */
export function changedQuoteAttributes(
  before: QuoteWithLines,
  after: QuoteWithLines,
): Record<string, unknown> {
  const previous: Record<string, unknown> = {};
  if (before.status !== after.status) previous.status = before.status;
  if ((before.notes ?? null) !== (after.notes ?? null)) previous.notes = before.notes ?? null;
  if (before.mowableAcres !== after.mowableAcres) previous.mowableArea = before.mowableAcres;
  const was = presentAcceptedQuote(before);
  const now = presentAcceptedQuote(after);
  if (was.bedAreaSqFt !== now.bedAreaSqFt) previous.bedAreaSqFt = was.bedAreaSqFt;
  if (was.pavingAreaSqFt !== now.pavingAreaSqFt) previous.pavingAreaSqFt = was.pavingAreaSqFt;
  if (was.totalCost !== now.totalCost) previous.totalCost = was.totalCost;
  if (linePrices(was) !== linePrices(now)) previous.services = was.services;
  return previous;
}

/** Each line's price and override reason: saving the same override again changes nothing. */
function linePrices(quote: ReturnType<typeof presentAcceptedQuote>): string {
  return JSON.stringify(
    quote.services.map((line) => [line.id, line.totalCost, line.priceOverride?.reason ?? null]),
  );
}

/**
 * A `quote.updated` event when something it covers changed (see changedQuoteAttributes);
 * nothing changed, nothing sent. Never throws, like queueQuoteEvent.
 */
export async function queueQuoteUpdated(
  db: Db,
  before: QuoteWithLines,
  after: QuoteWithLines,
  options: { at: Date; logger: Logger },
): Promise<void> {
  const previous = changedQuoteAttributes(before, after);
  if (Object.keys(previous).length === 0) return;
  await queueQuoteEvent(db, 'quote.updated', after, { ...options, previous });
}

/**
 * What notifications do when the quotes module announces a quote: e-mails (as the owner's
 * settings ask) and `quote.accepted` for a new acceptance or call-back request, written in the
 * quote's own transaction; `quote.updated` webhooks for a change. A landing-demo quote is
 * nobody's customer: it announces nothing.
 */
export function quoteEventListener(db: Db, { publicUrl }: { publicUrl: URL }): QuoteEvents {
  return {
    async acceptedWithin(tx, quote, owner, at) {
      if (quote.demo) return;
      const mails = quote.kind === 'callback' ? callbackRequestMails : quoteAcceptedMails;
      if (owner) await mailOutboxRepository(tx).enqueueAll(mails(owner, quote, publicUrl));
      await enqueueQuoteEvent(tx, 'quote.accepted', quote, { at });
    },
    updated: (before, after, context) => queueQuoteUpdated(db, before, after, context),
    async updatedWithin(tx, before, after, at) {
      const previous = changedQuoteAttributes(before, after);
      if (Object.keys(previous).length === 0) return;
      await enqueueQuoteEvent(tx, 'quote.updated', after, { at, previous });
    },
  };
}
