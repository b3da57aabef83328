import { TRIAL } from '@yardstick/core/plans';
import { needsTrialLookup } from '@yardstick/core/subscription';
import { DAILY_LIMIT } from '@yardstick/core/callback';
import {
  QUOTE_REQUEST_LIMIT_MESSAGES,
  tooManyQuoteRequestsMessage,
} from '@yardstick/core/schemas/quoteRequestLimits';
import type { Db } from '../../platform/db/database.ts';
import { analysisRepository } from '../../platform/db/repositories/analyses.ts';
import type { Owner } from '../accounts/index.ts';
import type { AnalysisCaller } from '../../platform/db/schema/analyses.ts';
import { RateLimitedError } from '../../platform/errors.ts';

/** Who asked for an analysis, as far as its daily limits are concerned. */
export interface AnalysisRequester {
  caller: AnalysisCaller;
  /** The visitor's address; undefined for the signed-in owner. */
  clientIp: string | undefined;
}

/** New analyses a day from one visitor's IP: to one owner's storefront and widget, and on the landing demo. */
export interface DailyAnalysisLimits {
  publicPerIp: number;
  demoPerIp: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * New analyses one visitor IP may take a day from an owner on a trial: a quarter of the trial's
 * estimates, so no single visitor can use up a new owner's trial.
 */
export const TRIAL_VISITOR_SHARE = Math.ceil(TRIAL.estimates / 4);

/** One visitor's share of an owner's day: the configured limit, and less while on a trial. */
export function visitorShare(owner: Owner, limits: DailyAnalysisLimits): number {
  return needsTrialLookup(owner)
    ? Math.min(limits.publicPerIp, TRIAL_VISITOR_SHARE)
    : limits.publicPerIp;
}

/** A day's limit reached: the answer says so (`limit: 'daily'`), apart from the short-window limit. */
export class DailyLimitReachedError extends RateLimitedError {
  override readonly details = { limit: DAILY_LIMIT };
}

/** The owner's own daily limit was reached: a homeowner turned away, which the owner is told of. */
export class QuoteCapReachedError extends DailyLimitReachedError {}

/** The start of the rolling day the limits count in. */
export function dayBefore(now: Date): Date {
  return new Date(now.getTime() - DAY_MS);
}

/**
 * Refuses a new public analysis beyond the owner's own daily limit or the visitor's per-IP
 * limit, and a landing-demo analysis beyond the demo's per-IP limit. The signed-in owner has
 * no daily limit; their plan's allowance applies. Asked before any work, and again with `db`
 * the transaction that stores the analysis, the owner row locked: only that second answer
 * holds against parallel requests.
 */
export async function assertWithinDailyLimits(
  db: Db,
  owner: Owner,
  requester: AnalysisRequester,
  now: Date,
  limits: DailyAnalysisLimits,
): Promise<void> {
  const { caller, clientIp } = requester;
  if (caller === 'owner') return;
  const analyses = analysisRepository(db);
  const since = dayBefore(now);
  if (caller === 'demo') {
    const fromIp = await analyses.countSince(owner.id, 'demo', since, clientIp ?? '');
    if (fromIp >= limits.demoPerIp)
      throw new DailyLimitReachedError(QUOTE_REQUEST_LIMIT_MESSAGES.demoLimitReached);
    return;
  }
  const [all, fromIp] = await Promise.all([
    analyses.countSince(owner.id, 'public', since),
    analyses.countSince(owner.id, 'public', since, clientIp ?? ''),
  ]);
  const message = tooManyQuoteRequestsMessage(owner.companyName);
  if (all >= owner.publicDailyAnalysisLimit) throw new QuoteCapReachedError(message);
  // One visitor's share guards against abuse: the owner is not told of each one.
  if (fromIp >= visitorShare(owner, limits)) throw new DailyLimitReachedError(message);
}
