import { quoteFiltersSchema, quoteListQuerySchema } from '@yardstick/core/schemas/quoteList';
import {
  adjustMeasurementRequestSchema,
  priceOverrideRequestSchema,
  updateAcceptedQuoteRequestSchema,
} from '@yardstick/core/schemas/quotes';
import { z } from 'zod';
import { Router } from 'express';
import { quoteRepository } from '../../platform/db/repositories/quotes.ts';
import { NotFoundError } from '../../platform/errors.ts';
import { authOf } from '../../platform/http/authenticate.ts';
import { idParams, validate } from '../../platform/http/validate.ts';
import { CSV_BYTE_ORDER_MARK } from '../../presenters/csv.ts';
import { presentAcceptedQuote } from '../../presenters/quotes.ts';
import { QUOTES_CSV_HEADER, quoteCsvRows } from '../../presenters/quotesCsv.ts';
import { listQuotePage, quotesForExport } from '../../quotes/listQuotes.ts';
import { queueQuoteUpdated } from '../../modules/notifications/index.ts';
import { overrideLinePrice, QUOTE_NOT_FOUND_MESSAGE } from '../../quotes/overrideLinePrice.ts';
import { adjustMeasurement } from '../../quotes/adjustMeasurement.ts';
import type { RouteKit } from '../kit.ts';

/**
 * Quotes homeowners accepted. They are the owner's leads, so they stay readable, exportable
 * and manageable with a session alone, also once a trial or subscription has ended:
 * GET   /api/accepted-quotes?status=&from=&to=&q=&reviewRequired=&page=&pageSize=
 *                                     → { acceptedQuotes, total, page, pageSize } newest first
 * GET   /api/accepted-quotes/export.csv?status=&from=&to=&q=
 *                                     → every match, one row per service line
 * PATCH /api/accepted-quotes/{id}   { status, notes } → { acceptedQuote }
 * PUT    /api/accepted-quotes/{id}/services/{lineId}/price-override { totalCost, reason }
 * DELETE /api/accepted-quotes/{id}/services/{lineId}/price-override
 *        → { acceptedQuote }: the owner's own price for one line (or back to the computed one)
 * PUT    /api/accepted-quotes/{id}/measurement { lawnGeometry }
 *        → { acceptedQuote }: the lawn adjusted on the map, re-priced with the current prices
 * POST /api/accept-quote (widget, X-API-Key or session) is wired with the analysis engine;
 * quotes/acceptQuote.ts is the operation it calls.
 */
export function quotesRouter({ db, clock, limits, authenticate }: RouteKit): Router {
  const router = Router();
  const ownerOnly = [limits.api, authenticate()];

  const listInput = validate({ query: quoteListQuerySchema });
  router.get('/accepted-quotes', ...ownerOnly, listInput, async (req, res) => {
    const { query } = listInput.parsed(req);
    const { quotes, total } = await listQuotePage(db, authOf(req).ownerId, query);
    res.json({
      acceptedQuotes: quotes.map(presentAcceptedQuote),
      total,
      page: query.page,
      pageSize: query.pageSize,
    });
  });

  const exportInput = validate({ query: quoteFiltersSchema });
  router.get('/accepted-quotes/export.csv', ...ownerOnly, exportInput, async (req, res) => {
    const { query } = exportInput.parsed(req);
    const day = clock.now().toISOString().slice(0, 10);
    res.attachment(`accepted-quotes-${day}.csv`);
    res.type('text/csv; charset=utf-8');
    res.write(CSV_BYTE_ORDER_MARK + QUOTES_CSV_HEADER);
    for await (const batch of quotesForExport(db, authOf(req).ownerId, query)) {
      res.write(batch.map(quoteCsvRows).join(''));
    }
    res.end();
  });

  const updateInput = validate({ params: idParams, body: updateAcceptedQuoteRequestSchema });
  router.patch('/accepted-quotes/:id', ...ownerOnly, updateInput, async (req, res) => {
    const { params, body } = updateInput.parsed(req);
    const { ownerId } = authOf(req);
    const quotes = quoteRepository(db);
    const before = await quotes.get(ownerId, params.id);
    const updated = before && (await quotes.updateStatus(ownerId, params.id, body));
    if (!updated) throw new NotFoundError(QUOTE_NOT_FOUND_MESSAGE);
    await queueQuoteUpdated(db, before, updated, { at: clock.now(), logger: req.log });
    res.json({ acceptedQuote: presentAcceptedQuote(updated) });
  });

  const lineParams = z.object({ id: z.string(), lineId: z.string() });
  const overridePath = '/accepted-quotes/:id/services/:lineId/price-override';

  const overrideInput = validate({ params: lineParams, body: priceOverrideRequestSchema });
  router.put(overridePath, ...ownerOnly, overrideInput, async (req, res) => {
    const { params, body } = overrideInput.parsed(req);
    const { ownerId } = authOf(req);
    const quote = await overrideLinePrice(db, ownerId, params.id, params.lineId, body, clock.now());
    res.json({ acceptedQuote: presentAcceptedQuote(quote) });
  });

  const clearInput = validate({ params: lineParams });
  router.delete(overridePath, ...ownerOnly, clearInput, async (req, res) => {
    const { params } = clearInput.parsed(req);
    const { ownerId } = authOf(req);
    const quote = await overrideLinePrice(db, ownerId, params.id, params.lineId, null, clock.now());
    res.json({ acceptedQuote: presentAcceptedQuote(quote) });
  });

  const measurementInput = validate({ params: idParams, body: adjustMeasurementRequestSchema });
  router.put(
    '/accepted-quotes/:id/measurement',
    ...ownerOnly,
    measurementInput,
    async (req, res) => {
      const { params, body } = measurementInput.parsed(req);
      const at = clock.now();
      const { before, after } = await adjustMeasurement(
        db,
        authOf(req).ownerId,
        params.id,
        body,
        at,
      );
      await queueQuoteUpdated(db, before, after, { at, logger: req.log });
      res.json({ acceptedQuote: presentAcceptedQuote(after) });
    },
  );

  return router;
}
