import type { z } from 'zod';
import { ProviderTimeoutError, type AnalysisError } from '../../errors.ts';
import { CircuitBreaker } from './circuitBreaker.ts';
import { HttpFailure } from './httpFailure.ts';

/** The part of the server's pino logger the providers use. */
export interface ProviderLogger {
  warn(details: object, message: string): void;
}

/** What every keyed outside service is configured with; tests point baseUrl at a local fake. */
export interface KeyedProviderOptions {
  token: string;
  baseUrl?: string;
  timeoutMs?: number;
  logger?: ProviderLogger;
}

export interface ProviderHttpOptions {
  /** Provider name for the log ("census", "regrid"). */
  provider: string;
  /** Homeowner-readable service for timeouts ("address search"). */
  service: string;
  /** The engine error a failure becomes; the HttpFailure is its cause. */
  unavailable: (options: ErrorOptions) => AnalysisError;
  /** Deadline for a whole request, retry included. */
  timeoutMs?: number;
  /** Wait before retrying a 5xx or network failure. */
  retryDelayMs?: number;
  /** Longest Retry-After honoured; a longer one is not waited for. */
  maxRetryAfterMs?: number;
  breaker?: CircuitBreaker;
  logger?: ProviderLogger;
}

export interface HttpResult {
  body: Buffer;
  contentType: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One small HTTP client per provider: a deadline, one retry on 429/5xx/network errors
 * (honouring Retry-After up to a cap), a circuit breaker, zod parsing, and every failure
 * turned into the engine's homeowner-facing error with the cause logged.
 */
export class ProviderHttp {
  private readonly timeoutMs: number;
  private readonly retryDelayMs: number;
  private readonly maxRetryAfterMs: number;
  readonly breaker: CircuitBreaker;

  constructor(private readonly options: ProviderHttpOptions) {
    this.timeoutMs = options.timeoutMs ?? 8_000;
    this.retryDelayMs = options.retryDelayMs ?? 250;
    this.maxRetryAfterMs = options.maxRetryAfterMs ?? 2_000;
    this.breaker = options.breaker ?? new CircuitBreaker();
  }

  /** Fetches JSON and parses it with `schema`. */
  async json<T>(url: URL, schema: z.ZodType<T>, init: RequestInit = {}): Promise<T> {
    return this.guard(url, async (deadline) => {
      const { body } = await this.fetchWithRetry(url, init, deadline);
      return parseJson(body, schema);
    });
  }

  /** Fetches raw bytes (images), with their content type. */
  async bytes(url: URL, init: RequestInit = {}): Promise<HttpResult> {
    return this.guard(url, (deadline) => this.fetchWithRetry(url, init, deadline));
  }

  private async guard<T>(url: URL, work: (deadline: number) => Promise<T>): Promise<T> {
    if (!this.breaker.allows())
      return this.fail(
        url,
        new HttpFailure('circuit-open', 'circuit open after repeated failures'),
      );
    try {
      const result = await work(Date.now() + this.timeoutMs);
      this.breaker.recordSuccess();
      return result;
    } catch (error) {
      const failure =
        error instanceof HttpFailure
          ? error
          : new HttpFailure('network', describe(error), undefined, { cause: error });
      // A request the provider refused as such (404, 422) says nothing about its health.
      if (failure.kind !== 'status') this.breaker.recordFailure();
      else this.breaker.recordSuccess();
      return this.fail(url, failure);
    }
  }

  private fail(url: URL, failure: HttpFailure): never {
    this.options.logger?.warn(
      {
        provider: this.options.provider,
        // The query carries tokens; the path is enough to say which call failed.
        endpoint: `${url.origin}${url.pathname}`,
        kind: failure.kind,
        status: failure.status,
        err: failure,
      },
      `${this.options.provider} request failed: ${failure.message}`,
    );
    if (failure.kind === 'timeout') {
      const error = new ProviderTimeoutError(this.options.service, this.timeoutMs);
      error.cause = failure;
      throw error;
    }
    throw this.options.unavailable({ cause: failure });
  }

  private async fetchWithRetry(url: URL, init: RequestInit, deadline: number): Promise<HttpResult> {
    try {
      return await this.attempt(url, init, deadline);
    } catch (error) {
      const wait = error instanceof HttpFailure ? this.retryWait(error) : null;
      if (wait === null || Date.now() + wait >= deadline) throw error;
      await sleep(wait);
      return this.attempt(url, init, deadline);
    }
  }

  /** How long to wait before the one retry, or null when the failure is not worth one. */
  private retryWait(failure: HttpFailure): number | null {
    if (failure instanceof RateLimited) {
      if (failure.retryAfterMs === null) return this.retryDelayMs * 2;
      return failure.retryAfterMs <= this.maxRetryAfterMs ? failure.retryAfterMs : null;
    }
    return failure.kind === 'server' || failure.kind === 'network' ? this.retryDelayMs : null;
  }

  private async attempt(url: URL, init: RequestInit, deadline: number): Promise<HttpResult> {
    const remaining = deadline - Date.now();
    if (remaining <= 0) throw new HttpFailure('timeout', `no answer within ${this.timeoutMs} ms`);
    let response: Response;
    let body: Buffer;
    try {
      response = await fetch(url, { ...init, signal: AbortSignal.timeout(remaining) });
      body = Buffer.from(await response.arrayBuffer());
    } catch (error) {
      if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'))
        throw new HttpFailure('timeout', `no answer within ${this.timeoutMs} ms`, undefined, {
          cause: error,
        });
      throw new HttpFailure('network', describe(error), undefined, { cause: error });
    }
    const { status } = response;
    if (response.ok) return { body, contentType: response.headers.get('content-type') ?? '' };
    const detail = `HTTP ${status}: ${body.toString('utf8', 0, 300)}`;
    if (status === 429)
      throw new RateLimited(detail, parseRetryAfter(response.headers.get('retry-after')));
    if (status === 401 || status === 403) throw new HttpFailure('auth', detail, status);
    if (status >= 500) throw new HttpFailure('server', detail, status);
    throw new HttpFailure('status', detail, status);
  }
}

class RateLimited extends HttpFailure {
  constructor(
    detail: string,
    readonly retryAfterMs: number | null,
  ) {
    super('rate-limited', detail, 429);
  }
}

/** Retry-After as seconds or an HTTP date, in milliseconds. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | null {
  if (!value) return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

function parseJson<T>(body: Buffer, schema: z.ZodType<T>): T {
  let value: unknown;
  try {
    value = JSON.parse(body.toString('utf8'));
  } catch (error) {
    throw new HttpFailure('malformed', 'the answer is not JSON', undefined, { cause: error });
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success)
    throw new HttpFailure('malformed', `unexpected answer: ${parsed.error.message.slice(0, 300)}`);
  return parsed.data;
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return `${error.message}${cause}`;
}
