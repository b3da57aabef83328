import { pino, type DestinationStream, type Logger } from 'pino';

export type { Logger };

/** What code that may run on the database thread logs through: fields and one sentence. */
export type EventLogger = Record<
  'fatal' | 'error' | 'warn' | 'info',
  (fields: object, message: string) => void
>;

/** Longest text kept from an error: a failed query once logged whole map PNGs (4–6 MB). */
const MAX_ERROR_TEXT = 2000;
// Keys that carry the values of a query or of the row it touched: customer data, hashes.
const VALUE_KEYS = new Set(['params', 'detail', 'parameters']);

function bound(text: string): string {
  return text.length > MAX_ERROR_TEXT ? `${text.slice(0, MAX_ERROR_TEXT)}… (truncated)` : text;
}

/** Drizzle puts "params: <every value>" into the message and stack of a failed query. */
function withoutParams(text: string): string {
  return text.replace(/\nparams: [\s\S]*?(?=\n {4}at |$)/, '\nparams: [redacted]');
}

function scrub(value: Record<string, unknown>, depth: number): Record<string, unknown> {
  const clean: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (VALUE_KEYS.has(key)) continue;
    if (typeof item === 'string') clean[key] = bound(withoutParams(item));
    else if (item !== null && typeof item === 'object')
      clean[key] = depth < 3 ? scrub(item as Record<string, unknown>, depth + 1) : '[nested]';
    else clean[key] = item;
  }
  return clean;
}

/** Errors as pino logs them, without query parameters or row values, and bounded in size. */
export function serializeError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: bound(String(error)) };
  return scrub(pino.stdSerializers.err(error) as unknown as Record<string, unknown>, 0);
}

/** One structured JSON logger for the process; requests get a child with their id (http/requestLogging.ts). */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      base: { service: 'yardstick-api' },
      serializers: { err: serializeError },
      // Credentials never reach the log, whatever gets logged.
      redact: [
        'req.headers.cookie',
        'req.headers["x-api-key"]',
        'req.headers.authorization',
        'res.headers["set-cookie"]',
      ],
    },
    destination,
  );
}
