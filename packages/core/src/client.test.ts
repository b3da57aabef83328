import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  ApiError,
  createApiClient,
  errorMessage,
  type FetchInit,
  type FetchLike,
} from './client.ts';
import { endpoint, endpointUrl } from './endpoints/endpoint.ts';
import { errorBodySchema } from './schemas/fields.ts';

interface RecordedCall {
  url: string;
  init: FetchInit;
}

/** A fetch that answers one fixed response and records what it was asked. */
function fakeFetch(status: number, body: string): FetchLike & { calls: RecordedCall[] } {
  const calls: RecordedCall[] = [];
  const fetch = async (url: string, init: FetchInit) => {
    calls.push({ url, init });
    return { ok: status >= 200 && status < 300, status, text: async () => body };
  };
  return Object.assign(fetch, { calls });
}

function onlyCall(fetch: { calls: RecordedCall[] }): RecordedCall {
  const [call] = fetch.calls;
  if (!call) throw new Error('fetch was not called');
  return call;
}

describe('createApiClient', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('sends JSON with credentials to the base URL', async () => {
    const fetch = fakeFetch(200, '{"id":"u1"}');
    const client = createApiClient({ baseUrl: 'https://app.test/', fetch });

    const answer = await client.request('POST', '/api/login', {
      body: { email: 'a@b.test', password: 'x' },
    });

    expect(answer).toEqual({ id: 'u1' });
    expect(onlyCall(fetch)).toEqual({
      url: 'https://app.test/api/login',
      init: {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{"email":"a@b.test","password":"x"}',
        credentials: 'include',
      },
    });
  });

  it('adds the X-API-Key header when it has a key', async () => {
    const fetch = fakeFetch(200, '{}');
    await createApiClient({ apiKey: 'ys_pk_1', fetch }).request('GET', '/api/verify-api-key');

    expect(onlyCall(fetch).init.headers).toEqual({
      'Content-Type': 'application/json',
      'X-API-Key': 'ys_pk_1',
    });
    expect(onlyCall(fetch).init.body).toBeUndefined();
  });

  it('sends multipart form data as it is, without a JSON content type', async () => {
    const fetch = fakeFetch(201, '{}');
    const formData = { append: () => undefined };
    await createApiClient({ fetch }).request('POST', '/api/storefronts', { formData });

    expect(onlyCall(fetch).init.body).toBe(formData);
    expect(onlyCall(fetch).init.headers).toEqual({});
  });

  it('merges extra headers of one request', async () => {
    const fetch = fakeFetch(200, '{}');
    await createApiClient({ fetch }).request('GET', '/api/me', { headers: { 'X-Trace': '1' } });

    expect(onlyCall(fetch).init.headers).toEqual({
      'Content-Type': 'application/json',
      'X-Trace': '1',
    });
  });

  it('parses the answer with the schema it is given', async () => {
    const fetch = fakeFetch(200, '{"apiKey":"ys_pk_2","extra":true}');
    const schema = z.object({ apiKey: z.string() });

    const answer = await createApiClient({ fetch }).request('POST', '/api/generate-api-key', {
      schema,
    });

    expect(answer).toEqual({ apiKey: 'ys_pk_2' });
  });

  it('rejects an answer that does not fit the schema', async () => {
    const fetch = fakeFetch(200, '{"apiKey":42}');
    const schema = z.object({ apiKey: z.string() });

    await expect(
      createApiClient({ fetch }).request('POST', '/api/generate-api-key', { schema }),
    ).rejects.toBeInstanceOf(z.ZodError);
  });

  it.each([
    ['', undefined],
    ['plain text', 'plain text'],
  ])('answers body %j as %j', async (body, expected) => {
    const answer = await createApiClient({ fetch: fakeFetch(200, body) }).request(
      'POST',
      '/api/logout',
    );
    expect(answer).toBe(expected);
  });

  it('keeps a busy answer’s Retry-After, so callers can tell busy from down', async () => {
    const answer = (retryAfter: string | null) =>
      createApiClient({
        baseUrl: 'https://app.test',
        fetch: async () => ({
          ok: false,
          status: 503,
          text: async () => '{"error":"Busy"}',
          headers: { get: (name: string) => (name === 'retry-after' ? retryAfter : null) },
        }),
      })
        .request('GET', '/api/x')
        .then(
          () => {
            throw new Error('expected the request to fail');
          },
          (error: unknown) => error as ApiError,
        );
    expect((await answer('3')).retryAfterSeconds).toBe(3);
    expect((await answer(null)).retryAfterSeconds).toBeUndefined();
    expect((await answer('soon')).retryAfterSeconds).toBeUndefined();
  });

  it('turns a non-ok answer into an ApiError with the server sentence', async () => {
    const fetch = fakeFetch(401, '{"error":"Invalid credentials"}');
    const failure = createApiClient({ fetch }).request('POST', '/api/login');

    await expect(failure).rejects.toMatchObject({
      name: 'ApiError',
      message: '401: {"error":"Invalid credentials"}',
      status: 401,
      body: '{"error":"Invalid credentials"}',
      serverMessage: 'Invalid credentials',
    });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
  });

  it.each([['Internal Server Error'], ['{"message":"no error field"}'], ['{"error":42}']])(
    'leaves serverMessage undefined for body %j',
    async (body) => {
      const failure = createApiClient({ fetch: fakeFetch(500, body) }).request('GET', '/api/me');
      await expect(failure).rejects.toMatchObject({
        message: `500: ${body}`,
        serverMessage: undefined,
      });
    },
  );

  it.each([
    ['{"error":"Too many requests"}'],
    ['{"error":"Extra fields are fine","field":"email"}'],
    ['{"error":""}'],
    ['{"error":null}'],
    ['["error"]'],
    ['null'],
    ['"error"'],
    [''],
  ])('reads the server sentence of %j exactly as errorBodySchema does', async (body) => {
    const failure = createApiClient({ fetch: fakeFetch(400, body) }).request('GET', '/api/me');
    const parsed = errorBodySchema.safeParse(body ? JSON.parse(body) : undefined);
    await expect(failure).rejects.toMatchObject({
      serverMessage: parsed.success ? parsed.data.error : undefined,
    });
  });

  it('uses the global fetch when none is given', async () => {
    const fetch = fakeFetch(200, '{"ok":true}');
    vi.stubGlobal('fetch', fetch);

    await expect(createApiClient().request('GET', '/api/health')).resolves.toEqual({ ok: true });
    expect(onlyCall(fetch).url).toBe('/api/health');
  });

  it('says how to fix a missing global fetch', async () => {
    vi.stubGlobal('fetch', undefined);
    await expect(createApiClient().request('GET', '/api/health')).rejects.toThrow(
      'No global fetch: pass one to createApiClient({ fetch })',
    );
  });
});

describe('errorMessage', () => {
  it.each([
    [new ApiError(400, '{"error":"Invalid coupon code"}'), 'Invalid coupon code'],
    [new ApiError(500, 'oops'), 'Failed to validate coupon. Please try again.'],
    [new ApiError(400, '{"error":""}'), 'Failed to validate coupon. Please try again.'],
    [new TypeError('Failed to fetch'), 'Failed to validate coupon. Please try again.'],
    ['a string', 'Failed to validate coupon. Please try again.'],
  ])('reads %s as %j', (error, message) => {
    expect(errorMessage(error, 'Failed to validate coupon. Please try again.')).toBe(message);
  });
});

describe('client.call', () => {
  it('fills the path parameters, sends the body and parses the answer by the entry', async () => {
    const fetch = fakeFetch(200, JSON.stringify({ reviewThreshold: 0.7 }));
    const client = createApiClient({ fetch });
    const entry = endpoint({
      method: 'PUT',
      path: '/api/things/:id/parts/:partId',
      body: z.object({ name: z.string() }),
      answer: z.object({ reviewThreshold: z.number() }),
    });
    const answer = await client.call(entry, {
      params: { id: 'a b', partId: 'c/d' },
      body: { name: 'Front' },
    });
    expect(answer).toEqual({ reviewThreshold: 0.7 });
    const call = onlyCall(fetch);
    expect(call.url).toBe('/api/things/a%20b/parts/c%2Fd');
    expect(call.init.method).toBe('PUT');
    expect(call.init.body).toBe('{"name":"Front"}');
  });

  it('refuses an answer its schema does not fit', async () => {
    const client = createApiClient({ fetch: fakeFetch(200, '{"other":1}') });
    const entry = endpoint({ method: 'GET', path: '/api/x', answer: z.object({ a: z.number() }) });
    await expect(client.call(entry)).rejects.toThrow(z.ZodError);
  });

  it('appends the query, leaving out empty values, or takes it already encoded', async () => {
    const fetch = fakeFetch(200, '{}');
    const client = createApiClient({ fetch });
    const entry = endpoint({
      method: 'GET',
      path: '/api/search',
      query: z.object({ q: z.string(), page: z.number().optional(), status: z.string() }),
    });
    await client.call(entry, { query: { q: '12 Elm St & Co', page: 2, status: '' } });
    await client.call(entry, { query: '?q=x' });
    await client.call(entry, { query: '' });
    expect(fetch.calls.map((c) => c.url)).toEqual([
      '/api/search?q=12%20Elm%20St%20%26%20Co&page=2',
      '/api/search?q=x',
      '/api/search',
    ]);
  });

  it('sends multipart form data as it is', async () => {
    const fetch = fakeFetch(200, '');
    const client = createApiClient({ fetch });
    // Core sees only the little of FormData it needs; the browser's own goes the same way.
    const form = { append: () => undefined };
    await client.call(endpoint({ method: 'POST', path: '/api/upload', multipart: true }), {
      formData: form,
    });
    expect(onlyCall(fetch).init.body).toBe(form);
    expect(onlyCall(fetch).init.headers['Content-Type']).toBeUndefined();
  });
});

describe('endpointUrl', () => {
  it('refuses a path parameter without a value', () => {
    expect(() => endpointUrl(endpoint({ method: 'GET', path: '/api/x/:id' }))).toThrow(
      '/api/x/:id: no value for :id',
    );
  });
});
