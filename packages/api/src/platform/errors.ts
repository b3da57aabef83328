/**
 * The error catalogue. Domain code throws these with a sentence a person understands;
 * the error middleware (http/errorHandler.ts) is the only place that turns them into HTTP.
 */
export type ErrorKind =
  | 'validation'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'rate_limited'
  | 'unavailable';

export abstract class AppError extends Error {
  abstract readonly kind: ErrorKind;
  override name = this.constructor.name;
  /** Figures the answer carries beside its sentence, for the client to show. */
  readonly details?: Readonly<Record<string, unknown>>;
}

/** The base of each concrete error below: a kind and nothing else. */
function errorOfKind<K extends ErrorKind>(kind: K) {
  return class extends AppError {
    readonly kind: K = kind;
  };
}

export class ValidationError extends errorOfKind('validation') {}
export class UnauthorizedError extends errorOfKind('unauthorized') {}
export class ForbiddenError extends errorOfKind('forbidden') {}
/**
 * The owner's account cannot take estimates now (trial over, no plan, estimates used up).
 * The sentence is for the owner; homeowners are given a neutral one instead.
 */
export class OwnerAccessError extends ForbiddenError {}
export class NotFoundError extends errorOfKind('not_found') {}
export class ConflictError extends errorOfKind('conflict') {}
export class PayloadTooLargeError extends errorOfKind('payload_too_large') {}
export class UnsupportedMediaTypeError extends errorOfKind('unsupported_media_type') {}
export class RateLimitedError extends errorOfKind('rate_limited') {}
export class UnavailableError extends errorOfKind('unavailable') {}

/** Too busy to take the request now; the answer carries Retry-After. */
export class BusyError extends UnavailableError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
  }
}

export const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';
