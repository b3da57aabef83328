import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ImageryUnavailableError, ProviderTimeoutError } from '../../errors.ts';
import { startFakeServer, type FakeReply, type FakeServer } from '../../testing/fakeServer.ts';
import { CircuitBreaker } from './circuitBreaker.ts';
import { HttpFailure, httpStatusOf } from './httpFailure.ts';
import { parseRetryAfter, ProviderHttp, type ProviderHttpOptions } from './providerHttp.ts';

const answer = z.object({ ok: z.literal(true) });

describe('ProviderHttp', () => {
  let server: FakeServer;
  let replies: FakeReply[];
  const logged: { details: object; message: string }[] = [];

  beforeAll(async () => {
    server = await startFakeServer(() => replies.shift() ?? { json: { ok: true } });
  });
  afterAll(() => server.close());
  beforeEach(() => {
    replies = [];
    logged.length = 0;
    server.requests.length = 0;
  });

  const client = (options: Partial<ProviderHttpOptions> = {}) =>
    new ProviderHttp({
      provider: 'fake',
      service: 'aerial imagery',
      unavailable: (o) => new ImageryUnavailableError('the imagery service did not answer', o),
      timeoutMs: 1_000,
      retryDelayMs: 10,
      logger: { warn: (details, message) => logged.push({ details, message }) },
      ...options,
    });
  const url = () => new URL(`${server.baseUrl}/thing?token=secret`);
  const failureOf = (error: unknown) =>
    error instanceof Error && error.cause instanceof HttpFailure ? error.cause : undefined;

  it('parses a successful JSON answer with the schema', async () => {
    expect(await client().json(url(), answer)).toEqual({ ok: true });
    expect(server.requests).toHaveLength(1);
  });

  it.each([401, 403])('turns %i into the provider error without retrying', async (status) => {
    replies = [{ status, json: { message: 'Not Authorized - Invalid Token' } }];
    const error = await client()
      .json(url(), answer)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImageryUnavailableError);
    expect(failureOf(error)?.kind).toBe('auth');
    expect(httpStatusOf(error)).toBe(status);
    expect(server.requests).toHaveLength(1);
  });

  it('logs the cause without the query string (tokens)', async () => {
    replies = [{ status: 401, json: { message: 'Not Authorized - Invalid Token' } }];
    await client()
      .json(url(), answer)
      .catch(() => undefined);
    expect(logged).toHaveLength(1);
    expect(JSON.stringify(logged[0]?.details)).not.toContain('secret');
    expect(logged[0]?.message).toMatch(/fake request failed: HTTP 401/);
  });

  it('retries once after a 429, honouring Retry-After', async () => {
    replies = [
      { status: 429, headers: { 'retry-after': '0.05' }, json: { message: 'Rate limit' } },
    ];
    const started = Date.now();
    expect(await client().json(url(), answer)).toEqual({ ok: true });
    expect(Date.now() - started).toBeGreaterThanOrEqual(45);
    expect(server.requests).toHaveLength(2);
  });

  it('does not wait for a Retry-After beyond the cap', async () => {
    replies = [{ status: 429, headers: { 'retry-after': '60' }, json: {} }];
    const error = await client()
      .json(url(), answer)
      .catch((e: unknown) => e);
    expect(failureOf(error)?.kind).toBe('rate-limited');
    expect(server.requests).toHaveLength(1);
  });

  it('gives up after a 5xx twice (one retry)', async () => {
    replies = [
      { status: 503, body: 'busy' },
      { status: 502, body: 'bad gateway' },
    ];
    const error = await client()
      .json(url(), answer)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImageryUnavailableError);
    expect(failureOf(error)?.kind).toBe('server');
    expect(server.requests).toHaveLength(2);
  });

  it('recovers when the retry after a 5xx succeeds', async () => {
    replies = [{ status: 500, body: 'oops' }];
    expect(await client().json(url(), answer)).toEqual({ ok: true });
  });

  it('turns a slow answer into ProviderTimeoutError naming the service', async () => {
    replies = [{ delayMs: 500, json: { ok: true } }];
    const error = await client({ timeoutMs: 100 })
      .json(url(), answer)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderTimeoutError);
    expect(String(error)).toMatch(/aerial imagery service took too long/);
  });

  it('rejects malformed JSON and answers that break the schema', async () => {
    replies = [{ body: '{"ok": tru' }, { json: { ok: 'yes' } }];
    for (let i = 0; i < 2; i++) {
      const error = await client()
        .json(url(), answer)
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ImageryUnavailableError);
      expect(failureOf(error)?.kind).toBe('malformed');
    }
    expect(server.requests).toHaveLength(2);
  });

  it('reports an unreachable host as a network failure', async () => {
    const error = await client({ retryDelayMs: 1 })
      .json(new URL('http://127.0.0.1:1/nothing'), answer)
      .catch((e: unknown) => e);
    expect(failureOf(error)?.kind).toBe('network');
  });

  it('opens the breaker after repeated failures, fails fast, then closes after the cool-down', async () => {
    let now = 0;
    const breaker = new CircuitBreaker({ failureThreshold: 2, coolDownMs: 1_000, now: () => now });
    const http = client({ breaker, retryDelayMs: 1 });
    replies = [{ status: 500 }, { status: 500 }, { status: 500 }, { status: 500 }];
    await http.json(url(), answer).catch(() => undefined);
    await http.json(url(), answer).catch(() => undefined);
    expect(breaker.state).toBe('open');
    const fast = await http.json(url(), answer).catch((e: unknown) => e);
    expect(failureOf(fast)?.kind).toBe('circuit-open');
    expect(server.requests).toHaveLength(4);
    now = 1_000;
    expect(breaker.state).toBe('half-open');
    expect(await http.json(url(), answer)).toEqual({ ok: true });
    expect(breaker.state).toBe('closed');
  });

  it('reopens when the trial call after the cool-down fails', async () => {
    let now = 0;
    const breaker = new CircuitBreaker({ failureThreshold: 1, coolDownMs: 100, now: () => now });
    breaker.recordFailure();
    now = 100;
    expect(breaker.allows()).toBe(true);
    breaker.recordFailure();
    expect(breaker.state).toBe('open');
  });

  it('does not count a refused request (404) against the breaker', async () => {
    const breaker = new CircuitBreaker({ failureThreshold: 1 });
    replies = [{ status: 404, json: { message: 'Not Found' } }];
    const error = await client({ breaker })
      .json(url(), answer)
      .catch((e: unknown) => e);
    expect(failureOf(error)?.kind).toBe('status');
    expect(breaker.state).toBe('closed');
  });

  it('returns raw bytes with their content type', async () => {
    replies = [{ body: Buffer.from([1, 2, 3]), headers: { 'content-type': 'image/png' } }];
    const result = await client().bytes(url());
    expect([...result.body]).toEqual([1, 2, 3]);
    expect(result.contentType).toBe('image/png');
  });
});

describe('parseRetryAfter', () => {
  it('reads seconds and HTTP dates', () => {
    expect(parseRetryAfter('2')).toBe(2000);
    expect(parseRetryAfter(new Date(10_000).toUTCString(), 4_000)).toBe(6000);
    expect(parseRetryAfter(null)).toBeNull();
    expect(parseRetryAfter('soon')).toBeNull();
  });
});
