import {
  serviceResponseSchema,
  servicesListResponseSchema,
} from '@yardstick/core/schemas/services';
import { describe, expect, it } from 'vitest';
import { presentService } from './presenter.ts';
import { serviceRepository } from './serviceRepository.ts';
import { useTestApp } from '../../testing/app.ts';
import { testDatabase } from '../../testing/database.ts';
import { buildOwner, buildService } from '../../testing/factories.ts';

const app = useTestApp();
const SNOW = { from: { month: 11, day: 1 }, to: { month: 3, day: 31 } };
const snowBody = { name: 'Snow Clearing', isActive: true, sortOrder: 1, season: SNOW };

describe('a service season in the price list', () => {
  it('is stored and answered by POST, GET and PUT /api/services, and null makes it all year', async () => {
    const owner = await buildOwner();
    const client = app.as(owner);
    const created = await client.post('/api/services', snowBody);
    expect(created.status, created.text).toBe(201);
    const { service } = serviceResponseSchema.parse(created.body);
    expect(service.season).toEqual(SNOW);

    const listed = servicesListResponseSchema.parse((await client.get('/api/services')).body);
    expect(listed.services.find((s) => s.id === service.id)?.season).toEqual(SNOW);

    // A PUT without a season keeps it (a client that does not know seasons loses nothing).
    const renamed = await client.put(`/api/services/${service.id}`, {
      name: 'Snow Removal',
      isActive: true,
      sortOrder: 1,
    });
    expect(serviceResponseSchema.parse(renamed.body).service.season).toEqual(SNOW);

    const allYear = await client.put(`/api/services/${service.id}`, { ...snowBody, season: null });
    expect(serviceResponseSchema.parse(allYear.body).service.season).toBeNull();
  });

  it('refuses Feb 30 with a message that names the date, and stores nothing', async () => {
    const owner = await buildOwner();
    const client = app.as(owner);
    const res = await client.post('/api/services', {
      ...snowBody,
      season: { from: { month: 11, day: 1 }, to: { month: 2, day: 30 } },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      error: 'Season end: February has 29 days, so Feb 30 is not a date',
    });
    const listed = servicesListResponseSchema.parse((await client.get('/api/services')).body);
    expect(listed.services).toEqual([]);
  });

  it('leaves services stored without one offered all year', async () => {
    const owner = await buildOwner();
    const built = await buildService(owner, { name: 'Lawn Mowing' });
    expect(built.season).toBeNull();
    expect(presentService(built).season).toBeNull();
  });
});

describe('serviceRepository seasons', () => {
  it("keeps a service's season when an update leaves it out, and clears it with null", async () => {
    const { db } = await testDatabase();
    const owner = await buildOwner();
    const services = serviceRepository(db);
    const input = { name: 'Snow Clearing', description: undefined, isActive: true, sortOrder: 0 };
    const created = await services.create(owner.id, { ...input, season: SNOW });
    expect(created.season).toEqual(SNOW);
    expect((await services.update(owner.id, created.id, input))?.season).toEqual(SNOW);
    expect(
      (await services.update(owner.id, created.id, { ...input, season: null }))?.season,
    ).toBeNull();
  });
});
