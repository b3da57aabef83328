import { describe, expect, it } from 'vitest';
import { serviceRepository } from '../../modules/priceList/index.ts';
import { useTestApp } from '../../testing/app.ts';
import { buildOwner } from '../../testing/factories.ts';
import { CSRF_MESSAGE } from './csrf.ts';

const app = useTestApp();
const service = { name: 'Weed Control' };

describe('CSRF guard on cookie-authenticated writes', () => {
  it('refuses a form-encoded or plain-text write and changes nothing', async () => {
    const owner = await buildOwner();
    for (const type of ['application/x-www-form-urlencoded', 'text/plain']) {
      const res = await app.as(owner).post('/api/services', undefined, {
        raw: 'name=Weed+Control',
        headers: { 'content-type': type },
      });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ error: CSRF_MESSAGE });
    }
    expect(await serviceRepository(app.db).list(owner.id)).toEqual([]);
  });

  it('refuses a write without a content type', async () => {
    const owner = await buildOwner();
    const res = await app
      .as(owner)
      .request('DELETE', '/api/services/00000000-0000-4000-8000-000000000000', undefined, {
        raw: new Blob([]),
      });
    expect(res.status).toBe(403);
  });

  it('refuses a JSON write from another origin', async () => {
    const owner = await buildOwner();
    const res = await app
      .as(owner)
      .post('/api/services', service, { headers: { origin: 'https://evil.example' } });
    expect(res.status).toBe(403);
    expect(await serviceRepository(app.db).list(owner.id)).toEqual([]);
  });

  it("accepts a write from the product's public origin or the request's own host", async () => {
    const owner = await buildOwner();
    const fromPublicUrl = await app
      .as(owner)
      .post('/api/services', service, { headers: { origin: app.config.publicUrl.origin } });
    expect(fromPublicUrl.status).toBe(201);
    const fromOwnHost = await app
      .as(owner)
      .post('/api/services', service, { headers: { origin: app.url } });
    expect(fromOwnHost.status).toBe(201);
  });

  it('does not apply to reads', async () => {
    const owner = await buildOwner();
    const res = await app
      .as(owner)
      .get('/api/services', { headers: { origin: 'https://evil.example' } });
    expect(res.status).toBe(200);
  });
});
