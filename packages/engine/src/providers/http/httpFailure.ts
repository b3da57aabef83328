/** What went wrong talking to a provider: the `cause` of the homeowner-facing error. */
export type HttpFailureKind =
  | 'auth'
  | 'rate-limited'
  | 'server'
  | 'status'
  | 'network'
  | 'timeout'
  | 'malformed'
  | 'circuit-open';

export class HttpFailure extends Error {
  override name = 'HttpFailure';

  constructor(
    readonly kind: HttpFailureKind,
    message: string,
    readonly status?: number,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

/** The HTTP status behind a provider error, when it came from one. */
export function httpStatusOf(error: unknown): number | undefined {
  const cause = error instanceof Error ? error.cause : undefined;
  return cause instanceof HttpFailure ? cause.status : undefined;
}
