/**
 * What an entry of the API's endpoint table says (see endpoints.ts): method, path and the core
 * schemas of its query, body and answer. The client builds calls from it and the server's test
 * holds the mounted routes to it. Only types here: the table's schemas load zod, this does not.
 */
import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Endpoint {
  readonly method: HttpMethod;
  /** Express-style: `:name` marks a path parameter. */
  readonly path: `/api/${string}`;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** The ok answer; an entry without one answers nothing the caller reads. */
  readonly answer?: z.ZodType;
  /** The body is multipart form data (a logo upload) rather than JSON; `body` checks its text fields. */
  readonly multipart?: true;
}

/** Names an entry in place, keeping its literal path and schemas in the type. */
export function endpoint<const E extends Endpoint>(entry: E): E {
  return entry;
}

/** The names of a path's `:name` parameters, as a union. */
export type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** An object of the path's parameters, or nothing when it has none. */
type ParamsInput<E extends Endpoint> = [ParamNames<E['path']>] extends [never]
  ? unknown
  : { params: Record<ParamNames<E['path']>, string> };

/** The query as its schema takes it, or already encoded (`?a=b`, '' for none). */
type QueryInput<E extends Endpoint> = E extends { query: infer Q extends z.ZodType }
  ? { query: z.input<Q> | string }
  : unknown;

type BodyInput<E extends Endpoint, MultipartBody> = E extends { multipart: true }
  ? { formData: MultipartBody }
  : E extends { body: infer B extends z.ZodType }
    ? undefined extends z.input<B>
      ? { body?: z.input<B> }
      : { body: z.input<B> }
    : unknown;

/** What a call of the entry takes. */
export type EndpointInput<E extends Endpoint, MultipartBody = unknown> = ParamsInput<E> &
  QueryInput<E> &
  BodyInput<E, MultipartBody> & { headers?: Record<string, string> };

/** What a call of the entry answers once its schema has parsed it. */
export type EndpointAnswer<E extends Endpoint> = E extends { answer: infer A extends z.ZodType }
  ? z.output<A>
  : unknown;

function encodeQuery(query: unknown): string {
  if (typeof query === 'string') return query;
  if (typeof query !== 'object' || query === null) return '';
  const pairs = Object.entries(query)
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`);
  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
}

/** The entry's path with its parameters filled in (encoded) and its query appended. */
export function endpointUrl(
  entry: Endpoint,
  input: { params?: Record<string, string>; query?: unknown } = {},
): string {
  const path = entry.path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = input.params?.[name];
    if (value === undefined) throw new Error(`${entry.path}: no value for :${name}`);
    return encodeURIComponent(value);
  });
  return `${path}${encodeQuery(input.query)}`;
}
