import type { ErrorRequestHandler, RequestHandler } from 'express';
import { ZodError } from 'zod';
import {
  DATABASE_UNAVAILABLE_MESSAGE,
  DEFAULT_UNIQUE_VIOLATION_MESSAGE,
  isDatabaseUnavailable,
  postgresErrorOf,
  UNIQUE_VIOLATION,
  UNIQUE_VIOLATION_MESSAGES,
} from '../db/errors.ts';
import type { DatabaseHealth } from '../db/databaseHealth.ts';
import {
  AppError,
  BusyError,
  INTERNAL_ERROR_MESSAGE,
  NotFoundError,
  type ErrorKind,
} from '../errors.ts';
import type { Logger } from '../logger.ts';
import { clientErrorOf, type ClientError } from './clientError.ts';
import { multerErrorOf } from './upload.ts';

const DATA_EXCEPTION_CLASS = '22';
export const UNSTORABLE_VALUE_MESSAGE =
  'The request contains a value that cannot be stored. Please check it and try again.';

const STATUS_BY_KIND: Record<ErrorKind, number> = {
  validation: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  unavailable: 503,
};

/** Every known kind of failure as status + sentence; undefined means a bug (500). */
function describe(error: unknown): ClientError | undefined {
  if (error instanceof AppError)
    return { status: STATUS_BY_KIND[error.kind], message: error.message };
  // The schemas carry human sentences: the first issue is the one to show.
  if (error instanceof ZodError)
    return { status: 400, message: error.issues[0]?.message ?? 'The request is not valid.' };
  const pgError = postgresErrorOf(error);
  if (pgError?.code === UNIQUE_VIOLATION) {
    const message =
      (pgError.constraint && UNIQUE_VIOLATION_MESSAGES[pgError.constraint]) ??
      DEFAULT_UNIQUE_VIOLATION_MESSAGE;
    return { status: 409, message };
  }
  // A value the database cannot hold (a NUL character, a number out of range) is bad input.
  if (pgError?.code.startsWith(DATA_EXCEPTION_CLASS))
    return { status: 400, message: UNSTORABLE_VALUE_MESSAGE };
  if (isDatabaseUnavailable(error)) return { status: 503, message: DATABASE_UNAVAILABLE_MESSAGE };
  return multerErrorOf(error) ?? clientErrorOf(error);
}

/**
 * The one place errors become HTTP answers: always `{ "error": "<sentence>" }`, with any
 * figures a known error carries for the client beside it.
 */
export function errorHandler(
  logger: Logger,
  databaseHealth?: Pick<DatabaseHealth, 'noteUnavailable'>,
): ErrorRequestHandler {
  return (error: unknown, req, res, next) => {
    if (isDatabaseUnavailable(error)) databaseHealth?.noteUnavailable();
    if (res.headersSent) {
      next(error);
      return;
    }
    const known = describe(error);
    if (!known) (req.log ?? logger).error({ err: error }, 'Unhandled error');
    const { status, message } = known ?? { status: 500, message: INTERNAL_ERROR_MESSAGE };
    // An early answer leaves the upload unread; drain it so the client can read the answer.
    if (!req.complete) req.resume();
    if (error instanceof BusyError) res.set('Retry-After', String(error.retryAfterSeconds));
    const details = known && error instanceof AppError ? error.details : undefined;
    res.status(status).json({ ...details, error: message });
  };
}

/** Unknown /api paths answer JSON, never the SPA. */
export const apiNotFound: RequestHandler = (req, _res, next) => {
  next(
    new NotFoundError(`No API endpoint matches ${req.method} ${req.originalUrl.split('?')[0]}.`),
  );
};
