/** A fetch that answers from a route table instead of the network, and records each call. */
import { vi, type Mock } from 'vitest';

export interface RecordedRequest {
  method: string;
  url: URL;
  headers: Record<string, string>;
  credentials: RequestCredentials | undefined;
  body: unknown;
}

export type RouteAnswer = Response | Promise<Response>;
export type RouteHandler = (request: RecordedRequest) => RouteAnswer;

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

function headerRecord(headers: HeadersInit | undefined): Record<string, string> {
  // Header names are case-insensitive: the record keys them in lower case, as fetch does.
  return Object.fromEntries(
    [...new Headers(headers).entries()].map(([name, value]) => [name.toLowerCase(), value]),
  );
}

type FetchFunction = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

/** A server in the test: its fetch, the requests it saw, and a way to change a route. */
export interface FakeFetch {
  fetch: Mock<FetchFunction>;
  requests: RecordedRequest[];
  /** Requests to one path, in order. */
  to: (path: string) => RecordedRequest[];
  route: (key: string, handler: RouteHandler) => void;
}

/** Routes are keyed 'METHOD /path' (no query); an unknown route answers 404. */
export function createFakeFetch(routes: Record<string, RouteHandler> = {}): FakeFetch {
  const requests: RecordedRequest[] = [];
  const fetchImpl = vi.fn<FetchFunction>(
    async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
      const url = new URL(String(input), 'http://widget.test');
      const request: RecordedRequest = {
        method: init?.method ?? 'GET',
        url,
        headers: headerRecord(init?.headers),
        credentials: init?.credentials,
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      };
      requests.push(request);
      const handler = routes[`${request.method} ${url.pathname}`];
      return handler ? handler(request) : json({ error: 'Not found' }, 404);
    },
  );
  return {
    fetch: fetchImpl satisfies typeof fetch,
    requests,
    to: (path: string) => requests.filter((request) => request.url.pathname === path),
    route(key: string, handler: RouteHandler) {
      routes[key] = handler;
    },
  };
}

/** A promise the test resolves when it wants the server to answer. */
export function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
