import { randomUUID } from 'node:crypto';
import type { PropertyAnalysisResult } from '@yardstick/core/schemas/analysis';
import { AddressNotFoundError, AnalysisError, ParcelNotFoundError } from '@yardstick/engine';
import type { GeoAnalysis } from '@yardstick/engine';
import { analyzeAddress } from '@yardstick/engine';
import type { Providers } from '@yardstick/engine';
import type { BlobStore } from '../blobs/blobStore.ts';
import type { Db } from '../db/database.ts';
import { analysisRepository } from '../db/repositories/analyses.ts';
import { ownerRepository } from '../db/repositories/owners.ts';
import { serviceRepository } from '../db/repositories/services.ts';
import { NotFoundError, UnavailableError } from '../errors.ts';
import { presentService } from '../presenters/services.ts';
import {
  assertEstimateAllowed,
  recordEstimate,
  type EstimateMeter,
} from '../usage/recordEstimate.ts';
import { buildAnalysisResult } from './buildAnalysisResult.ts';

export interface AnalyzeForOwnerInput {
  db: Db;
  providers: Providers;
  /** Where the map image goes: files under DATA_DIR or object storage, never the database. */
  blobs: BlobStore;
  ownerId: string;
  address: string;
  now: Date;
  /** False for the landing page's demo key: marketing demos are not the owner's estimates. */
  countsAsEstimate: boolean;
  /** Reports billed estimates (pay-as-you-go, overage) to the billing provider. */
  meter?: EstimateMeter;
}

/** The engine speaks to homeowners; here its errors become the API's catalogue. */
async function measure(address: string, providers: Providers): Promise<GeoAnalysis> {
  try {
    return await analyzeAddress(address, providers);
  } catch (error) {
    if (error instanceof AddressNotFoundError || error instanceof ParcelNotFoundError) {
      throw new NotFoundError(error.message, { cause: error });
    }
    if (error instanceof AnalysisError) throw new UnavailableError(error.message, { cause: error });
    throw error;
  }
}

/**
 * Address → measured, priced and stored analysis for one owner (DESIGN §4 steps 1–9), and
 * one estimate counted. A trial with no estimates left is refused before any work is done.
 */
export async function analyzeForOwner(
  input: AnalyzeForOwnerInput,
): Promise<PropertyAnalysisResult> {
  const { db, ownerId, now } = input;
  if (input.countsAsEstimate) await assertEstimateAllowed(db, ownerId, now);
  const geo = await measure(input.address, input.providers);
  const services = (await serviceRepository(db).list(ownerId)).map(presentService);
  const analysisId = randomUUID();
  const owner = await ownerRepository(db).get(ownerId);
  const result = buildAnalysisResult(analysisId, geo, services, owner?.reviewThreshold);
  const mapImageSha256 = await input.blobs.put(geo.image.png);
  await analysisRepository(db).create(
    ownerId,
    {
      address: geo.address,
      parcelKey: geo.parcelKey,
      result,
      mapImageSha256,
      totalSqFt: geo.totalAreaSqFt,
      mowableSqFt: geo.mowableAreaSqFt,
    },
    analysisId,
  );
  if (input.countsAsEstimate) await recordEstimate(db, ownerId, analysisId, now, input.meter);
  return result;
}
