import { estimatorEndpoints, ownerEndpoints as e } from '@yardstick/core/endpoints';
import { idempotencyKeySchema } from '@yardstick/core/schemas/quotes';
import { Router, type Request, type RequestHandler, type Response } from 'express';
import { z } from 'zod';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db/database.ts';
import { NotFoundError } from '../../platform/errors.ts';
import { DEMO_LANDING_API_KEY } from '@yardstick/core/demo';
import { API_KEY_HEADER, authOf, type Authenticate } from '../../platform/http/authenticate.ts';
import type { RateLimits } from '../../platform/http/rateLimits.ts';
import { neutralOwnerAccessError } from '../../platform/http/publicAccessError.ts';
import { route, type RouteInput } from '../../platform/http/route.ts';
import { validate } from '../../platform/http/validate.ts';
import { allowWidget } from '../../platform/http/widgetCors.ts';
import { acceptQuote } from './acceptQuote.ts';
import { adjustMeasurement } from './adjustMeasurement.ts';
import { CSV_BYTE_ORDER_MARK } from './csv.ts';
import { overrideLinePrice, QUOTE_NOT_FOUND_MESSAGE } from './overrideLinePrice.ts';
import { presentAcceptedQuote } from './presenter.ts';
import { requestCallback } from './requestCallback.ts';
import type { QuoteEvents } from './quoteEvents.ts';
import { QUOTES_CSV_HEADER, quoteCsvRows } from './quotesCsv.ts';
import { quoteRepository } from './quotesRepository.ts';

/** What the quote routes are built from. */
export interface QuotesDeps {
  db: Db;
  clock: Clock;
  limits: Pick<RateLimits, 'api' | 'apiKey'>;
  authenticate: Authenticate;
  /** SPEC §4.3: active subscription, super user or active trial. */
  requireAccess: RequestHandler;
  /** Who is accepting: widget key, storefront subdomain or owner session (SPEC §6). */
  estimatorCaller: RequestHandler;
  /** Told of every accepted and changed quote (e-mails, webhooks). */
  events: QuoteEvents;
  /** The company a homeowner is told is unavailable when its owner has no access. */
  companyName(ownerId: string): Promise<string | undefined>;
}

/**
 * POST /api/accept-quote (widget, X-API-Key, storefront or session) SPEC §3 payload, prices
 *      recomputed here → 201 {acceptedQuote}; a repeat of an idempotency key → 200; a price
 *      other than the one shown → 409 {error: 'Prices changed: …', services: today's offer}
 *
 * POST /api/callback-request (storefront or widget key) {customerName, customerPhone,
 *      customerEmail?, customerAddress?, message?} → 201 {received: true}: a lead in Accepted
 *      Quotes, taken whatever the owner's plan (it is what homeowners are offered without one)
 *
 * Quotes homeowners accepted. They are the owner's leads, so they stay readable, exportable
 * and manageable with a session alone, also once a trial or subscription has ended:
 * GET   /api/accepted-quotes?status=&from=&to=&q=&reviewRequired=&page=&pageSize=
 *                                     → { acceptedQuotes, total, page, pageSize } newest first
 * GET   /api/accepted-quotes/export.csv?status=&from=&to=&q=&timeZone=
 *                                     → every match, one row per service line, its times in
 *                                       the owner's zone with their offset
 * PATCH /api/accepted-quotes/{id}   { status, notes } → { acceptedQuote }
 * POST  /api/accepted-quotes/{id}/archive | /restore → { acceptedQuote }: hidden from the
 *       default list (?archived=true lists them) or back in it
 * DELETE /api/accepted-quotes/{id}  → 204: the quote and its lines are gone
 *       (each answers 404 for a quote that is not the caller's)
 * PUT    /api/accepted-quotes/{id}/services/{lineId}/price-override { totalCost, reason }
 * DELETE /api/accepted-quotes/{id}/services/{lineId}/price-override
 *        → { acceptedQuote }: the owner's own price for one line (or back to the computed one)
 * PUT    /api/accepted-quotes/{id}/measurement { lawnGeometry, layer? }
 *        → { acceptedQuote }: the lawn (or with `layer`, the beds or paving) edited on the
 *        map, its lines re-priced with the current prices
 */
export function quotesRouter({
  db,
  clock,
  limits,
  authenticate,
  requireAccess,
  estimatorCaller,
  events,
  companyName,
}: QuotesDeps): Router {
  const router = Router();
  const ownerOnly = [limits.api, authenticate()];

  allowWidget(router, '/accept-quote');
  // Validated with validate(): the idempotency key may also come as a header, which the
  // endpoint table does not describe.
  const acceptInput = validate({
    body: estimatorEndpoints.acceptQuote.body,
    headers: z.object({ 'idempotency-key': idempotencyKeySchema.optional() }),
  });
  const acceptChain = [limits.apiKey, estimatorCaller, requireAccess, acceptInput];
  router.post('/accept-quote', ...acceptChain, async (req, res) => {
    const { body, headers } = acceptInput.parsed(req);
    const idempotencyKey = body.idempotencyKey ?? headers['idempotency-key'];
    // Quotes from the public landing demo are nobody's customers: marked, bounded, not mailed.
    const demo = req.get(API_KEY_HEADER) === DEMO_LANDING_API_KEY;
    const at = clock.now();
    const accepted = await acceptQuote(
      db,
      authOf(req).ownerId,
      { ...body, idempotencyKey },
      { announce: { events, at }, demo, now: at },
    );
    const status = accepted.created ? 201 : 200;
    res.status(status).json({ acceptedQuote: presentAcceptedQuote(accepted.quote) });
  });

  allowWidget(router, '/callback-request');
  const callbackChain = [limits.apiKey, estimatorCaller];
  route(router, estimatorEndpoints.callbackRequest, callbackChain, async ({ body }, req, res) => {
    await requestCallback(db, authOf(req).ownerId, body, { events, at: clock.now() });
    res.status(201).json({ received: true });
  });

  route(router, e.acceptedQuotes, ownerOnly, async ({ query }, req, res) => {
    const { quotes, total } = await quoteRepository(db).page(authOf(req).ownerId, query);
    res.json({
      acceptedQuotes: quotes.map(presentAcceptedQuote),
      total,
      page: query.page,
      pageSize: query.pageSize,
    });
  });

  route(router, e.acceptedQuotesCsv, ownerOnly, async ({ query }, req, res) => {
    const day = clock.now().toISOString().slice(0, 10);
    res.attachment(`accepted-quotes-${day}.csv`);
    res.type('text/csv; charset=utf-8');
    res.write(CSV_BYTE_ORDER_MARK + QUOTES_CSV_HEADER);
    for await (const batch of quoteRepository(db).exportBatches(authOf(req).ownerId, query)) {
      res.write(batch.map((quote) => quoteCsvRows(quote, query.timeZone ?? 'UTC')).join(''));
    }
    res.end();
  });

  route(router, e.updateAcceptedQuote, ownerOnly, async ({ params, body }, req, res) => {
    const { ownerId } = authOf(req);
    const quotes = quoteRepository(db);
    const before = await quotes.get(ownerId, params.id);
    const updated = before && (await quotes.updateStatus(ownerId, params.id, body));
    if (!updated) throw new NotFoundError(QUOTE_NOT_FOUND_MESSAGE);
    await events.updated(before, updated, { at: clock.now(), logger: req.log });
    res.json({ acceptedQuote: presentAcceptedQuote(updated) });
  });

  route(router, e.overrideLinePrice, ownerOnly, async ({ params, body }, req, res) => {
    const { ownerId } = authOf(req);
    const at = clock.now();
    const quote = await overrideLinePrice(db, ownerId, params.id, params.lineId, body, at, events);
    res.json({ acceptedQuote: presentAcceptedQuote(quote) });
  });

  route(router, e.clearLinePrice, ownerOnly, async ({ params }, req, res) => {
    const { ownerId } = authOf(req);
    const at = clock.now();
    const quote = await overrideLinePrice(db, ownerId, params.id, params.lineId, null, at, events);
    res.json({ acceptedQuote: presentAcceptedQuote(quote) });
  });

  route(router, e.adjustMeasurement, ownerOnly, async ({ params, body }, req, res) => {
    const at = clock.now();
    const { ownerId } = authOf(req);
    const { before, after } = await adjustMeasurement(db, ownerId, params.id, body, at);
    await events.updated(before, after, { at, logger: req.log });
    res.json({ acceptedQuote: presentAcceptedQuote(after) });
  });

  router.use(neutralOwnerAccessError(companyName));
  const archiving =
    (archived: boolean) =>
    async ({ params }: RouteInput<typeof e.archiveAcceptedQuote>, req: Request, res: Response) => {
      const quote = await quoteRepository(db).setArchived(
        authOf(req).ownerId,
        params.id,
        archived ? clock.now() : null,
      );
      if (!quote) throw new NotFoundError(QUOTE_NOT_FOUND_MESSAGE);
      res.json({ acceptedQuote: presentAcceptedQuote(quote) });
    };
  route(router, e.archiveAcceptedQuote, ownerOnly, archiving(true));
  route(router, e.restoreAcceptedQuote, ownerOnly, archiving(false));

  route(router, e.deleteAcceptedQuote, ownerOnly, async ({ params }, req, res) => {
    const deleted = await quoteRepository(db).delete(authOf(req).ownerId, params.id);
    if (!deleted) throw new NotFoundError(QUOTE_NOT_FOUND_MESSAGE);
    res.status(204).end();
  });

  return router;
}
