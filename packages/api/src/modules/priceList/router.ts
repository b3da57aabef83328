import { ownerEndpoints } from '@yardstick/core/endpoints';
import { Router, type RequestHandler } from 'express';
import type { Db } from '../../platform/db/database.ts';
import { ownerRepository } from '../accounts/index.ts';
import { NotFoundError } from '../../platform/errors.ts';
import { authOf, type Authenticate } from '../../platform/http/authenticate.ts';
import type { RateLimits } from '../../platform/http/rateLimits.ts';
import { route } from '../../platform/http/route.ts';
import { addFrequency } from './addFrequency.ts';
import { deleteService, SERVICE_NOT_FOUND_MESSAGE } from './deleteService.ts';
import { presentFrequency, presentService } from './presenter.ts';
import { createService, replaceService } from './saveService.ts';
import { serviceRepository } from './serviceRepository.ts';

/** What the price list's routes are built from. */
export interface PriceListDeps {
  db: Db;
  limits: Pick<RateLimits, 'api'>;
  authenticate: Authenticate;
  /** Forgets what is cached of an owner's storefront: whether it can quote depends on the services. */
  forgetOwner(ownerId: string): void;
}

/**
 * The owner's services and their frequency prices (a session on every route). They stay the
 * owner's to manage whatever their plan state: only new analyses wait for a plan.
 * GET    /api/services                                → { services } each with frequencies by sortOrder
 * POST   /api/services                                → 201 { service }
 * PUT    /api/services/{id}                           → { service }
 *   Both take an optional `frequencies` list: the service and all its prices are then
 *   written in one transaction (a refused price changes nothing).
 * DELETE /api/services/{id}                           → { success: true }; the default one → 409
 * GET    /api/services/{id}/frequencies               → { frequencies }
 * POST   /api/services/{id}/frequencies               → 201 { frequency }; same frequency twice → 409
 * DELETE /api/services/{id}/frequencies/{frequencyId} → { success: true }
 * GET    /api/review-settings                         → { reviewThreshold }
 * PUT    /api/review-settings  { reviewThreshold }    → { reviewThreshold }
 */
export function priceListRouter({ db, limits, authenticate, forgetOwner }: PriceListDeps): Router {
  const router = Router();
  const e = ownerEndpoints;
  // Cached storefronts are forgotten after every successful change (other servers hear of it
  // through the database trigger).
  const forgetAfterWrites: RequestHandler = (req, res, next) => {
    res.on('finish', () => {
      if (req.method !== 'GET' && res.statusCode < 400 && req.auth) forgetOwner(req.auth.ownerId);
    });
    next();
  };
  const ownerOnly = [limits.api, authenticate(), forgetAfterWrites];

  const serviceOf = async (ownerId: string, serviceId: string) => {
    const service = await serviceRepository(db).get(ownerId, serviceId);
    if (!service) throw new NotFoundError(SERVICE_NOT_FOUND_MESSAGE);
    return service;
  };

  route(router, e.reviewSettings, ownerOnly, async (_input, req, res) => {
    const owner = await ownerRepository(db).get(authOf(req).ownerId);
    if (!owner) throw new NotFoundError('Account not found');
    res.json({ reviewThreshold: owner.reviewThreshold });
  });

  route(router, e.updateReviewSettings, ownerOnly, async ({ body }, req, res) => {
    const owner = await ownerRepository(db).updateReviewThreshold(
      authOf(req).ownerId,
      body.reviewThreshold,
    );
    if (!owner) throw new NotFoundError('Account not found');
    res.json({ reviewThreshold: owner.reviewThreshold });
  });

  route(router, e.services, ownerOnly, async (_input, req, res) => {
    const services = await serviceRepository(db).list(authOf(req).ownerId);
    res.json({ services: services.map(presentService) });
  });

  route(router, e.createService, ownerOnly, async ({ body }, req, res) => {
    const created = await createService(db, authOf(req).ownerId, body);
    res.status(201).json({ service: presentService(created) });
  });

  route(router, e.updateService, ownerOnly, async ({ params, body }, req, res) => {
    const updated = await replaceService(db, authOf(req).ownerId, params.id, body);
    res.json({ service: presentService(updated) });
  });

  route(router, e.deleteService, ownerOnly, async ({ params }, req, res) => {
    await deleteService(db, authOf(req).ownerId, params.id);
    res.json({ success: true });
  });

  route(router, e.frequencies, ownerOnly, async ({ params }, req, res) => {
    const service = await serviceOf(authOf(req).ownerId, params.id);
    res.json({ frequencies: service.frequencies.map(presentFrequency) });
  });

  route(router, e.addFrequency, ownerOnly, async ({ params, body }, req, res) => {
    const frequency = await addFrequency(db, authOf(req).ownerId, params.id, body);
    res.status(201).json({ frequency: presentFrequency(frequency) });
  });

  route(router, e.deleteFrequency, ownerOnly, async ({ params }, req, res) => {
    const deleted = await serviceRepository(db).deleteFrequency(
      authOf(req).ownerId,
      params.id,
      params.frequencyId,
    );
    if (!deleted) throw new NotFoundError('Frequency not found');
    res.json({ success: true });
  });

  return router;
}
