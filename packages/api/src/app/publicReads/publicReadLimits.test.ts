import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../testing/app.ts';
import {
  buildApiKey,
  buildOwner,
  buildStorefront,
  uniqueSubdomain,
} from '../../testing/factories.ts';

const LIMIT = 5;
const app = useTestApp({
  env: {
    RATE_LIMIT_API_MAX: String(LIMIT),
    RATE_LIMIT_API_KEY_MAX: String(LIMIT),
    // Visitors are told apart by X-Forwarded-For, as behind the proxy of a real deployment.
    TRUST_PROXY: 'true',
  },
});

/** Each test is its own client, so one test's counts do not reach the next. */
let clients = 0;
const client = () => ({ headers: { 'X-Forwarded-For': `198.51.100.${++clients}` } });

describe('rate limits of public reads', () => {
  it('serve a known storefront from memory however often it is asked for', async () => {
    const storefront = await buildStorefront(await buildOwner());
    await app.announcementsHeard();
    const visitor = client();
    for (let i = 0; i < LIMIT * 3; i += 1) {
      const res = await app.anonymous().get(`/api/storefront/${storefront.subdomain}`, visitor);
      expect(res.status).toBe(200);
    }
  });

  it('count every read that reaches the database: guessed subdomains stop at the limit', async () => {
    const visitor = client();
    for (let i = 0; i < LIMIT; i += 1) {
      const res = await app.anonymous().get(`/api/storefront/${uniqueSubdomain('guess')}`, visitor);
      expect(res.status).toBe(404);
    }
    const refused = await app
      .anonymous()
      .get(`/api/storefront/${uniqueSubdomain('guess')}`, visitor);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      error: 'Too many requests. Please slow down and try again in a minute.',
    });
  });

  it('verify a known widget key from memory, and count the reads of an unknown one', async () => {
    const key = await buildApiKey(await buildOwner());
    await app.announcementsHeard();
    const visitor = client();
    for (let i = 0; i < LIMIT * 3; i += 1) {
      expect((await app.withApiKey(key).get('/api/verify-api-key', visitor)).status).toBe(200);
    }
    // The known key's first read was counted against its visitor's IP, as every read of a key
    // not yet known to be valid is: the unknown key comes from another visitor.
    const guesser = client();
    const unknown = app.withApiKey('ys_pk_no_such_key');
    for (let i = 0; i < LIMIT; i += 1) {
      expect((await unknown.get('/api/verify-api-key', guesser)).status).toBe(401);
    }
    expect((await unknown.get('/api/verify-api-key', guesser)).status).toBe(429);
  });

  it('count the reads of made-up keys per visitor, however many keys they make up', async () => {
    const visitor = client();
    for (let i = 0; i < LIMIT; i += 1) {
      const res = await app.withApiKey(`ys_pk_guess_${i}`).get('/api/verify-api-key', visitor);
      expect(res.status).toBe(401);
    }
    const refused = await app.withApiKey('ys_pk_guess_more').get('/api/verify-api-key', visitor);
    expect(refused.status).toBe(429);
  });
});
