import type {
  AccuracyResponse,
  AccuracySettings,
  UpdateAccuracySettingsRequest,
} from '@yardstick/core/schemas/verifiedArea';
import { VERIFIED_AREA_MESSAGES } from '@yardstick/core/schemas/verifiedArea';
import { acresToSqFt } from '@yardstick/core/units';
import {
  accuracyReport,
  DEFAULT_VERIFIED_TOLERANCE_PERCENT,
  suggestCorrection,
  type ErrorSummary,
  type VerifiedJob,
} from '@yardstick/core/verifiedAccuracy';
import type { Db } from '../../platform/db/database.ts';
import { verifiedJobRepository, type VerifiedJobRow } from './verifiedJobRepository.ts';
import { ConflictError, NotFoundError } from '../../platform/errors.ts';

const toJob = (row: VerifiedJobRow): VerifiedJob => ({
  quoteId: row.quoteId,
  measuredSqFt: acresToSqFt(row.measuredAcres),
  verifiedSqFt: row.verifiedSqFt,
  confidence: row.confidence,
  imagerySource: row.imagerySource,
});

/** A summary of no jobs has no median: null in JSON rather than NaN. */
const finite = (value: number) => (Number.isFinite(value) ? value : null);
function presentSummary<T extends ErrorSummary>(summary: T) {
  return {
    ...summary,
    medianErrorPercent: finite(summary.medianErrorPercent),
    p90ErrorPercent: finite(summary.p90ErrorPercent),
    biasPercent: finite(summary.biasPercent),
  };
}

async function settingsOf(db: Db, ownerId: string): Promise<AccuracySettings> {
  const settings = await verifiedJobRepository(db).settings(ownerId);
  if (!settings) throw new NotFoundError('Account not found');
  return settings;
}

/** The Accuracy page: the owner's measurements against the areas their crews verified. */
export async function ownerAccuracy(db: Db, ownerId: string): Promise<AccuracyResponse> {
  const settings = await settingsOf(db, ownerId);
  const rows = await verifiedJobRepository(db).list(ownerId);
  const report = accuracyReport(rows.map(toJob));
  const names = new Map(rows.map((row) => [row.quoteId, row.customerName]));
  return {
    ...report,
    overall: presentSummary(report.overall),
    byConfidence: report.byConfidence.map(presentSummary),
    byImagerySource: report.byImagerySource.map(presentSummary),
    points: report.points.map((point) => ({
      ...point,
      customerName: names.get(point.quoteId) ?? '',
    })),
    settings: {
      ...settings,
      verifiedTolerancePercent:
        settings.verifiedTolerancePercent ?? DEFAULT_VERIFIED_TOLERANCE_PERCENT,
    },
  };
}

export { settingsOf as accuracySettings };

/**
 * Changes the owner's accuracy settings. Opting in to the correction takes the one suggested
 * now from the owner's own verified jobs (never a typed figure, never another owner's);
 * opting out clears it, so new measurements are priced as measured again.
 */
export async function updateAccuracySettings(
  db: Db,
  ownerId: string,
  request: UpdateAccuracySettingsRequest,
): Promise<AccuracySettings> {
  const repository = verifiedJobRepository(db);
  let measurementCorrectionPercent: number | null | undefined;
  if (request.applyCorrection === true) {
    const suggestion = suggestCorrection((await repository.list(ownerId)).map(toJob));
    if (!suggestion) throw new ConflictError(VERIFIED_AREA_MESSAGES.noSuggestion);
    measurementCorrectionPercent = suggestion.percent;
  } else if (request.applyCorrection === false) {
    measurementCorrectionPercent = null;
  }
  await repository.updateSettings(ownerId, {
    ...(request.verifiedTolerancePercent === undefined
      ? {}
      : { verifiedTolerancePercent: request.verifiedTolerancePercent }),
    ...(request.shareVerifiedJobs === undefined
      ? {}
      : { shareVerifiedJobs: request.shareVerifiedJobs }),
    ...(measurementCorrectionPercent === undefined ? {} : { measurementCorrectionPercent }),
  });
  return settingsOf(db, ownerId);
}
