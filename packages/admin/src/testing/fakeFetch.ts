/** A fake fetch for component tests: answers by "METHOD /path" and records every call. */

export interface FakeRequest {
  method: string;
  path: string;
  url: string;
  body: unknown;
  headers: Record<string, string>;
}

export interface FakeReply {
  status?: number;
  body?: unknown;
}

export type FakeRoute = FakeReply | ((request: FakeRequest) => FakeReply | Promise<FakeReply>);

function decodeBody(body: unknown): unknown {
  if (typeof body !== 'string') return body;
  try {
    return JSON.parse(body);
  } catch {
    return body;
  }
}

function toResponse(reply: FakeReply): Response {
  const status = reply.status ?? 200;
  if (reply.body === undefined) return new Response(null, { status });
  const text = typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body);
  return new Response(text, { status, headers: { 'Content-Type': 'application/json' } });
}

export function fakeFetch(routes: Record<string, FakeRoute>) {
  const calls: FakeRequest[] = [];
  const fetch = async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, key) => {
      headers[key.toLowerCase()] = value;
    });
    const request: FakeRequest = {
      method,
      path: url.pathname,
      url: `${url.pathname}${url.search}`,
      body: decodeBody(init.body),
      headers,
    };
    calls.push(request);
    const route = routes[`${method} ${url.pathname}`];
    if (!route)
      return toResponse({ status: 404, body: { error: `No fake for ${method} ${url.pathname}` } });
    return toResponse(typeof route === 'function' ? await route(request) : route);
  };
  /** The calls made to one "METHOD /path". */
  const callsTo = (key: string) => calls.filter((call) => `${call.method} ${call.path}` === key);
  return { fetch, calls, callsTo };
}
