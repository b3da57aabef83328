import {
  frequencyInputSchema,
  reviewSettingsSchema,
  serviceWithFrequenciesInputSchema,
} from '@yardstick/core/schemas/services';
import { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import { ownerRepository } from '../../platform/db/repositories/owners.ts';
import { serviceRepository } from '../../platform/db/repositories/services.ts';
import { NotFoundError } from '../../platform/errors.ts';
import { authOf } from '../../platform/http/authenticate.ts';
import { idParams, validate } from '../../platform/http/validate.ts';
import { presentFrequency, presentService } from '../../presenters/services.ts';
import { addFrequency } from '../../services/addFrequency.ts';
import { deleteService, SERVICE_NOT_FOUND_MESSAGE } from '../../services/deleteService.ts';
import { createService, replaceService } from '../../services/saveService.ts';
import type { RouteKit } from '../kit.ts';

/**
 * The owner's services and their frequency prices (session + access policy on every route).
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
export function servicesRouter({
  db,
  limits,
  authenticate,
  requireAccess,
  publicReads,
}: RouteKit): Router {
  const router = Router();
  // Whether a storefront can quote depends on the services: cached storefronts are forgotten
  // after every successful change (other servers hear of it through the database trigger).
  const forgetAfterWrites: RequestHandler = (req, res, next) => {
    res.on('finish', () => {
      if (req.method !== 'GET' && res.statusCode < 400 && req.auth)
        publicReads.forgetOwner(req.auth.ownerId);
    });
    next();
  };
  const ownerOnly = [limits.api, authenticate(), requireAccess, forgetAfterWrites];

  const serviceOf = async (ownerId: string, serviceId: string) => {
    const service = await serviceRepository(db).get(ownerId, serviceId);
    if (!service) throw new NotFoundError(SERVICE_NOT_FOUND_MESSAGE);
    return service;
  };

  router.get('/review-settings', ...ownerOnly, async (req, res) => {
    const owner = await ownerRepository(db).get(authOf(req).ownerId);
    if (!owner) throw new NotFoundError('Account not found');
    res.json({ reviewThreshold: owner.reviewThreshold });
  });

  const reviewInput = validate({ body: reviewSettingsSchema });
  router.put('/review-settings', ...ownerOnly, reviewInput, async (req, res) => {
    const { reviewThreshold } = reviewInput.parsed(req).body;
    const owner = await ownerRepository(db).updateReviewThreshold(
      authOf(req).ownerId,
      reviewThreshold,
    );
    if (!owner) throw new NotFoundError('Account not found');
    res.json({ reviewThreshold: owner.reviewThreshold });
  });

  router.get('/services', ...ownerOnly, async (req, res) => {
    const services = await serviceRepository(db).list(authOf(req).ownerId);
    res.json({ services: services.map(presentService) });
  });

  const createInput = validate({ body: serviceWithFrequenciesInputSchema });
  router.post('/services', ...ownerOnly, createInput, async (req, res) => {
    const created = await createService(db, authOf(req).ownerId, createInput.parsed(req).body);
    res.status(201).json({ service: presentService(created) });
  });

  const updateInput = validate({ params: idParams, body: serviceWithFrequenciesInputSchema });
  router.put('/services/:id', ...ownerOnly, updateInput, async (req, res) => {
    const { params, body } = updateInput.parsed(req);
    const updated = await replaceService(db, authOf(req).ownerId, params.id, body);
    res.json({ service: presentService(updated) });
  });

  const deleteInput = validate({ params: idParams });
  router.delete('/services/:id', ...ownerOnly, deleteInput, async (req, res) => {
    await deleteService(db, authOf(req).ownerId, deleteInput.parsed(req).params.id);
    res.json({ success: true });
  });

  const listFrequenciesInput = validate({ params: idParams });
  router.get('/services/:id/frequencies', ...ownerOnly, listFrequenciesInput, async (req, res) => {
    const service = await serviceOf(
      authOf(req).ownerId,
      listFrequenciesInput.parsed(req).params.id,
    );
    res.json({ frequencies: service.frequencies.map(presentFrequency) });
  });

  const addFrequencyInput = validate({ params: idParams, body: frequencyInputSchema });
  router.post('/services/:id/frequencies', ...ownerOnly, addFrequencyInput, async (req, res) => {
    const { params, body } = addFrequencyInput.parsed(req);
    const frequency = await addFrequency(db, authOf(req).ownerId, params.id, body);
    res.status(201).json({ frequency: presentFrequency(frequency) });
  });

  const deleteFrequencyInput = validate({
    params: z.object({ id: z.string(), frequencyId: z.string() }),
  });
  router.delete(
    '/services/:id/frequencies/:frequencyId',
    ...ownerOnly,
    deleteFrequencyInput,
    async (req, res) => {
      const { id, frequencyId } = deleteFrequencyInput.parsed(req).params;
      const deleted = await serviceRepository(db).deleteFrequency(
        authOf(req).ownerId,
        id,
        frequencyId,
      );
      if (!deleted) throw new NotFoundError('Frequency not found');
      res.json({ success: true });
    },
  );

  return router;
}
