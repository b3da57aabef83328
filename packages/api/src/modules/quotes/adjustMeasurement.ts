import {
  ADJUSTMENT_HISTORY_LENGTH,
  type AdjustMeasurementRequest,
} from '@yardstick/core/schemas/quotes';
import { sqFtToAcres } from '@yardstick/core/units';
import type { Db } from '../../platform/db/database.ts';
import { analysisRepository } from '../../platform/db/repositories/analyses.ts';
import { historyEntry } from './historyEntry.ts';
import { quoteRepository, repricedLine, type QuoteWithLines } from './quotesRepository.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../platform/errors.ts';
import { adjustedLawnAreaSqFt } from './adjustedLawn.ts';
import { QUOTE_NOT_FOUND_MESSAGE } from './overrideLinePrice.ts';
import { recomputeFromAnalysis, selectionOfLines } from './recomputeQuote.ts';

export const ANALYSIS_GONE_MESSAGE =
  'The analysis of this property is no longer stored, so its lawn cannot be adjusted.';
export const SERVICE_NOT_REPRICEABLE_MESSAGE =
  'A service on this quote is no longer offered at its frequency, so the quote cannot be re-priced from your current prices.';

/**
 * The owner's adjustment of a quote's lawn on the map: the lawn is checked against the lot as
 * a homeowner's is, every line is re-priced on its area with the owner's current prices (an
 * override stays the owner's price), the total follows, and the figures it replaces go to the
 * front of the quote's short history. One transaction; the quote before and after it.
 */
export async function adjustMeasurement(
  db: Db,
  ownerId: string,
  quoteId: string,
  { lawnGeometry }: AdjustMeasurementRequest,
  now: Date,
): Promise<{ before: QuoteWithLines; after: QuoteWithLines }> {
  return db.transaction(async (tx) => {
    const quotes = quoteRepository(tx);
    const before = await quotes.get(ownerId, quoteId);
    if (!before) throw new NotFoundError(QUOTE_NOT_FOUND_MESSAGE);
    const analysis = before.propertyAnalysisId
      ? await analysisRepository(tx).get(ownerId, before.propertyAnalysisId)
      : undefined;
    if (!analysis) throw new ConflictError(ANALYSIS_GONE_MESSAGE);
    const adjustedAreaSqFt = await adjustedLawnAreaSqFt(analysis, lawnGeometry);
    const selectedServices = selectionOfLines(before.lines);
    const figures = await recomputeFromAnalysis({
      today: null,
      db: tx,
      ownerId,
      analysis,
      request: { selectedServices },
      adjustedAreaSqFt,
    }).catch((error: unknown) => {
      throw error instanceof ValidationError
        ? new ConflictError(SERVICE_NOT_REPRICEABLE_MESSAGE, { cause: error })
        : error;
    });
    await quotes.repriceLines(
      ownerId,
      quoteId,
      before.lines.map((line, index) => {
        const priced = figures.lines[index];
        if (!priced) throw new Error('adjustMeasurement: a line was not re-priced');
        return repricedLine(line.id, priced);
      }),
    );
    const replaced = historyEntry(before, now);
    await quotes.setLawn(ownerId, quoteId, {
      mowableAcres: sqFtToAcres(adjustedAreaSqFt),
      lawnGeometry,
      adjustmentHistory: [replaced, ...before.adjustmentHistory].slice(
        0,
        ADJUSTMENT_HISTORY_LENGTH,
      ),
    });
    const after = await quotes.refreshTotal(ownerId, quoteId);
    if (!after) throw new NotFoundError(QUOTE_NOT_FOUND_MESSAGE);
    return { before, after };
  });
}
