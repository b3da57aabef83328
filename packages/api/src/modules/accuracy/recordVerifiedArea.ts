import { lawnAreaSqFt } from '@yardstick/core/lawnGeometry';
import {
  VERIFIED_AREA_MAX_SQ_FT,
  VERIFIED_AREA_MESSAGES,
  type RecordVerifiedAreaRequest,
} from '@yardstick/core/schemas/verifiedArea';
import type { Db } from '../../platform/db/database.ts';
import { analysisRepository } from '../../platform/db/repositories/analyses.ts';
import { verifiedJobRepository } from './verifiedJobRepository.ts';
import { NotFoundError, ValidationError } from '../../platform/errors.ts';
import {
  adjustedLawnAreaSqFt,
  QUOTE_NOT_FOUND_MESSAGE,
  quoteRepository,
  type QuoteWithLines,
} from '../quotes/index.ts';

/** The last calendar day anywhere on Earth at `now` (UTC+14), so no owner's today is refused. */
function latestToday(now: Date): string {
  return new Date(now.getTime() + 14 * 3_600_000).toISOString().slice(0, 10);
}

/**
 * Records the area the owner's crew found on site on one of the owner's accepted quotes: a
 * number of sq ft, or the lawn as mowed drawn on the map (checked against the lot like any
 * drawn lawn, its geodesic area taken). The priced figures do not change here; re-pricing is
 * a separate, confirmed step.
 */
export async function recordVerifiedArea(
  db: Db,
  ownerId: string,
  quoteId: string,
  request: RecordVerifiedAreaRequest,
  now: Date,
): Promise<QuoteWithLines> {
  if (request.verifiedOn > latestToday(now))
    throw new ValidationError(VERIFIED_AREA_MESSAGES.dateInFuture);
  return db.transaction(async (tx) => {
    const quote = await quoteRepository(tx).get(ownerId, quoteId);
    if (!quote) throw new NotFoundError(QUOTE_NOT_FOUND_MESSAGE);
    let verifiedSqFt = request.verifiedSqFt;
    if (request.lawnGeometry) {
      const analysis = quote.propertyAnalysisId
        ? await analysisRepository(tx).get(ownerId, quote.propertyAnalysisId)
        : undefined;
      verifiedSqFt = analysis
        ? await adjustedLawnAreaSqFt(analysis, request.lawnGeometry)
        : lawnAreaSqFt(request.lawnGeometry);
      if (verifiedSqFt > VERIFIED_AREA_MAX_SQ_FT)
        throw new ValidationError(VERIFIED_AREA_MESSAGES.areaTooLarge);
    }
    if (verifiedSqFt === undefined || !(verifiedSqFt > 0))
      throw new ValidationError(VERIFIED_AREA_MESSAGES.areaPositive);
    await verifiedJobRepository(tx).record(ownerId, quoteId, {
      verifiedSqFt,
      verifiedLawnGeometry: request.lawnGeometry ?? null,
      verifiedOn: request.verifiedOn,
      verifiedNote: request.note,
    });
    const updated = await quoteRepository(tx).get(ownerId, quoteId);
    if (!updated) throw new NotFoundError(QUOTE_NOT_FOUND_MESSAGE);
    return updated;
  });
}

/** Removes a verified area recorded by mistake; the quote's prices are not touched. */
export async function clearVerifiedArea(
  db: Db,
  ownerId: string,
  quoteId: string,
): Promise<QuoteWithLines> {
  const cleared = await verifiedJobRepository(db).clear(ownerId, quoteId);
  const quote = cleared ? await quoteRepository(db).get(ownerId, quoteId) : undefined;
  if (!quote) throw new NotFoundError(QUOTE_NOT_FOUND_MESSAGE);
  return quote;
}
