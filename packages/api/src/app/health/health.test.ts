import { healthResponseSchema, readinessResponseSchema } from '@yardstick/core/schemas/health';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../testing/app.ts';

const app = useTestApp();

describe('GET /api/health', () => {
  it('answers ok with the database driver in use', async () => {
    const res = await app.anonymous().get('/api/health');
    expect(res.status).toBe(200);
    const body = healthResponseSchema.parse(res.body);
    expect(body).toEqual({
      ok: true,
      db: app.database.kind,
      providers: {
        geocoder: 'demo',
        parcels: 'demo',
        imagery: 'demo',
        buildings: 'demo',
        vision: 'builtin',
      },
    });
  });

  it('echoes a request id in X-Request-Id, keeping the caller’s own', async () => {
    const generated = await app.anonymous().get('/api/health');
    expect(generated.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const echoed = await app
      .anonymous()
      .get('/api/health', { headers: { 'X-Request-Id': 'trace-42' } });
    expect(echoed.headers.get('x-request-id')).toBe('trace-42');
  });

  it('sends security headers', async () => {
    const res = await app.anonymous().get('/api/health');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(res.headers.get('x-powered-by')).toBeNull();
  });
});

describe('GET /api/health/ready and /api/health/live', () => {
  it('says the server is ready: database up and every migration applied', async () => {
    const res = await app.anonymous().get('/api/health/ready');
    expect(res.status).toBe(200);
    expect(readinessResponseSchema.parse(res.body)).toEqual({
      ok: true,
      db: app.database.kind,
      migrated: true,
    });
  });

  it('says the process is alive', async () => {
    const res = await app.anonymous().get('/api/health/live');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
  });
});

describe('unknown routes', () => {
  it('answers an unknown /api path with 404 JSON', async () => {
    const res = await app.anonymous().get('/api/nope');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'No API endpoint matches GET /api/nope.' });
  });
});

describe('request bodies', () => {
  it('refuses malformed JSON with 400 and a sentence', async () => {
    const res = await app.anonymous().post('/api/login', undefined, {
      raw: '{"email": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'The request body is not valid JSON.' });
  });

  it('refuses a JSON body over 1 MB with 413', async () => {
    const res = await app
      .anonymous()
      .post('/api/login', { email: 'a@b.co', password: 'x'.repeat(1_100_000) });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ error: 'The request body is too large.' });
  });
});
