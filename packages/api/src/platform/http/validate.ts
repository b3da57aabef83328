import type { Request, RequestHandler } from 'express';
import { z } from 'zod';
import { ValidationError } from '../errors.ts';

export const NUL_MESSAGE = 'Text may not contain NUL characters.';

/** NUL cannot be stored in a PostgreSQL text column, so it is refused before anything runs. */
function containsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(containsNul);
  if (value !== null && typeof value === 'object')
    return Object.entries(value).some(([key, item]) => key.includes('\u0000') || containsNul(item));
  return false;
}

type InputShape = { body?: z.ZodType; query?: z.ZodType; params?: z.ZodType; headers?: z.ZodType };

/**
 * Validates a route's input with zod and keeps the parsed result for the handler.
 *
 *   const input = validate({ params: idParams, body: serviceInputSchema });
 *   router.put('/:id', limit, authenticate(), input, async (req, res) => {
 *     const { params, body } = input.parsed(req);   // typed, already transformed
 *
 * The parsed input is attached to the request (in a WeakMap, so it stays typed per route);
 * handlers never read the raw req.body. A missing body is validated as {}, so each
 * required field reports its own sentence; the first issue's message is what the client gets.
 */
export function validate<Shape extends InputShape>(shape: Shape) {
  const schema = z.object(shape);
  const results = new WeakMap<Request, z.output<typeof schema>>();

  const middleware: RequestHandler = (req, _res, next) => {
    if ([req.body, req.query, req.params].some(containsNul)) throw new ValidationError(NUL_MESSAGE);
    // parse throws a ZodError; the error middleware answers 400 with its first message.
    results.set(
      req,
      schema.parse({
        body: req.body ?? {},
        query: req.query,
        params: req.params,
        headers: req.headers,
      }),
    );
    next();
  };

  const parsed = (req: Request): z.output<typeof schema> => {
    const result = results.get(req);
    if (result === undefined)
      throw new Error('validate(): the middleware did not run before the handler');
    return result;
  };

  // The shape stays readable so a test can hold each route's schemas to core's endpoint table.
  return Object.assign(middleware, { parsed, shape });
}

/** `:id` route parameters; ids that are not ours simply find nothing (404). */
export const idParams = z.object({ id: z.string() });
