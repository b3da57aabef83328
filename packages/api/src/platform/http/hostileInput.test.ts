import { describe, expect, it } from 'vitest';
import jwt from 'jsonwebtoken';
import { SESSION_COOKIE } from '../auth/session.ts';
import { serviceRepository } from '../../modules/priceList/index.ts';
import { EMPTY_LOGO_MESSAGE } from '../../modules/storefronts/index.ts';
import { TEST_JWT_SECRET, useTestApp } from '../../testing/app.ts';
import { buildApiKey, buildOwner } from '../../testing/factories.ts';
import { storefrontForms } from '../../testing/storefrontForms.ts';
import { SIGN_IN_MESSAGE } from './authenticate.ts';
import { NUL_MESSAGE, TOO_DEEP_MESSAGE } from './validate.ts';

const app = useTestApp();

describe('values the database cannot hold', () => {
  it('refuses a NUL character in a body field with 400 and stores nothing', async () => {
    const owner = await buildOwner();
    const before = await serviceRepository(app.db).list(owner.id);
    const res = await app.as(owner).post('/api/services', { name: 'Mow\u0000ing', sortOrder: 1 });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: NUL_MESSAGE });
    expect(await serviceRepository(app.db).list(owner.id)).toEqual(before);
  });

  it('refuses a NUL character in a public path without an account', async () => {
    const res = await app.anonymous().get('/api/storefront/%00');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: NUL_MESSAGE });
  });

  it('refuses a sort order of 2^31 or more with a sentence', async () => {
    const owner = await buildOwner();
    const res = await app.as(owner).post('/api/services', { name: 'Edging', sortOrder: 2 ** 31 });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'Sort order must be at most 2,147,483,647' });
  });

  it('refuses an empty logo file with 400', async () => {
    const owner = await buildOwner();
    const storefronts = storefrontForms(app);
    const res = await storefronts.publish(owner, storefronts.fields(), {
      bytes: Buffer.alloc(0),
      name: 'logo.png',
      type: 'image/png',
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: EMPTY_LOGO_MESSAGE });
  });
});

describe('deeply nested bodies', () => {
  const deep = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
  const headers = { 'content-type': 'application/json' };

  it('refuses 100,000 nested arrays with 400, signed in or not, and keeps answering', async () => {
    const owner = await buildOwner();
    const body = { name: 'Mowing', sortOrder: 1, extra: JSON.parse(deep(40)) as unknown };
    const attempts = [
      await app.as(owner).post('/api/services', undefined, { raw: deep(100_000), headers }),
      await app.anonymous().post('/api/login', undefined, { raw: deep(100_000), headers }),
      await app.as(owner).post('/api/services', body),
    ];
    for (const res of attempts) {
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: TOO_DEEP_MESSAGE });
    }
    expect((await app.anonymous().get('/api/health')).status).toBe(200);
  });
});

describe('session tokens', () => {
  it('answers 401 to a validly signed token whose subject is not an owner id', async () => {
    const token = jwt.sign({}, TEST_JWT_SECRET, { algorithm: 'HS256', subject: 'not-a-uuid' });
    const res = await app
      .anonymous()
      .with({ cookie: `${SESSION_COOKIE}=${token}` })
      .get('/api/me');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: SIGN_IN_MESSAGE });
  });
});

describe('authenticated answers', () => {
  it('are never cached, by session or by API key', async () => {
    const owner = await buildOwner();
    for (const path of [
      '/api/me',
      '/api/services',
      '/api/accepted-quotes',
      `/api/usage/${owner.id}`,
    ]) {
      const res = await app.as(owner).get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control'), path).toBe('no-store');
    }
    const byKey = await app.withApiKey(await buildApiKey(owner)).post('/api/analyze-property', {});
    expect(byKey.status).toBe(400);
    expect(byKey.headers.get('cache-control')).toBe('no-store');
  });
});
