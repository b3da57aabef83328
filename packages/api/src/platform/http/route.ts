import type { Endpoint, ParamNames } from '@yardstick/core/endpoints';
import type { Request, RequestHandler, Response, Router } from 'express';
import { z } from 'zod';
import { validate } from './validate.ts';

/** The entry's path parameters (`:id`), each a string. */
function paramsSchema<P extends string>(path: P) {
  const names = [...path.matchAll(/:([A-Za-z]+)/g)].map(([, name]) => name ?? '');
  return z.custom<Record<ParamNames<P>, string>>(
    (value) =>
      typeof value === 'object' &&
      value !== null &&
      names.every((name) => typeof Reflect.get(value, name) === 'string'),
  );
}

const VERBS = { GET: 'get', POST: 'post', PUT: 'put', PATCH: 'patch', DELETE: 'delete' } as const;

/** What a route validates: the entry's own `body` and `query` schemas, and its path parameters. */
type InputShape<E extends Endpoint> = Omit<E, 'method' | 'path' | 'answer' | 'multipart'> & {
  params: ReturnType<typeof paramsSchema<E['path']>>;
};

function inputShape<const E extends Endpoint>(entry: E): InputShape<E> {
  // What is left of the entry after these is its `body` and `query`, as the table has them.
  const { method: _method, path: _path, answer: _answer, multipart: _multipart, ...parts } = entry;
  return { ...parts, params: paramsSchema<E['path']>(entry.path) };
}

/** The parsed input a route's handler gets. */
export type RouteInput<E extends Endpoint> = ReturnType<
  ReturnType<typeof validate<InputShape<E>>>['parsed']
>;

/**
 * Mounts one entry of core's endpoint table: its method and path, then `chain` (rate limit,
 * authentication, access; for a multipart entry, the form's parser), then the validation of
 * the entry's own body and query schemas, so a path and its schemas are written once. The
 * handler gets the parsed input.
 */
export function route<const E extends Endpoint>(
  router: Router,
  entry: E,
  chain: readonly RequestHandler[],
  handler: (input: RouteInput<E>, req: Request, res: Response) => Promise<void> | void,
): void {
  const input = validate(inputShape(entry));
  const path = entry.path.slice('/api'.length);
  router[VERBS[entry.method]](path, ...chain, input, (req, res) =>
    handler(input.parsed(req), req, res),
  );
}
