/** What the main thread and the database thread (pgliteThread.ts) say to each other. */

/** Only what survives a copy between threads: parsers are functions, so they travel as type ids. */
export interface ThreadQueryOptions {
  rowMode?: 'array' | 'object';
  /** Types to hand over as the text PostgreSQL sent (what Drizzle's parsers ask for). */
  textTypes?: number[];
}

export type PgliteRequest =
  | { op: 'query'; sql: string; params?: unknown[]; options: ThreadQueryOptions; tx?: number }
  | { op: 'exec'; sql: string; tx?: number }
  | { op: 'begin' }
  | { op: 'end'; tx: number; commit: boolean }
  | { op: 'listen'; channel: string }
  | { op: 'close' };

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info';

export type PgliteThreadEvent =
  | { type: 'ready' }
  | { type: 'failed'; error: ThreadError }
  | { type: 'reply'; id: number; value: unknown }
  | { type: 'refusal'; id: number; error: ThreadError }
  | { type: 'notify'; channel: string; payload: string }
  | {
      type: 'log';
      level: LogLevel;
      message: string;
      fields: Record<string, unknown>;
      err?: ThreadError;
    };

/**
 * An error as it crosses threads. A structured clone keeps an Error's message but drops the
 * fields that matter here (code, severity, constraint), so they travel as plain values.
 */
export interface ThreadError {
  name: string;
  message: string;
  stack?: string;
  fields: Record<string, string | number | boolean>;
  cause?: ThreadError;
}

export function toThreadError(error: unknown, depth = 0): ThreadError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), fields: {} };
  const fields: ThreadError['fields'] = {};
  // Only scalars: PGlite puts the query's parameters (customer data, images) on its errors.
  for (const [key, value] of Object.entries(error)) {
    if (['string', 'number', 'boolean'].includes(typeof value) && key !== 'message')
      fields[key] = value as string | number | boolean;
  }
  const cause =
    error.cause !== undefined && depth < 4 ? toThreadError(error.cause, depth + 1) : undefined;
  return { name: error.name, message: error.message, stack: error.stack, fields, cause };
}

export function fromThreadError({ name, message, stack, fields, cause }: ThreadError): Error {
  const error = Object.assign(new Error(message), fields);
  error.name = name;
  if (stack) error.stack = stack;
  if (cause) error.cause = fromThreadError(cause);
  return error;
}
