import {
  frequenciesListResponseSchema,
  frequencyResponseSchema,
  SERVICE_MESSAGES,
} from '@yardstick/core/schemas/services';
import { describe, expect, it } from 'vitest';
import { serviceRepository } from './serviceRepository.ts';
import { useTestApp } from '../../testing/app.ts';
import { buildOwner, buildService } from '../../testing/factories.ts';

/** A service's frequency prices, each on its own route (SPEC): list, add, remove. */
const app = useTestApp();

describe('GET /api/services/{id}/frequencies', () => {
  it("lists the service's frequencies", async () => {
    const owner = await buildOwner();
    const service = await buildService(owner);
    const res = await app.as(owner).get(`/api/services/${service.id}/frequencies`);
    expect(res.status).toBe(200);
    const { frequencies } = frequenciesListResponseSchema.parse(res.body);
    expect(frequencies).toEqual([
      expect.objectContaining({ frequency: 'weekly', pricePerSqFt: 0.008, minimumPrice: 50 }),
    ]);
  });

  it("answers 404 for another owner's service", async () => {
    const owner = await buildOwner();
    const theirs = await buildService(await buildOwner());
    const res = await app.as(owner).get(`/api/services/${theirs.id}/frequencies`);
    expect(res.status).toBe(404);
  });
});

describe('POST /api/services/{id}/frequencies', () => {
  const frequencyBody = {
    frequency: 'bi-weekly',
    pricePerSqFt: 0.009,
    minimumPrice: 50,
    isActive: true,
    sortOrder: 1,
  };

  it('adds a frequency price to the service', async () => {
    const owner = await buildOwner();
    const service = await buildService(owner);
    const res = await app.as(owner).post(`/api/services/${service.id}/frequencies`, frequencyBody);
    expect(res.status).toBe(201);
    expect(frequencyResponseSchema.parse(res.body).frequency).toMatchObject({
      frequency: 'bi-weekly',
      pricePerSqFt: 0.009,
      minimumPrice: 50,
    });
  });

  it('adds a price per tree, answers its basis, and prices on the lawn when none is said', async () => {
    const owner = await buildOwner();
    const service = await buildService(owner, { frequencies: [] });
    const url = `/api/services/${service.id}/frequencies`;
    const perTree = await app
      .as(owner)
      .post(url, { frequency: 'monthly', pricePerSqFt: 15, basis: 'per-tree' });
    expect(perTree.status).toBe(201);
    expect(frequencyResponseSchema.parse(perTree.body).frequency).toMatchObject({
      pricePerSqFt: 15,
      basis: 'per-tree',
    });
    const unsaid = await app.as(owner).post(url, frequencyBody);
    expect(frequencyResponseSchema.parse(unsaid.body).frequency.basis).toBe('lawn-area');
  });

  it('refuses a basis it does not know, with the ones it takes', async () => {
    const owner = await buildOwner();
    const service = await buildService(owner);
    const res = await app
      .as(owner)
      .post(`/api/services/${service.id}/frequencies`, { ...frequencyBody, basis: 'per-acre' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error:
        'Price basis must be one of: lawn-area, bed-area, hardscape-area, edge-length, per-tree, flat',
    });
  });

  it('refuses a second price for the same frequency', async () => {
    const owner = await buildOwner();
    const service = await buildService(owner);
    const res = await app
      .as(owner)
      .post(`/api/services/${service.id}/frequencies`, { ...frequencyBody, frequency: 'weekly' });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ error: 'A Weekly frequency already exists for this service.' });
  });

  it.each([
    [{ pricePerSqFt: 0 }, SERVICE_MESSAGES.priceAboveZero],
    // numeric(12,6) would store it as 0.
    [{ pricePerSqFt: 0.0000004 }, SERVICE_MESSAGES.priceTooPrecise],
    [{ minimumPrice: -1 }, SERVICE_MESSAGES.minimumNotNegative],
    [{ minimumPrice: 25.005 }, SERVICE_MESSAGES.minimumTooPrecise],
    [{ frequency: 'daily' }, SERVICE_MESSAGES.frequencyRequired],
  ])('refuses %o with the schema sentence', async (override, message) => {
    const owner = await buildOwner();
    const service = await buildService(owner);
    const res = await app
      .as(owner)
      .post(`/api/services/${service.id}/frequencies`, { ...frequencyBody, ...override });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: message });
  });

  it("answers 404 for another owner's service and adds nothing", async () => {
    const owner = await buildOwner();
    const theirs = await buildService(await buildOwner());
    const res = await app.as(owner).post(`/api/services/${theirs.id}/frequencies`, frequencyBody);
    expect(res.status).toBe(404);
    expect(await serviceRepository(app.db).listFrequencies(theirs.ownerId, theirs.id)).toHaveLength(
      1,
    );
  });
});

describe('DELETE /api/services/{id}/frequencies/{frequencyId}', () => {
  it('removes the frequency', async () => {
    const owner = await buildOwner();
    const service = await buildService(owner);
    const frequencyId = service.frequencies[0]?.id ?? '';
    const res = await app
      .as(owner)
      .delete(`/api/services/${service.id}/frequencies/${frequencyId}`);
    expect(res.status).toBe(200);
    expect(await serviceRepository(app.db).listFrequencies(owner.id, service.id)).toEqual([]);
  });

  it("answers 404 for another owner's frequency and keeps it", async () => {
    const owner = await buildOwner();
    const theirs = await buildService(await buildOwner());
    const res = await app
      .as(owner)
      .delete(`/api/services/${theirs.id}/frequencies/${theirs.frequencies[0]?.id ?? ''}`);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'Frequency not found' });
    expect(await serviceRepository(app.db).listFrequencies(theirs.ownerId, theirs.id)).toHaveLength(
      1,
    );
  });
});
