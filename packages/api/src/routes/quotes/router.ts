import {
  acceptedQuotesQuerySchema,
  updateAcceptedQuoteRequestSchema,
} from '@yardstick/core/schemas/quotes';
import { Router } from 'express';
import { quoteRepository } from '../../db/repositories/quotes.ts';
import { NotFoundError } from '../../errors.ts';
import { authOf } from '../../http/authenticate.ts';
import { idParams, validate } from '../../http/validate.ts';
import { presentAcceptedQuote } from '../../presenters/quotes.ts';
import type { RouteKit } from '../kit.ts';

/**
 * Quotes homeowners accepted (session + access policy):
 * GET   /api/accepted-quotes        → { acceptedQuotes } newest first; ?reviewRequired=true|false
 * PATCH /api/accepted-quotes/{id}   { status, notes } → { acceptedQuote }
 * POST /api/accept-quote (widget, X-API-Key or session) is wired with the analysis engine;
 * quotes/acceptQuote.ts is the operation it calls.
 */
export function quotesRouter({ db, limits, authenticate, requireAccess }: RouteKit): Router {
  const router = Router();
  const ownerOnly = [limits.api, authenticate(), requireAccess];

  const listInput = validate({ query: acceptedQuotesQuerySchema });
  router.get('/accepted-quotes', ...ownerOnly, listInput, async (req, res) => {
    const { query } = listInput.parsed(req);
    const quotes = await quoteRepository(db).list(authOf(req).ownerId, query);
    res.json({ acceptedQuotes: quotes.map(presentAcceptedQuote) });
  });

  const updateInput = validate({ params: idParams, body: updateAcceptedQuoteRequestSchema });
  router.patch('/accepted-quotes/:id', ...ownerOnly, updateInput, async (req, res) => {
    const { params, body } = updateInput.parsed(req);
    const updated = await quoteRepository(db).updateStatus(authOf(req).ownerId, params.id, body);
    if (!updated) throw new NotFoundError('Quote not found');
    res.json({ acceptedQuote: presentAcceptedQuote(updated) });
  });

  return router;
}
