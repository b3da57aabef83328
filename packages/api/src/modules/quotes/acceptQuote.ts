import { createHash } from 'node:crypto';
import { measuresForReview } from '@yardstick/core/priceReview';
import { serviceMeasuresSchema } from '@yardstick/core/schemas/analysis';
import { QUOTE_MESSAGES, type AcceptQuoteRequest } from '@yardstick/core/schemas/quotes';
import { DEFAULT_REVIEW_THRESHOLD } from '@yardstick/core/schemas/services';
import { shrunkForReview } from '@yardstick/core/measurementAdjustment';
import { sqFtToAcres } from '@yardstick/core/units';
import type { Db } from '../../platform/db/database.ts';
import { isUniqueViolation } from '../../platform/db/errors.ts';
import { z } from 'zod';
import { analysisRepository } from '../../platform/db/repositories/analyses.ts';
import { ownerRepository, ownerToday } from '../accounts/index.ts';
import { quoteRepository, type QuoteWithLines } from './quotesRepository.ts';
import { ConflictError, NotFoundError } from '../../platform/errors.ts';
import { storedCorrection } from '../estimates/index.ts';
import { adjustedLawnAreaSqFt } from './adjustedLawn.ts';
import { PricesChangedError, pricesChangedMessage } from './pricesChanged.ts';
import type { QuoteEvents } from './quoteEvents.ts';
import { recomputeFromAnalysis, type RecomputeQuote } from './recomputeQuote.ts';

/** `created` is false when an earlier submission with the same idempotency key is returned instead. */
export interface AcceptedQuoteResult {
  quote: QuoteWithLines;
  created: boolean;
}

export interface AcceptQuoteOptions {
  recompute?: RecomputeQuote;
  /** Told of a new acceptance inside the quote's transaction (the messages that announce it). */
  announce?: { events: Pick<QuoteEvents, 'acceptedWithin'>; at: Date };
  /** Accepted on the public landing demo: marked so, and only the newest few are kept. */
  demo?: boolean;
  /** The app's clock at the acceptance: services' seasons are judged on the owner's day of it. */
  now?: Date;
}

/** How many landing-demo quotes the demo owner keeps; older ones are deleted as new ones come. */
export const DEMO_QUOTES_KEPT = 50;

/**
 * Stores a homeowner's acceptance of a quote for the owner: the quote and its service lines
 * in one transaction. The figures come from `recompute` (by default from the stored analysis
 * and the owner's current prices); when a line costs other than the homeowner was shown, the
 * acceptance is refused with today's figures (PricesChangedError) and nothing is stored. A lawn
 * the homeowner adjusted on the map is checked against the lot and priced on its geodesic area;
 * the measured area is kept beside it. A repeated submission with the same idempotencyKey
 * returns the first quote rather than storing a second one, even when both race. The
 * announcement's e-mails and webhooks are written in the quote's transaction.
 */
export async function acceptQuote(
  db: Db,
  ownerId: string,
  request: AcceptQuoteRequest,
  { recompute = recomputeFromAnalysis, announce, demo = false, now }: AcceptQuoteOptions = {},
): Promise<AcceptedQuoteResult> {
  const idempotency = request.idempotencyKey ? idempotencyOf(request) : undefined;
  // Reads go out together and before the transaction: on the embedded database an open
  // transaction holds every other request's queries until it commits, so it only writes.
  const [earlier, analysis, owner] = await Promise.all([
    findEarlier(db, ownerId, idempotency),
    analysisRepository(db).getForPricing(ownerId, request.propertyAnalysisId),
    ownerRepository(db).get(ownerId),
  ]);
  if (earlier) return { quote: earlier, created: false };
  if (!analysis) throw new NotFoundError(QUOTE_MESSAGES.analysisRequired);
  const adjustedAreaSqFt = request.lawnGeometry
    ? await adjustedLawnAreaSqFt(analysis, request.lawnGeometry)
    : undefined;
  const today = ownerToday(owner, now ?? announce?.at ?? new Date());
  const figures = await recompute({ db, ownerId, analysis, request, adjustedAreaSqFt, today });
  // The price a homeowner accepts is the price they saw: a change since is said, not applied.
  const changed = pricesChangedMessage(request.selectedServices, figures);
  if (changed) throw new PricesChangedError(changed, figures.offer ?? []);
  const confidence = storedConfidence(analysis.result);
  // The measurement as measured is kept beside any correction it was priced with.
  const correction = storedCorrection(analysis.result);
  const measuredSqFt = correction?.measuredSqFt ?? analysis.mowableSqFt;
  // A quote waits for a review when a line rests on a measure the engine is unsure of.
  const reviewMeasures = measuresForReview(
    confidence,
    storedServiceMeasures(analysis.result),
    owner?.reviewThreshold ?? DEFAULT_REVIEW_THRESHOLD,
    figures.lines,
  );
  const newQuote = {
    propertyAnalysisId: analysis.id,
    customerName: request.customerName,
    customerEmail: request.customerEmail,
    customerPhone: request.customerPhone ?? null,
    // The address the lawn was measured at, as matched; the homeowner's own words beside it.
    customerAddress: analysis.address,
    typedAddress:
      request.customerAddress && request.customerAddress.trim() !== analysis.address
        ? request.customerAddress.trim()
        : null,
    notes: request.notes ?? null,
    totalCents: figures.totalCents,
    mowableAcres: figures.mowableAcres,
    measuredMowableAcres: sqFtToAcres(measuredSqFt),
    // A lawn drawn by the homeowner is priced as drawn, without the correction.
    measurementCorrectionPercent: request.lawnGeometry ? null : (correction?.percent ?? null),
    adjustedByCustomer: request.lawnGeometry !== undefined,
    lawnGeometry: request.lawnGeometry ?? null,
    idempotencyKey: idempotency?.stored ?? null,
    demo,
    measurementConfidence: confidence,
    // A measure the engine doubts under a line, or a lawn drawn far smaller than it measured.
    reviewMeasures,
    reviewRequired:
      reviewMeasures.length > 0 ||
      (adjustedAreaSqFt !== undefined && shrunkForReview(measuredSqFt, adjustedAreaSqFt)),
  };
  try {
    // The quote, its lines and the messages announcing it are stored together or not at all.
    const quote = await db.transaction(async (tx) => {
      const quotes = quoteRepository(tx);
      const stored = await quotes.insert(ownerId, newQuote, figures.lines);
      await announce?.events.acceptedWithin(tx, stored, owner, announce.at);
      if (demo) await quotes.deleteOlderDemos(ownerId, DEMO_QUOTES_KEPT);
      return stored;
    });
    return { quote, created: true };
  } catch (error) {
    if (!isUniqueViolation(error, 'accepted_quotes_owner_idempotency_unique')) throw error;
    const winner = await findEarlier(db, ownerId, idempotency);
    if (!winner) throw error;
    return { quote: winner, created: false };
  }
}

const storedMeasurementSchema = z.object({
  measurement: z.object({ confidence: z.number().min(0).max(1) }),
});

/** The measurement's confidence in a stored analysis; null for analyses stored before it. */
function storedConfidence(result: unknown): number | null {
  const parsed = storedMeasurementSchema.safeParse(result);
  return parsed.success ? parsed.data.measurement.confidence : null;
}

const storedServiceMeasuresSchema = z.object({ serviceMeasures: serviceMeasuresSchema });

/** The beds, paving, edges and trees of a stored analysis; null for analyses stored before them. */
function storedServiceMeasures(result: unknown) {
  const parsed = storedServiceMeasuresSchema.safeParse(result);
  return parsed.success ? parsed.data.serviceMeasures : null;
}

export const IDEMPOTENCY_MISMATCH_MESSAGE =
  'This idempotency key was already used for a different quote. Use a new key for a new submission.';

interface Idempotency {
  keyHash: string;
  /** What is stored with the quote: the key bound to the request it was sent with. */
  stored: string;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * A key only replays the request it was first sent with: another caller who learns the key
 * but sends other details gets 409, never the earlier customer's quote.
 */
function idempotencyOf({ idempotencyKey, ...request }: AcceptQuoteRequest): Idempotency {
  const keyHash = sha256(idempotencyKey ?? '');
  return { keyHash, stored: `${keyHash}:${sha256(JSON.stringify(request))}` };
}

async function findEarlier(
  db: Db,
  ownerId: string,
  idempotency: Idempotency | undefined,
): Promise<QuoteWithLines | undefined> {
  if (!idempotency) return undefined;
  const earlier = await quoteRepository(db).findByIdempotencyKey(ownerId, idempotency.keyHash);
  if (earlier && earlier.idempotencyKey !== idempotency.stored)
    throw new ConflictError(IDEMPOTENCY_MISMATCH_MESSAGE);
  return earlier;
}
