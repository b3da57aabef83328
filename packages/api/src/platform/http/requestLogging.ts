import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';
import { pinoHttp } from 'pino-http';
import { logSerializers, type Logger } from '../logger.ts';

const REQUEST_ID_HEADER = 'X-Request-Id';
// A caller's id is kept only if it looks like an id, so logs cannot be stuffed through it.
const ACCEPTABLE_ID = /^[\w.:-]{1,100}$/;

/** Logs every request with an id (credentials, tokens in URLs and long values left out), which is echoed in X-Request-Id (a caller's own id is kept). */
export function requestLogging(logger: Logger): RequestHandler {
  return pinoHttp({
    logger,
    // pino-http brings serializers of its own, which would log errors with their query values
    // and requests with every header and token whole: the process's own are used instead.
    serializers: logSerializers,
    genReqId: (req, res) => {
      const incoming = req.headers['x-request-id'];
      const id =
        typeof incoming === 'string' && ACCEPTABLE_ID.test(incoming) ? incoming : randomUUID();
      res.setHeader(REQUEST_ID_HEADER, id);
      return id;
    },
    customLogLevel: (_req, res, error) => {
      // A 503 is a refusal while the database is away; its cause is logged once, where found.
      if (res.statusCode === 503 && !error) return 'warn';
      if (error || res.statusCode >= 500) return 'error';
      if (res.statusCode >= 400) return 'warn';
      return 'info';
    },
  });
}
