import type { callbackRequestSchema } from '@yardstick/core/schemas/contact';
import type { z } from 'zod';
import type { Db } from '../../platform/db/database.ts';
import { ownerRepository } from '../accounts/index.ts';
import type { QuoteEvents } from './quoteEvents.ts';
import { quoteRepository, type QuoteWithLines } from './quotesRepository.ts';

export type ParsedCallbackRequest = z.output<typeof callbackRequestSchema>;

/**
 * Stores a homeowner's call-back request as a lead in the owner's Accepted Quotes (kind
 * `callback`: no analysis, no services, no price) and announces it as an acceptance is
 * announced (the owner's e-mail and the `quote.accepted` webhook), in one transaction. It needs
 * no plan: a company without one is exactly when homeowners are offered it.
 */
export async function requestCallback(
  db: Db,
  ownerId: string,
  request: ParsedCallbackRequest,
  announce: { events: Pick<QuoteEvents, 'acceptedWithin'>; at: Date },
): Promise<QuoteWithLines> {
  const owner = await ownerRepository(db).get(ownerId);
  const lead = {
    kind: 'callback' as const,
    customerName: request.customerName,
    customerPhone: request.customerPhone,
    customerEmail: request.customerEmail ?? '',
    customerAddress: request.customerAddress ?? '',
    message: request.message ?? null,
    totalCents: 0,
    mowableAcres: 0,
    measuredMowableAcres: 0,
  };
  return db.transaction(async (tx) => {
    const stored = await quoteRepository(tx).insert(ownerId, lead, []);
    await announce.events.acceptedWithin(tx, stored, owner, announce.at);
    return stored;
  });
}
