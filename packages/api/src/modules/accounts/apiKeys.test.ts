import { apiKeyResponseSchema } from '@yardstick/core/schemas/account';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../testing/app.ts';
import { buildApiKey, buildOwner } from '../../testing/factories.ts';

const app = useTestApp();

describe('POST /api/generate-api-key', () => {
  it('creates a key on first use and answers the same key afterwards', async () => {
    const owner = await buildOwner();
    const first = await app.as(owner).post('/api/generate-api-key');
    expect(first.status).toBe(200);
    const { apiKey } = apiKeyResponseSchema.parse(first.body);
    const again = await app.as(owner).post('/api/generate-api-key', {});
    expect(apiKeyResponseSchema.parse(again.body).apiKey).toBe(apiKey);
  });

  it('replaces the key on refresh, and the old key stops working at once', async () => {
    const owner = await buildOwner();
    const oldKey = await buildApiKey(owner);
    const res = await app.as(owner).post('/api/generate-api-key', { refresh: true });
    const { apiKey: newKey } = apiKeyResponseSchema.parse(res.body);
    expect(newKey).not.toBe(oldKey);

    expect((await app.withApiKey(oldKey).get('/api/verify-api-key')).status).toBe(401);
    expect((await app.withApiKey(newKey).get('/api/verify-api-key')).status).toBe(200);
  });

  it('refuses a refresh flag that is not a boolean', async () => {
    const owner = await buildOwner();
    const res = await app.as(owner).post('/api/generate-api-key', { refresh: 'yes' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: expect.any(String) });
  });

  it('answers 401 when signed out', async () => {
    const res = await app.anonymous().post('/api/generate-api-key');
    expect(res.status).toBe(401);
  });

  it('refuses an owner whose trial has ended', async () => {
    const owner = await buildOwner({ trial: 'expired' });
    const res = await app.as(owner).post('/api/generate-api-key');
    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      error: 'Your trial has ended. Choose a plan to keep using Yardstick.',
    });
  });

  it('cannot be called with an API key instead of a session', async () => {
    const owner = await buildOwner();
    const key = await buildApiKey(owner);
    const res = await app.withApiKey(key).post('/api/generate-api-key', { refresh: true });
    expect(res.status).toBe(403);
    // The key still works: nothing was refreshed.
    expect((await app.withApiKey(key).get('/api/verify-api-key')).status).toBe(200);
  });
});

describe('GET /api/verify-api-key', () => {
  it("answers the key owner's company name", async () => {
    const owner = await buildOwner({ companyName: 'Blade Runners' });
    const key = await buildApiKey(owner);
    const res = await app.withApiKey(key).get('/api/verify-api-key');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      user: { companyName: 'Blade Runners', contactPhone: null, contactEmail: null },
    });
  });

  it('answers 401 for an unknown key and for no key', async () => {
    for (const client of [app.withApiKey('ys_pk_not_a_real_key'), app.anonymous()]) {
      const res = await client.get('/api/verify-api-key');
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ error: 'Invalid API key' });
    }
  });

  it('answers CORS for any origin, without credentials, including the preflight', async () => {
    const owner = await buildOwner();
    const key = await buildApiKey(owner);
    const preflight = await app.anonymous().request('OPTIONS', '/api/verify-api-key', undefined, {
      headers: {
        origin: 'https://customer-site.example',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'x-api-key',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-headers')).toBe('Content-Type, X-API-Key');
    expect(preflight.headers.get('access-control-allow-credentials')).toBeNull();

    const res = await app
      .withApiKey(key)
      .get('/api/verify-api-key', { headers: { origin: 'https://customer-site.example' } });
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('gives owner routes no CORS headers', async () => {
    const owner = await buildOwner();
    const res = await app
      .as(owner)
      .get('/api/services', { headers: { origin: 'https://customer-site.example' } });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });
});
