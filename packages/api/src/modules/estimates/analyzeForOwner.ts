import { randomUUID } from 'node:crypto';
import {
  propertyAnalysisResultSchema,
  type PropertyAnalysisResult,
} from '@yardstick/core/schemas/analysis';
import {
  AddressNotFoundError,
  AnalysisError,
  AnalysisQueueFullError,
  ParcelNotFoundError,
} from '@yardstick/engine';
import type { Engine, GeoAnalysis } from '@yardstick/engine';
import { packMapSketch } from '@yardstick/engine';
import type { BlobStore } from '../../platform/blobs/blobStore.ts';
import type { Db } from '../../platform/db/database.ts';
import {
  analysisRepository,
  type PropertyAnalysisRow,
} from '../../platform/db/repositories/analyses.ts';
import { ownerRepository, ownerToday, type Owner } from '../accounts/index.ts';
import { isDemoPresetAddress } from '@yardstick/core/demo';
import { presentService, serviceRepository } from '../priceList/index.ts';
import { BusyError, NotFoundError, UnavailableError } from '../../platform/errors.ts';
import { assertEstimateAllowed, countEstimate, type EstimateMeter } from './recordEstimate.ts';
import type { SettleOwner } from './usagePeriod.ts';
import {
  assertWithinDailyLimits,
  dayBefore,
  type AnalysisRequester,
  type DailyAnalysisLimits,
} from './dailyLimits.ts';
import { buildAnalysisResult } from './buildAnalysisResult.ts';
import { repriceStoredAnalysis } from './priceAnalysis.ts';
import { sameCorrection, withCorrection } from './measurementCorrection.ts';

export interface AnalyzeForOwnerInput {
  db: Db;
  /** Measures the address (on its threads when it has them). */
  engine: Pick<Engine, 'analyze'>;
  /** Where the map image goes: files under DATA_DIR or object storage, never the database. */
  blobs: BlobStore;
  ownerId: string;
  address: string;
  now: Date;
  /** False for the demo account (landing page, demo storefront): demos are nobody's estimates. */
  countsAsEstimate: boolean;
  /** The landing page's demo prices at SPEC §9's displayed demo rates. */
  demoRates?: boolean;
  /** Who asked (owner, public visitor or landing demo) and from where, for the daily limits. */
  requester: AnalysisRequester;
  limits: DailyAnalysisLimits;
  /** Reports billed estimates (pay-as-you-go, overage) to the billing provider. */
  meter?: EstimateMeter;
  /** Applies plan changes whose time has come before the estimate is counted. */
  settle: SettleOwner;
}

/** The engine speaks to homeowners; here its errors become the API's catalogue. */
async function measure(address: string, engine: Pick<Engine, 'analyze'>): Promise<GeoAnalysis> {
  try {
    return await engine.analyze(address);
  } catch (error) {
    if (error instanceof AnalysisQueueFullError) {
      throw new BusyError(error.message, error.retryAfterSeconds);
    }
    if (error instanceof AddressNotFoundError || error instanceof ParcelNotFoundError) {
      throw new NotFoundError(error.message, { cause: error });
    }
    if (error instanceof AnalysisError) throw new UnavailableError(error.message, { cause: error });
    throw error;
  }
}

/**
 * Address → measured, priced and stored analysis for one owner (DESIGN §4 steps 1–9), and
 * one estimate counted. Refused before any work: a trial with no estimates left, and a public
 * visitor beyond the daily limits. An address the owner had measured in the last day is
 * answered from that stored measurement, priced with today's services, and not counted again.
 */
export async function analyzeForOwner(
  input: AnalyzeForOwnerInput,
): Promise<PropertyAnalysisResult> {
  const { db, ownerId, now } = input;
  const analyses = analysisRepository(db);
  const since = dayBefore(now);
  const counts = input.countsAsEstimate;
  // Independent reads go out together: on the embedded database each round trip waits its
  // turn behind every other request's, so a busy server answers sooner with fewer of them.
  // A repeat of an address is answered from its stored measurement for every caller, demos
  // included: it is never charged and never counts towards a daily limit.
  const [owner, repeat, serviceRows] = await Promise.all([
    ownerRepository(db).get(ownerId),
    analyses.findRecent(ownerId, { address: input.address }, since),
    serviceRepository(db).list(ownerId),
  ]);
  if (!owner) throw new NotFoundError('User not found');
  // Switching the owner's correction on or off is not undone by an answer priced before it.
  const correction = owner.measurementCorrectionPercent;
  const services = serviceRows.map(presentService);
  const today = ownerToday(owner, now);
  // A repeat reuses the measurement, never its prices: those are the owner's of today.
  const repriced = (row: PropertyAnalysisRow) =>
    repriceStoredAnalysis(propertyAnalysisResultSchema.parse(row.result), {
      services,
      reviewThreshold: owner.reviewThreshold,
      demoRates: input.demoRates,
      today,
    });
  if (repeat && sameCorrection(repeat.result, correction)) return repriced(repeat);
  // The landing demo's automatic sample is nobody's request: no limit, and no visitor's count.
  const sample = input.requester.caller === 'demo' && isDemoPresetAddress(input.address);
  const requester = sample ? { ...input.requester, clientIp: undefined } : input.requester;
  const withinLimits = (on: Db, at: Owner) =>
    sample ? Promise.resolve() : assertWithinDailyLimits(on, at, requester, now, input.limits);
  const checks = await Promise.allSettled([
    counts ? assertEstimateAllowed(db, ownerId, now, input.settle) : undefined,
    withinLimits(db, owner),
  ]);
  // The trial's refusal is said before the daily limit's, as when they ran in turn.
  for (const check of checks) if (check.status === 'rejected') throw check.reason;

  const geo = withCorrection(
    await measure(input.address, input.engine),
    input.demoRates ? null : correction,
  );
  const sameParcel = await analyses.findRecent(ownerId, { parcelKey: geo.parcelKey }, since);
  if (sameParcel && sameCorrection(sameParcel.result, correction)) return repriced(sameParcel);

  const analysisId = randomUUID();
  const result = buildAnalysisResult(analysisId, geo, services, {
    demoRates: input.demoRates,
    reviewThreshold: owner.reviewThreshold,
    today,
  });
  // The map image is encoded on its first request, from this sketch.
  const [mapSketchSha256, imageryImageSha256] = await Promise.all([
    input.blobs.put(packMapSketch(geo.image.sketch)),
    input.blobs.put(geo.imageryImage.jpeg),
  ]);
  const row = {
    address: geo.address,
    parcelKey: geo.parcelKey,
    result,
    mapSketchSha256,
    imageryImageSha256,
    totalSqFt: geo.totalAreaSqFt,
    mowableSqFt: geo.mowableAreaSqFt,
    caller: requester.caller,
    clientIp: requester.clientIp,
  };
  if (!counts && input.requester.caller === 'owner') {
    // Nothing to count and no daily limit: one insert, without a transaction's round trips.
    await analyses.store(ownerId, row, analysisId);
    return result;
  }
  // Stored, checked against the daily limits again and counted together, with the owner row
  // locked: the limits were read before the analysis ran, and requests that ran side by side
  // all passed that first check. A refused count (the trial's last estimate taken by a
  // parallel request) or a limit reached meanwhile leaves no analysis behind.
  const recorded = await db.transaction(async (tx) => {
    // The owner row is locked before the analysis row is written: the new row's foreign key
    // takes a share lock on the owner, and upgrading it after parallel inserts deadlocks.
    const locked = (await ownerRepository(tx).getForUpdate(ownerId)) ?? owner;
    await withinLimits(tx, locked);
    await analysisRepository(tx).store(ownerId, row, analysisId);
    return counts ? countEstimate(tx, ownerId, analysisId, now, input.settle) : undefined;
  });
  if (recorded?.billable) await input.meter?.reportPending(ownerId);
  return result;
}
