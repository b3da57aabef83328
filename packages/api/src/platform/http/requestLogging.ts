import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';
import { pinoHttp } from 'pino-http';
import { logSerializers, serializeRequest, type Logger } from '../logger.ts';

const REQUEST_ID_HEADER = 'X-Request-Id';
// A caller's id is kept only if it looks like an id, so logs cannot be stuffed through it.
const ACCEPTABLE_ID = /^[\w.:-]{1,100}$/;

/** The access line at info: what was asked and how it ended, not every header both ways. */
function requestLine(req: unknown): Record<string, unknown> {
  const { id, method, url } = serializeRequest(req);
  return { id, method, url };
}

/**
 * The level of a request's line. A refusal the client earned (a 401 from the sign-in probe of an
 * anonymous page, a 404, a form's 400) is routine; a rate limit hit and the database's 503 are
 * worth a look; a server error is an error.
 */
export function accessLogLevel(statusCode: number, failed: boolean): 'info' | 'warn' | 'error' {
  if (failed || (statusCode >= 500 && statusCode !== 503)) return 'error';
  if (statusCode === 503 || statusCode === 429) return 'warn';
  return 'info';
}

/**
 * Logs one line per request with an id (credentials, tokens in URLs and long values left out),
 * echoed in X-Request-Id (a caller's own id is kept). Headers both ways only at debug.
 */
export function requestLogging(logger: Logger): RequestHandler {
  const headers = logger.isLevelEnabled('debug');
  return pinoHttp({
    logger,
    // pino-http brings serializers of its own, which would log errors with their query values
    // and requests with every header and token whole: the process's own are used instead.
    serializers: headers
      ? logSerializers
      : {
          ...logSerializers,
          req: requestLine,
          res: (res: { statusCode?: number }) => ({ statusCode: res.statusCode }),
        },
    genReqId: (req, res) => {
      const incoming = req.headers['x-request-id'];
      const id =
        typeof incoming === 'string' && ACCEPTABLE_ID.test(incoming) ? incoming : randomUUID();
      res.setHeader(REQUEST_ID_HEADER, id);
      return id;
    },
    // A 503 is a refusal while the database is away; its cause is logged once, where found.
    customLogLevel: (_req, res, error) => accessLogLevel(res.statusCode, error !== undefined),
  });
}
