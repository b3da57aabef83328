import {
  SERVICE_MESSAGES,
  serviceResponseSchema,
  servicesListResponseSchema,
} from '@yardstick/core/schemas/services';
import { STANDARD_VOLUME_TIERS } from '@yardstick/core/volumeRate';
import { describe, expect, it } from 'vitest';
import { serviceRepository } from './serviceRepository.ts';
import { useTestApp } from '../../testing/app.ts';
import { buildOwner, buildService } from '../../testing/factories.ts';

const app = useTestApp();

const serviceBody = {
  name: 'Aeration',
  description: 'Core aeration',
  isActive: true,
  sortOrder: 2,
};

describe('GET /api/services', () => {
  it("lists only the owner's services, each with its frequencies in sort order", async () => {
    const owner = await buildOwner();
    const other = await buildOwner();
    await buildService(other, { name: 'Not mine' });
    await buildService(owner, {
      frequencies: [
        { frequency: 'monthly', sortOrder: 2 },
        { frequency: 'weekly', sortOrder: 0, pricePerSqFt: 0.0075, minimumPrice: 45.5 },
        { frequency: 'one-time', sortOrder: 1, minimumPrice: null },
      ],
    });
    const res = await app.as(owner).get('/api/services');
    expect(res.status).toBe(200);
    const { services } = servicesListResponseSchema.parse(res.body);
    expect(services.map((service) => service.name)).toEqual(['Lawn Mowing']);
    expect(services[0]?.frequencies.map((f) => f.frequency)).toEqual([
      'weekly',
      'one-time',
      'monthly',
    ]);
    expect(services[0]?.frequencies[0]).toMatchObject({
      pricePerSqFt: 0.0075,
      minimumPrice: 45.5,
      isActive: true,
    });
    expect(services[0]?.frequencies[1]?.minimumPrice).toBeNull();
  });
});

describe('POST /api/services', () => {
  it('creates a service and answers it', async () => {
    const owner = await buildOwner();
    const res = await app.as(owner).post('/api/services', serviceBody);
    expect(res.status).toBe(201);
    const { service } = serviceResponseSchema.parse(res.body);
    expect(service).toMatchObject({ ...serviceBody, isDefault: false, frequencies: [] });
  });

  it('requires a name', async () => {
    const owner = await buildOwner();
    const res = await app.as(owner).post('/api/services', { ...serviceBody, name: '  ' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: SERVICE_MESSAGES.nameRequired });
  });
});

describe('PUT /api/services/{id}', () => {
  it('updates the service', async () => {
    const owner = await buildOwner();
    const service = await buildService(owner);
    const res = await app.as(owner).put(`/api/services/${service.id}`, {
      ...serviceBody,
      name: 'Premium Mowing',
      isActive: false,
    });
    expect(res.status).toBe(200);
    expect(serviceResponseSchema.parse(res.body).service).toMatchObject({
      id: service.id,
      name: 'Premium Mowing',
      isActive: false,
    });
    expect(serviceResponseSchema.parse(res.body).service.frequencies).toHaveLength(1);
  });

  it('requires a name', async () => {
    const owner = await buildOwner();
    const service = await buildService(owner);
    const res = await app.as(owner).put(`/api/services/${service.id}`, { description: 'no name' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: SERVICE_MESSAGES.nameRequired });
  });

  it("answers 404 for another owner's service and leaves it unchanged", async () => {
    const owner = await buildOwner();
    const theirs = await buildService(await buildOwner(), { name: 'Theirs' });
    const res = await app.as(owner).put(`/api/services/${theirs.id}`, serviceBody);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'Service not found' });
    expect((await serviceRepository(app.db).get(theirs.ownerId, theirs.id))?.name).toBe('Theirs');
  });

  it('answers 404 for an id that is not an id', async () => {
    const owner = await buildOwner();
    const res = await app.as(owner).put('/api/services/not-a-uuid', serviceBody);
    expect(res.status).toBe(404);
  });
});

describe('PUT /api/services/{id} with its frequencies', () => {
  const withPrices = {
    ...serviceBody,
    frequencies: [
      { frequency: 'weekly', pricePerSqFt: 0.007, minimumPrice: 40, sortOrder: 0 },
      { frequency: 'monthly', pricePerSqFt: 0.009, sortOrder: 1 },
    ],
  };

  it('replaces the service and all its prices in one call', async () => {
    const owner = await buildOwner();
    const service = await buildService(owner, {
      frequencies: [{ frequency: 'one-time', pricePerSqFt: 0.005 }],
    });
    const res = await app.as(owner).put(`/api/services/${service.id}`, withPrices);
    expect(res.status).toBe(200);
    const answered = serviceResponseSchema.parse(res.body).service;
    expect(answered.name).toBe('Aeration');
    expect(answered.frequencies.map((f) => [f.frequency, f.pricePerSqFt, f.minimumPrice])).toEqual([
      ['weekly', 0.007, 40],
      ['monthly', 0.009, null],
    ]);
    const stored = await serviceRepository(app.db).listFrequencies(owner.id, service.id);
    expect(stored.map((f) => f.frequency)).toEqual(['weekly', 'monthly']);
  });

  it('refuses a bad price by its frequency and leaves the service and its prices as they were', async () => {
    const owner = await buildOwner();
    const service = await buildService(owner, {
      name: 'Mowing',
      frequencies: [{ frequency: 'one-time', pricePerSqFt: 0.005, minimumPrice: 75 }],
    });
    const res = await app.as(owner).put(`/api/services/${service.id}`, {
      ...withPrices,
      frequencies: [withPrices.frequencies[0], { frequency: 'monthly', pricePerSqFt: 5000 }],
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'Monthly: Price per sq ft is too large' });
    const kept = await serviceRepository(app.db).get(owner.id, service.id);
    expect(kept?.name).toBe('Mowing');
    expect(kept?.frequencies.map((f) => [f.frequency, f.pricePerSqFt])).toEqual([
      ['one-time', '0.005000'],
    ]);
  });

  it('refuses the same frequency twice in one list', async () => {
    const owner = await buildOwner();
    const service = await buildService(owner);
    const res = await app.as(owner).put(`/api/services/${service.id}`, {
      ...serviceBody,
      frequencies: [
        { frequency: 'weekly', pricePerSqFt: 0.007 },
        { frequency: 'weekly', pricePerSqFt: 0.008 },
      ],
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'A Weekly frequency already exists for this service.' });
    expect(await serviceRepository(app.db).listFrequencies(owner.id, service.id)).toHaveLength(1);
  });

  it("answers 404 for another owner's service and keeps its prices", async () => {
    const owner = await buildOwner();
    const theirs = await buildService(await buildOwner());
    const res = await app.as(owner).put(`/api/services/${theirs.id}`, withPrices);
    expect(res.status).toBe(404);
    const kept = await serviceRepository(app.db).listFrequencies(theirs.ownerId, theirs.id);
    expect(kept.map((f) => f.frequency)).toEqual(['weekly']);
  });

  it('stores volume tiers, keeps them when a later list leaves them out and drops them on []', async () => {
    const owner = await buildOwner();
    const service = await buildService(owner);
    const put = (weekly: Record<string, unknown>) =>
      app.as(owner).put(`/api/services/${service.id}`, {
        ...serviceBody,
        frequencies: [{ frequency: 'weekly', pricePerSqFt: 0.008, ...weekly }],
      });
    const tiersOf = (res: { body: unknown }) =>
      serviceResponseSchema.parse(res.body).service.frequencies[0]?.volumeTiers;

    const withTiers = await put({ volumeTiers: STANDARD_VOLUME_TIERS });
    expect(withTiers.status).toBe(200);
    expect(tiersOf(withTiers)).toEqual(STANDARD_VOLUME_TIERS);
    // A client that knows nothing of tiers changes the price without switching them off.
    expect(tiersOf(await put({ pricePerSqFt: 0.009 }))).toEqual(STANDARD_VOLUME_TIERS);
    expect(tiersOf(await put({ volumeTiers: [] }))).toEqual([]);
  });

  it("stores each price's basis and keeps it when a later list leaves it out", async () => {
    const owner = await buildOwner();
    const service = await buildService(owner);
    const put = (weekly: Record<string, unknown>) =>
      app.as(owner).put(`/api/services/${service.id}`, {
        ...serviceBody,
        frequencies: [{ frequency: 'weekly', pricePerSqFt: 0.25, ...weekly }],
      });
    const basisOf = (res: { body: unknown }) =>
      serviceResponseSchema.parse(res.body).service.frequencies[0]?.basis;

    expect(basisOf(await put({ basis: 'edge-length' }))).toBe('edge-length');
    // A client that knows nothing of bases changes the price without making it a lawn price.
    expect(basisOf(await put({ pricePerSqFt: 0.3 }))).toBe('edge-length');
    expect(basisOf(await put({ basis: 'flat', pricePerSqFt: 45 }))).toBe('flat');
    const listed = servicesListResponseSchema.parse(
      (await app.as(owner).get('/api/services')).body,
    );
    expect(listed.services[0]?.frequencies.map((f) => [f.basis, f.pricePerSqFt])).toEqual([
      ['flat', 45],
    ]);
  });

  it('refuses volume tiers out of order and keeps the prices as they were', async () => {
    const owner = await buildOwner();
    const service = await buildService(owner);
    const res = await app.as(owner).put(`/api/services/${service.id}`, {
      ...serviceBody,
      frequencies: [
        {
          frequency: 'weekly',
          pricePerSqFt: 0.008,
          volumeTiers: [
            { fromSqFt: 20_000, percentOfRate: 60 },
            { fromSqFt: 10_000, percentOfRate: 80 },
          ],
        },
      ],
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: 'Weekly: Each volume tier must start at a larger area than the one before it',
    });
    const kept = await serviceRepository(app.db).listFrequencies(owner.id, service.id);
    expect(kept.map((f) => f.volumeTiers)).toEqual([[]]);

    // A price per foot of edge counts its tiers in feet, and is refused in feet.
    const perFoot = await app.as(owner).post(`/api/services/${service.id}/frequencies`, {
      frequency: 'monthly',
      pricePerSqFt: 0.25,
      basis: 'edge-length',
      volumeTiers: [{ fromSqFt: 0, percentOfRate: 90 }],
    });
    expect(perFoot.status).toBe(400);
    expect(perFoot.body).toEqual({ error: 'A volume tier must start above 0 ft' });
  });

  it('keeps the prices when the body carries no frequencies (SPEC call)', async () => {
    const owner = await buildOwner();
    const service = await buildService(owner);
    const res = await app.as(owner).put(`/api/services/${service.id}`, serviceBody);
    expect(res.status).toBe(200);
    expect(serviceResponseSchema.parse(res.body).service.frequencies).toHaveLength(1);
  });
});

describe('POST /api/services with its frequencies', () => {
  it('creates the service with its prices in one call', async () => {
    const owner = await buildOwner();
    const res = await app.as(owner).post('/api/services', {
      ...serviceBody,
      frequencies: [{ frequency: 'bi-weekly', pricePerSqFt: 0.0075 }],
    });
    expect(res.status).toBe(201);
    const { service } = serviceResponseSchema.parse(res.body);
    expect(service.frequencies).toMatchObject([{ frequency: 'bi-weekly', pricePerSqFt: 0.0075 }]);
  });

  it('creates nothing when one price is refused', async () => {
    const owner = await buildOwner();
    const res = await app.as(owner).post('/api/services', {
      ...serviceBody,
      frequencies: [{ frequency: 'weekly', pricePerSqFt: 0 }],
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'Weekly: Price per sq ft must be greater than 0' });
    expect(await serviceRepository(app.db).list(owner.id)).toEqual([]);
  });
});

describe('DELETE /api/services/{id}', () => {
  it('deletes the service', async () => {
    const owner = await buildOwner();
    const service = await buildService(owner);
    const res = await app.as(owner).delete(`/api/services/${service.id}`);
    expect(res.status).toBe(200);
    expect(await serviceRepository(app.db).get(owner.id, service.id)).toBeUndefined();
  });

  it('refuses to delete the default service', async () => {
    const owner = await buildOwner();
    const service = await buildService(owner, { isDefault: true });
    const res = await app.as(owner).delete(`/api/services/${service.id}`);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ error: 'The default service cannot be deleted.' });
    expect(await serviceRepository(app.db).get(owner.id, service.id)).toBeDefined();
  });

  it("answers 404 for another owner's service and keeps it", async () => {
    const owner = await buildOwner();
    const theirs = await buildService(await buildOwner());
    const res = await app.as(owner).delete(`/api/services/${theirs.id}`);
    expect(res.status).toBe(404);
    expect(await serviceRepository(app.db).get(theirs.ownerId, theirs.id)).toBeDefined();
  });
});

describe('services access', () => {
  const id = '00000000-0000-4000-8000-000000000000';
  const routes: [string, string][] = [
    ['GET', '/api/services'],
    ['POST', '/api/services'],
    ['PUT', `/api/services/${id}`],
    ['DELETE', `/api/services/${id}`],
    ['GET', `/api/services/${id}/frequencies`],
    ['POST', `/api/services/${id}/frequencies`],
    ['DELETE', `/api/services/${id}/frequencies/${id}`],
  ];

  it.each(routes)('%s %s answers 401 when signed out', async (method, path) => {
    const res = await app.anonymous().request(method, path, serviceBody);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: 'Please sign in to continue.' });
  });

  it("keeps the price list in the owner's hands once the trial has ended, without a plan", async () => {
    const owner = await buildOwner({ trial: 'expired' });
    const client = app.as(owner);
    const created = await client.post('/api/services', serviceBody);
    expect(created.status, created.text).toBe(201);
    const listed = await client.get('/api/services');
    expect(listed.status).toBe(200);
    expect(JSON.stringify(listed.body)).toContain('Aeration');
  });

  it('lets a super user and an active subscriber in without a trial', async () => {
    for (const owner of [
      await buildOwner({ trial: 'none', isSuperUser: true }),
      await buildOwner({ trial: 'none', subscriptionStatus: 'active', plan: 'starter' }),
    ]) {
      expect((await app.as(owner).get('/api/services')).status).toBe(200);
    }
  });

  it('lets an owner who never had a trial set up services before choosing a plan', async () => {
    const owner = await buildOwner({ trial: 'none' });
    const res = await app.as(owner).get('/api/services');
    expect(res.status).toBe(200);
  });
});
