import {
  priceOverrideRequestSchema,
  updateAcceptedQuoteRequestSchema,
} from '@yardstick/core/schemas/quotes';
import { z } from 'zod';
import { Router } from 'express';
import { quoteRepository } from '../../db/repositories/quotes.ts';
import { NotFoundError } from '../../errors.ts';
import { authOf } from '../../http/authenticate.ts';
import { idParams, validate } from '../../http/validate.ts';
import { presentAcceptedQuote } from '../../presenters/quotes.ts';
import { overrideLinePrice, QUOTE_NOT_FOUND_MESSAGE } from '../../quotes/overrideLinePrice.ts';
import type { RouteKit } from '../kit.ts';

/**
 * Quotes homeowners accepted (session + access policy):
 * GET   /api/accepted-quotes        → { acceptedQuotes } newest first
 * PATCH /api/accepted-quotes/{id}   { status, notes } → { acceptedQuote }
 * PUT    /api/accepted-quotes/{id}/services/{lineId}/price-override { totalCost, reason }
 * DELETE /api/accepted-quotes/{id}/services/{lineId}/price-override
 *        → { acceptedQuote }: the owner's own price for one line (or back to the computed one)
 * POST /api/accept-quote (widget, X-API-Key or session) is wired with the analysis engine;
 * quotes/acceptQuote.ts is the operation it calls.
 */
export function quotesRouter({ db, limits, authenticate, requireAccess }: RouteKit): Router {
  const router = Router();
  const ownerOnly = [limits.api, authenticate(), requireAccess];

  router.get('/accepted-quotes', ...ownerOnly, async (req, res) => {
    const quotes = await quoteRepository(db).list(authOf(req).ownerId);
    res.json({ acceptedQuotes: quotes.map(presentAcceptedQuote) });
  });

  const updateInput = validate({ params: idParams, body: updateAcceptedQuoteRequestSchema });
  router.patch('/accepted-quotes/:id', ...ownerOnly, updateInput, async (req, res) => {
    const { params, body } = updateInput.parsed(req);
    const updated = await quoteRepository(db).updateStatus(authOf(req).ownerId, params.id, body);
    if (!updated) throw new NotFoundError(QUOTE_NOT_FOUND_MESSAGE);
    res.json({ acceptedQuote: presentAcceptedQuote(updated) });
  });

  const lineParams = z.object({ id: z.string(), lineId: z.string() });
  const overridePath = '/accepted-quotes/:id/services/:lineId/price-override';

  const overrideInput = validate({ params: lineParams, body: priceOverrideRequestSchema });
  router.put(overridePath, ...ownerOnly, overrideInput, async (req, res) => {
    const { params, body } = overrideInput.parsed(req);
    const quote = await overrideLinePrice(db, authOf(req).ownerId, params.id, params.lineId, body);
    res.json({ acceptedQuote: presentAcceptedQuote(quote) });
  });

  const clearInput = validate({ params: lineParams });
  router.delete(overridePath, ...ownerOnly, clearInput, async (req, res) => {
    const { params } = clearInput.parsed(req);
    const quote = await overrideLinePrice(db, authOf(req).ownerId, params.id, params.lineId, null);
    res.json({ acceptedQuote: presentAcceptedQuote(quote) });
  });

  return router;
}
