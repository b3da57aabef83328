import {
  invoiceParamsSchema,
  updatePaymentMethodRequestSchema,
} from '@yardstick/core/schemas/paymentMethod';
import { Router } from 'express';
import type { BillingContext } from './context.ts';
import { getPaymentMethod } from './getPaymentMethod.ts';
import { getInvoice, listInvoices } from './listInvoices.ts';
import { loadOwner } from './subscriber.ts';
import { finishCardUpdate, startCardUpdate } from './updatePaymentMethod.ts';
import type { Db } from '../../platform/db/database.ts';
import { authOf, type Authenticate } from '../../platform/http/authenticate.ts';
import type { RateLimits } from '../../platform/http/rateLimits.ts';
import { validate } from '../../platform/http/validate.ts';

/**
 * The card billing uses and the charges made to it, always the signed-in owner's own.
 * GET  /api/payment-method        → { paymentMethod } or { paymentMethod: null }
 * POST /api/payment-method/setup  → { type: 'setup', setupIntentId, clientSecret }; 409 without
 *                                   a running subscription
 * POST /api/payment-method        { setupIntentId } → { paymentMethod, subscriptionStatus }: the
 *                                   confirmed card becomes the default (a past-due charge is paid)
 * GET  /api/invoices              → { invoices }: date, amount, status, receipt link under Stripe
 * GET  /api/invoices/:id          → { invoice, billedTo }: the printable receipt's content
 */
export function paymentMethodRouter(
  {
    db,
    limits,
    authenticate,
  }: { db: Db; limits: Pick<RateLimits, 'api'>; authenticate: Authenticate },
  context: BillingContext,
): Router {
  const router = Router();
  const ownerOnly = [limits.api, authenticate()];
  const ownerOf = (req: Parameters<typeof authOf>[0]) => loadOwner(db, authOf(req).ownerId);

  router.get('/payment-method', ...ownerOnly, async (req, res) => {
    res.json({ paymentMethod: await getPaymentMethod(context, await ownerOf(req)) });
  });

  router.post('/payment-method/setup', ...ownerOnly, async (req, res) => {
    res.json(await startCardUpdate(context, await ownerOf(req)));
  });

  const updateInput = validate({ body: updatePaymentMethodRequestSchema });
  router.post('/payment-method', ...ownerOnly, updateInput, async (req, res) => {
    const { setupIntentId } = updateInput.parsed(req).body;
    res.json(await finishCardUpdate(context, await ownerOf(req), setupIntentId));
  });

  router.get('/invoices', ...ownerOnly, async (req, res) => {
    res.json({ invoices: await listInvoices(context, await ownerOf(req)) });
  });

  const invoiceInput = validate({ params: invoiceParamsSchema });
  router.get('/invoices/:id', ...ownerOnly, invoiceInput, async (req, res) => {
    const owner = await ownerOf(req);
    const invoice = await getInvoice(context, owner, invoiceInput.parsed(req).params.id);
    res.json({ invoice, billedTo: { companyName: owner.companyName, email: owner.email } });
  });
  return router;
}
