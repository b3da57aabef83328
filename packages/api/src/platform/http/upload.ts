import type { RequestHandler } from 'express';
import multer from 'multer';
import { ValidationError } from '../errors.ts';
import type { ClientError } from './clientError.ts';

export const LOGO_FIELD = 'logo';
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
export const LOGO_TOO_LARGE_MESSAGE = 'The logo must be 2 MB or smaller.';

const logoUpload = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: LOGO_MAX_BYTES, files: 1, fields: 20, fieldSize: 10_000, parts: 25 },
}).single(LOGO_FIELD);

/**
 * Reads a multipart form with an optional logo file into memory (JSON bodies pass through
 * untouched). Multer's own limit errors reach the error middleware (multerErrorOf); a form
 * that cannot be read at all becomes a 400.
 */
export const readLogoForm: RequestHandler = (req, res, next) => {
  logoUpload(req, res, (error: unknown) => {
    if (error === undefined || error === null || error instanceof multer.MulterError) {
      next(error ?? undefined);
      return;
    }
    next(new ValidationError('The form data could not be read. Please try again.'));
  });
};

const MULTER_MESSAGES: Partial<Record<multer.ErrorCode, ClientError>> = {
  LIMIT_FILE_SIZE: { status: 413, message: LOGO_TOO_LARGE_MESSAGE },
  LIMIT_UNEXPECTED_FILE: {
    status: 400,
    message: `Upload one logo file, in the "${LOGO_FIELD}" field.`,
  },
  LIMIT_FILE_COUNT: { status: 400, message: `Upload one logo file, in the "${LOGO_FIELD}" field.` },
};

const FORM_TOO_LARGE: ClientError = {
  status: 413,
  message: 'The form has too many or too large fields.',
};

/** How the error middleware answers multer's errors. */
export function multerErrorOf(error: unknown): ClientError | undefined {
  if (!(error instanceof multer.MulterError)) return undefined;
  return MULTER_MESSAGES[error.code] ?? FORM_TOO_LARGE;
}
