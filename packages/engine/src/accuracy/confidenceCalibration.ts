/**
 * Whether `measurement.confidence` means what it says, per source: parcels sorted by
 * confidence into quarters, each quarter's median and p90 area error, and the error of the
 * parcels at or above the owner's default review threshold. A confidence that ranks parcels
 * well gives its lowest quarter a clearly larger error than its highest, and parcels it passes
 * without review are within the measurement target.
 */
import type { Classifier } from './crossSourceEvaluation.ts';
import { LAWN } from '../landClasses.ts';
import { freshImageryConfidence } from './freshImageryConfidence.ts';
import { errorSummary } from './measureAccuracy.ts';
import { measureTextureLot, paintedTextureLot } from './textureLot.ts';

/** The confidence at or above which an owner's quotes go out without review, by default. */
export const REVIEW_THRESHOLD = 0.6;
/** Parcels passed without review must be within 12 % of the true area at p90. */
export const PASSED_P90_TARGET = 0.12;

/** One measured parcel: its confidence and its relative area error (absolute). */
export interface ScoredParcel {
  confidence: number;
  error: number;
  /** Measured short of the truth. */
  under: boolean;
}

export interface ReliabilityRow {
  /** 'Q1' (least sure) … 'Q4', or `≥ 0.6`. */
  group: string;
  parcels: number;
  lowest: number;
  highest: number;
  medianError: number;
  p90Error: number;
}

/** Quarters by confidence (least sure first), then the parcels at or above the threshold. */
export function reliabilityTable(
  parcels: readonly Pick<ScoredParcel, 'confidence' | 'error'>[],
): ReliabilityRow[] {
  const sorted = [...parcels].sort((a, b) => a.confidence - b.confidence);
  const row = (
    group: string,
    rows: readonly Pick<ScoredParcel, 'confidence' | 'error'>[],
  ): ReliabilityRow => {
    const { medianAreaError, p90AreaError } = errorSummary(rows.map((r) => r.error));
    return {
      group,
      parcels: rows.length,
      lowest: rows[0]?.confidence ?? 0,
      highest: rows.at(-1)?.confidence ?? 0,
      medianError: medianAreaError,
      p90Error: p90AreaError,
    };
  };
  const n = sorted.length;
  const quarters = [0, 1, 2, 3].map((q) =>
    row(`Q${q + 1}`, sorted.slice(Math.round((q * n) / 4), Math.round(((q + 1) * n) / 4))),
  );
  return [
    ...quarters,
    row(
      `≥ ${REVIEW_THRESHOLD}`,
      sorted.filter((p) => p.confidence >= REVIEW_THRESHOLD),
    ),
  ];
}

const pct = (v: number) => `${(v * 100).toFixed(1)} %`;

/** A Markdown table of reliabilityTable's rows. */
export function formatReliability(source: string, rows: readonly ReliabilityRow[]): string {
  return [
    `\nConfidence against area error: ${source} (target: p90 ≤ 12 % at confidence ≥ ${REVIEW_THRESHOLD})`,
    '| parcels | count | confidence | median error | p90 error |',
    '|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.group} | ${r.parcels} | ${r.parcels ? `${r.lowest.toFixed(2)}–${r.highest.toFixed(2)}` : '–'} | ${r.parcels ? pct(r.medianError) : '–'} | ${r.parcels ? pct(r.p90Error) : '–'} |`,
    ),
  ].join('\n');
}

/**
 * Scenes of the texture painter (real photo textures) on the given seeds, measured on their
 * lot as the product would (footprints given): confidence and error against the true lawn, one
 * list per classifier (each scene is painted once for all of them). Seeds must lie outside
 * every training range (1000–1099, 2000–2099, 3000–3099).
 */
export async function texturePainterParcels(
  seeds: readonly number[],
  classifiers: readonly Classifier[],
  leaveOut: readonly string[],
): Promise<ScoredParcel[][]> {
  const parcels = classifiers.map((): ScoredParcel[] => []);
  for (const seed of seeds) {
    const lot = await paintedTextureLot(seed, leaveOut);
    const { metresPerPixel, truth } = lot.scene;
    let truthLawn = 0;
    for (let i = 0; i < truth.length; i++) if (lot.parcelMask[i] && truth[i] === LAWN) truthLawn++;
    if (truthLawn === 0) continue;
    classifiers.forEach((classify, k) => {
      const { classMap, lawn } = measureTextureLot(lot, classify);
      let measured = 0;
      for (let i = 0; i < truth.length; i++) if (lot.parcelMask[i] && lawn.mowable[i]) measured++;
      parcels[k]?.push({
        confidence: freshImageryConfidence(classMap, lawn.mowable, lot.parcelMask, metresPerPixel),
        error: Math.abs(measured - truthLawn) / truthLawn,
        under: measured < truthLawn,
      });
    });
  }
  return parcels;
}
