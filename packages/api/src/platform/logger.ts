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
  return boundTo(text, MAX_ERROR_TEXT);
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
  if (error instanceof Error) return scrub({ ...pino.stdSerializers.err(error) }, 0);
  // pino-http hands its serializer the error already serialized by pino's own.
  if (error !== null && typeof error === 'object') return scrub({ ...error }, 0);
  return { message: bound(String(error)) };
}

/** Longest header value kept: a 12 KB X-API-Key or User-Agent must not make every line 12 KB. */
const MAX_HEADER_TEXT = 200;
const CREDENTIAL_HEADERS = new Set(['cookie', 'authorization', 'x-api-key']);
// Query parameters whose values are credentials: a password-reset link's token, and the like.
const SECRET_PARAM = /^(token|code|key|api[_-]?key|secret|password|signature|sig)$/i;
const REDACTED = '[redacted]';

function boundTo(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}… (truncated)` : text;
}

/** The URL with the values of its credential parameters (`?token=`) replaced, and bounded. */
export function redactUrl(url: string): string {
  const query = url.indexOf('?');
  if (query < 0) return bound(url);
  const params = new URLSearchParams(url.slice(query + 1));
  for (const name of new Set(params.keys())) {
    if (SECRET_PARAM.test(name)) params.set(name, REDACTED);
  }
  return bound(`${url.slice(0, query)}?${params.toString()}`);
}

function boundedFields(
  fields: unknown,
  hidden: (name: string) => boolean,
): Record<string, unknown> | undefined {
  if (fields === null || typeof fields !== 'object') return undefined;
  const clean: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(fields)) {
    if (hidden(name)) clean[name] = REDACTED;
    else if (typeof value === 'string') clean[name] = boundTo(value, MAX_HEADER_TEXT);
    else if (Array.isArray(value))
      clean[name] = value.map((v) => boundTo(String(v), MAX_HEADER_TEXT));
    else clean[name] = value;
  }
  return clean;
}

/**
 * A request as it is logged (pino-http hands it over already mapped to id, method, url,
 * query, params, headers, remote address): credentials left out, URLs without their tokens,
 * every value bounded.
 */
export function serializeRequest(req: unknown): Record<string, unknown> {
  if (req === null || typeof req !== 'object') return {};
  const fields: Record<string, unknown> = { ...req };
  const url = 'url' in req && typeof req.url === 'string' ? redactUrl(req.url) : undefined;
  return {
    id: fields.id,
    method: fields.method,
    url,
    query: boundedFields(fields.query, (name) => SECRET_PARAM.test(name)),
    params: boundedFields(fields.params, (name) => SECRET_PARAM.test(name)),
    headers: boundedFields(fields.headers, (name) => CREDENTIAL_HEADERS.has(name.toLowerCase())),
    remoteAddress: fields.remoteAddress,
    remotePort: fields.remotePort,
  };
}

/** The serializers of every logger of the process, the request logger's children too. */
export const logSerializers = { err: serializeError, req: serializeRequest };

/**
 * Standard output as a log's stream. Synchronous for the lines of a process's start and stop,
 * which must be out before what follows them in another process (the supervisor's sign-in frame
 * after a server process's listening line) or before an exit (an asynchronous write still in
 * flight when a process exits lands after the lines flushed at exit, or never); asynchronous for
 * the lines of requests and jobs, so that a slow reader of the log never holds one up.
 */
export function stdoutDestination(sync: boolean) {
  return pino.destination({ dest: 1, sync });
}

/** One structured JSON logger for the process; requests get a child with their id (http/requestLogging.ts). */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      base: { service: 'yardstick-api' },
      serializers: logSerializers,
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
