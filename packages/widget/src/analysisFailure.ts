/** What went wrong with an analysis, so the error card says so instead of blaming the address. */
import { ApiError } from '@yardstick/core/client';
import { isDailyLimitAnswer } from '@yardstick/core/callback';

export type AnalysisFailureKind =
  | 'network'
  | 'notFound'
  | 'invalid'
  | 'rateLimited'
  | 'dailyLimit'
  | 'unavailable'
  | 'serviceDown'
  | 'busy'
  | 'server'
  | 'notMeasured';

export const ANALYSIS_FAILURE_TITLES: Record<AnalysisFailureKind, string> = {
  network: 'We could not reach the estimate service.',
  notFound: 'We could not find that address.',
  invalid: 'That address could not be used.',
  rateLimited: 'Too many estimates in a short time.',
  dailyLimit: 'Today’s instant quotes are all taken.',
  unavailable: 'Instant quotes are unavailable right now.',
  serviceDown: 'The measuring service is not available right now.',
  busy: 'We are measuring many properties right now.',
  server: 'Something went wrong on our side.',
  notMeasured: 'We could not measure this property.',
};

/** Said under the title when the server gave no sentence of its own. */
export const ANALYSIS_FAILURE_HINTS: Record<AnalysisFailureKind, string> = {
  network: 'Check your internet connection and try again.',
  notFound: 'Check the street and number, or pick one of the suggestions.',
  invalid: 'Check the address and try again.',
  rateLimited: 'Please wait a minute and try again.',
  dailyLimit: 'Leave your number and the company will call you back, or try again tomorrow.',
  unavailable: 'Call or e-mail the company, or leave your number and they will call you back.',
  serviceDown: 'Please try again in a few minutes.',
  busy: 'Please try again in a few seconds.',
  server: 'Please try again in a moment.',
  notMeasured: 'Please try another address or try again later.',
};

export function analysisFailureKind(error: unknown): AnalysisFailureKind {
  if (!(error instanceof ApiError)) {
    // fetch rejects with a TypeError when the network is down or the request is blocked;
    // anything else here is an answer we could not read.
    return error instanceof TypeError ? 'network' : 'server';
  }
  if (error.status === 404) return 'notFound';
  if (error.status === 400 || error.status === 422) return 'invalid';
  if (error.status === 429) return isDailyLimitAnswer(error.body) ? 'dailyLimit' : 'rateLimited';
  if (error.status === 402 || error.status === 403) return 'unavailable';
  // A full waiting line answers 503 with Retry-After: busy for seconds, not down.
  if (error.status === 503) return error.retryAfterSeconds === undefined ? 'serviceDown' : 'busy';
  return 'server';
}

/** Failures a call back answers: waiting a minute will not bring instant quotes back. */
export const CALLBACK_FAILURES: readonly AnalysisFailureKind[] = [
  'dailyLimit',
  'unavailable',
  'serviceDown',
];
