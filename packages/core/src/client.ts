/**
 * The one typed API client of every front end (SPEC §7): JSON in and out,
 * cookies always sent, the publishable key when there is one. A non-ok answer
 * becomes an ApiError whose message is "{status}: {body text}".
 *
 * Core has no DOM types, so fetch is described by the little it needs; the
 * global fetch of browsers and Node fits it, and tests pass a fake.
 */
import type { z } from 'zod';
import {
  endpointUrl,
  type Endpoint,
  type EndpointAnswer,
  type EndpointInput,
  type HttpMethod,
} from './endpoints/endpoint.ts';

export type { HttpMethod } from './endpoints/endpoint.ts';

export const API_KEY_HEADER = 'X-API-Key';

export interface FetchResponse {
  ok: boolean;
  status: number;
  text(): Promise<string>;
  /** The platform's fetch has them; the client reads only Retry-After. */
  headers?: { get(name: string): string | null };
}

/**
 * A FormData. Where the environment declares one (browsers, Node) it is that type,
 * so the platform's own fetch fits FetchLike; core alone sees only what it needs.
 */
export type MultipartBody = typeof globalThis extends { FormData: { prototype: infer F } }
  ? F
  : { append(name: string, value: string): void };

export interface FetchInit {
  method: string;
  headers: Record<string, string>;
  body?: string | MultipartBody;
  credentials: ClientCredentials;
}

/** 'include' for the owner's session; 'omit' where cookies must not travel (key and storefront modes). */
export type ClientCredentials = 'include' | 'omit';

export type FetchLike = (url: string, init: FetchInit) => Promise<FetchResponse>;

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  /** The answer's body text as received. */
  readonly body: string;
  /** The server's `{ error }` sentence, for toasts; undefined when the body has none. */
  readonly serverMessage: string | undefined;
  /** The answer's Retry-After in seconds: the server is busy, not down, and says when to retry. */
  readonly retryAfterSeconds: number | undefined;

  constructor(status: number, body: string, retryAfter?: string | null) {
    super(`${status}: ${body}`);
    this.status = status;
    this.body = body;
    this.serverMessage = serverMessageOf(body);
    const seconds = retryAfter ? Number(retryAfter) : NaN;
    this.retryAfterSeconds = Number.isFinite(seconds) && seconds >= 0 ? seconds : undefined;
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * The `{ error }` sentence of errorBodySchema, read by hand: the client carries no zod at run
 * time, so the estimator can fetch zod with its first answer instead of before the address
 * field. client.test.ts holds the two to the same answers.
 */
function serverMessageOf(body: string): string | undefined {
  const parsed = parseJson(body);
  const error =
    typeof parsed === 'object' && parsed !== null ? Reflect.get(parsed, 'error') : undefined;
  return typeof error === 'string' ? error : undefined;
}

/** The server's error sentence when there is one, else the screen's own fallback (SPEC §8). */
export function errorMessage(error: unknown, fallback: string): string {
  return (error instanceof ApiError && error.serverMessage) || fallback;
}

export interface ApiClientOptions {
  /** '' for the page's own origin; the widget passes the origin it was loaded from. */
  baseUrl?: string;
  apiKey?: string;
  fetch?: FetchLike;
  /** Defaults to 'include' (SPEC §7: calls send credentials). */
  credentials?: ClientCredentials;
}

export interface RequestOptions {
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as multipart instead of body; the browser sets its content type. */
  formData?: MultipartBody;
  headers?: Record<string, string>;
}

/** A call's input: optional when the entry needs neither parameters, query nor body. */
export type CallInput<E extends Endpoint> =
  object extends EndpointInput<E, MultipartBody>
    ? [input?: EndpointInput<E, MultipartBody>]
    : [input: EndpointInput<E, MultipartBody>];

export interface ApiClient {
  /** Calls an entry of the endpoint table (endpoints.ts); the answer is parsed by its schema. */
  call<E extends Endpoint>(entry: E, ...input: CallInput<E>): Promise<EndpointAnswer<E>>;
  /** With a schema the ok answer is parsed by it (a ZodError if it does not fit). */
  request<T>(
    method: HttpMethod,
    path: string,
    options: RequestOptions & { schema: z.ZodType<T> },
  ): Promise<T>;
  /** Without one the answer is unknown: parse it before use. */
  request(method: HttpMethod, path: string, options?: RequestOptions): Promise<unknown>;
}

/** Looked up at call time so that a fetch installed later (or stubbed in a test) is used. */
function globalFetch(): FetchLike {
  const candidate: unknown = Reflect.get(globalThis, 'fetch');
  if (typeof candidate !== 'function') {
    throw new Error('No global fetch: pass one to createApiClient({ fetch })');
  }
  // Browsers refuse a fetch called on another `this`.
  return (url, init) => candidate.call(globalThis, url, init);
}

function requestHeaders(
  options: ApiClientOptions,
  request: RequestOptions,
): Record<string, string> {
  return {
    ...(request.formData ? {} : { 'Content-Type': 'application/json' }),
    ...(options.apiKey ? { [API_KEY_HEADER]: options.apiKey } : {}),
    ...request.headers,
  };
}

function requestBody(request: RequestOptions): FetchInit['body'] {
  if (request.formData) return request.formData;
  return request.body === undefined ? undefined : JSON.stringify(request.body);
}

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const baseUrl = (options.baseUrl ?? '').replace(/\/+$/, '');

  async function request<T>(
    method: HttpMethod,
    path: string,
    requestOptions: RequestOptions & { schema: z.ZodType<T> },
  ): Promise<T>;
  async function request(
    method: HttpMethod,
    path: string,
    requestOptions?: RequestOptions,
  ): Promise<unknown>;
  async function request(
    method: HttpMethod,
    path: string,
    requestOptions: RequestOptions & { schema?: z.ZodType } = {},
  ): Promise<unknown> {
    const fetchImpl = options.fetch ?? globalFetch();
    const response = await fetchImpl(`${baseUrl}${path}`, {
      method,
      headers: requestHeaders(options, requestOptions),
      body: requestBody(requestOptions),
      credentials: options.credentials ?? 'include',
    });
    const text = await response.text();
    if (!response.ok) {
      throw new ApiError(response.status, text, response.headers?.get('retry-after'));
    }
    // An empty answer is undefined; a body that is not JSON is returned as text.
    const data = text === '' ? undefined : (parseJson(text) ?? text);
    return requestOptions.schema ? requestOptions.schema.parse(data) : data;
  }

  function call<E extends Endpoint>(
    entry: E,
    ...[input]: CallInput<E>
  ): Promise<EndpointAnswer<E>> {
    const given: RequestOptions & { params?: Record<string, string>; query?: unknown } =
      input ?? {};
    const options = { body: given.body, formData: given.formData, headers: given.headers };
    const url = endpointUrl(entry, given);
    // The entry's answer schema decides the answer's type (EndpointAnswer).
    return (
      entry.answer
        ? request(entry.method, url, { ...options, schema: entry.answer })
        : request(entry.method, url, options)
    ) as Promise<EndpointAnswer<E>>;
  }

  return { request, call };
}
