import type { Request, RequestHandler } from 'express';
import { z } from 'zod';
import { ValidationError } from '../errors.ts';

export const NUL_MESSAGE = 'Text may not contain NUL characters.';
export const TOO_DEEP_MESSAGE = 'The request nests its values too deeply.';

/** Far deeper than any of our inputs (a lawn polygon is four arrays deep), far below the stack. */
export const MAX_INPUT_DEPTH = 32;

/**
 * Refuses input nested deeper than MAX_INPUT_DEPTH, and NUL characters, which a PostgreSQL text
 * column cannot hold, before anything else walks it. The walk keeps its own stack: a hostile
 * body 100,000 arrays deep must not overflow the call stack.
 */
function assertStorableInput(value: unknown): void {
  const pending: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const { value: item, depth } = next;
    if (typeof item === 'string' && item.includes('\u0000')) throw new ValidationError(NUL_MESSAGE);
    if (item === null || typeof item !== 'object') continue;
    if (depth >= MAX_INPUT_DEPTH) throw new ValidationError(TOO_DEEP_MESSAGE);
    for (const [key, child] of Object.entries(item)) {
      if (key.includes('\u0000')) throw new ValidationError(NUL_MESSAGE);
      pending.push({ value: child, depth: depth + 1 });
    }
  }
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
    for (const input of [req.body, req.query, req.params]) assertStorableInput(input);
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
