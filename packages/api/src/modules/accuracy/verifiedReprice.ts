import { ADJUSTMENT_HISTORY_LENGTH } from '@yardstick/core/schemas/quotes';
import { VERIFIED_AREA_MESSAGES, type RepriceOffer } from '@yardstick/core/schemas/verifiedArea';
import { sqFtToAcres, acresToSqFt } from '@yardstick/core/units';
import { isBeyondTolerance, verifiedDifferencePercent } from '@yardstick/core/verifiedAccuracy';
import type { Db } from '../../platform/db/database.ts';
import { centsToDollars } from '../../platform/db/money.ts';
import { analysisRepository } from '../../platform/db/repositories/analyses.ts';
import { verifiedJobRepository } from './verifiedJobRepository.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../platform/errors.ts';
import {
  ANALYSIS_GONE_MESSAGE,
  QUOTE_NOT_FOUND_MESSAGE,
  quoteRepository,
  editedAreasOf,
  recomputeFromAnalysis,
  repricedLine,
  selectionOfLines,
  SERVICE_NOT_REPRICEABLE_MESSAGE,
  type QuoteWithLines,
  type RepricedLine,
  historyEntry,
} from '../quotes/index.ts';

/** Recurring services follow the lawn; a one-time job is priced once and kept. */
const isRecurring = (line: QuoteWithLines['lines'][number]) => line.frequency !== 'one-time';

interface Offer {
  quote: QuoteWithLines;
  offer: RepriceOffer;
  /** New computed figures of the recurring lines. */
  repriced: RepricedLine[];
}

async function buildOffer(db: Db, ownerId: string, quoteId: string): Promise<Offer> {
  const quote = await quoteRepository(db).get(ownerId, quoteId);
  if (!quote) throw new NotFoundError(QUOTE_NOT_FOUND_MESSAGE);
  const verifiedSqFt = quote.verifiedSqFt;
  if (verifiedSqFt === null) throw new ConflictError(VERIFIED_AREA_MESSAGES.notVerified);
  const analysis = quote.propertyAnalysisId
    ? await analysisRepository(db).get(ownerId, quote.propertyAnalysisId)
    : undefined;
  if (!analysis) throw new ConflictError(ANALYSIS_GONE_MESSAGE);
  const settings = await verifiedJobRepository(db).settings(ownerId);
  const tolerancePercent = settings?.verifiedTolerancePercent ?? 10;
  const recurring = quote.lines.filter(isRecurring);
  const figures = await recomputeFromAnalysis({
    today: null,
    db,
    ownerId,
    analysis,
    request: {
      selectedServices: selectionOfLines(recurring),
    },
    adjustedAreaSqFt: verifiedSqFt,
    editedAreas: editedAreasOf(quote),
  }).catch((error: unknown) => {
    throw error instanceof ValidationError
      ? new ConflictError(SERVICE_NOT_REPRICEABLE_MESSAGE, { cause: error })
      : error;
  });
  const repriced = recurring.map((line, index) => {
    const priced = figures.lines[index];
    if (!priced) throw new Error('verifiedReprice: a line was not re-priced');
    return repricedLine(line.id, priced);
  });
  const lines = quote.lines.map((line) => {
    const current = line.overrideCents ?? line.totalCents;
    const next = repriced.find((r) => r.id === line.id);
    // The owner's own price for a line stays the owner's price.
    const newCents = line.overrideCents ?? next?.totalCents ?? line.totalCents;
    return {
      id: line.id,
      serviceName: line.serviceName,
      frequency: line.frequency,
      currentTotal: centsToDollars(current),
      newTotal: centsToDollars(newCents),
      repriced: next !== undefined && line.overrideCents === null,
      newCents,
    };
  });
  const pricedSqFt = acresToSqFt(quote.mowableAcres);
  return {
    quote,
    repriced,
    offer: {
      pricedSqFt,
      verifiedSqFt,
      differencePercent: verifiedDifferencePercent(pricedSqFt, verifiedSqFt),
      tolerancePercent,
      beyondTolerance: isBeyondTolerance(pricedSqFt, verifiedSqFt, tolerancePercent),
      currentTotal: centsToDollars(quote.totalCents),
      newTotal: centsToDollars(lines.reduce((sum, line) => sum + line.newCents, 0)),
      lines: lines.map(({ newCents: _newCents, ...line }) => line),
    },
  };
}

/** What re-pricing the quote from its verified area would do; nothing changes. */
export async function verifiedRepriceOffer(
  db: Db,
  ownerId: string,
  quoteId: string,
): Promise<RepriceOffer> {
  return (await buildOffer(db, ownerId, quoteId)).offer;
}

/**
 * Re-prices the recurring services of the quote on its verified area, once the owner has
 * seen the offer: the total the owner confirmed must still be the offer's, else 409 and
 * nothing changes. The figures replaced go to the quote's adjustment history.
 */
export async function confirmVerifiedReprice(
  db: Db,
  ownerId: string,
  quoteId: string,
  expectedNewTotal: number,
  now: Date,
): Promise<{ before: QuoteWithLines; after: QuoteWithLines }> {
  return db.transaction(async (tx) => {
    const { quote: before, offer, repriced } = await buildOffer(tx, ownerId, quoteId);
    if (!offer.beyondTolerance) throw new ConflictError(VERIFIED_AREA_MESSAGES.withinTolerance);
    if (Math.round(offer.newTotal * 100) !== Math.round(expectedNewTotal * 100))
      throw new ConflictError(VERIFIED_AREA_MESSAGES.totalsChanged);
    const quotes = quoteRepository(tx);
    await quotes.repriceLines(ownerId, quoteId, repriced);
    await quotes.setMeasurement(ownerId, quoteId, {
      mowableAcres: sqFtToAcres(offer.verifiedSqFt),
      lawnGeometry: before.verifiedLawnGeometry,
      adjustmentHistory: [historyEntry(before, now), ...before.adjustmentHistory].slice(
        0,
        ADJUSTMENT_HISTORY_LENGTH,
      ),
    });
    const after = await quotes.refreshTotal(ownerId, quoteId);
    if (!after) throw new NotFoundError(QUOTE_NOT_FOUND_MESSAGE);
    return { before, after };
  });
}
