import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { classifyImage } from '../classify/classifyImage.ts';
import { classifyPixels, type ClassifierInput, type ClassMap } from '../classify/classifyPixels.ts';
import { textureExemplarsAvailable } from '../texturePainter/loadSwatches.ts';
import {
  formatReliability,
  reliabilityTable,
  REVIEW_THRESHOLD,
  texturePainterParcels,
  type ReliabilityRow,
  type ScoredParcel,
} from './confidenceCalibration.ts';
import { foreignPainter } from './crossSourceEvaluation.ts';
import { foreignPainterMissing, paintForeignScenes } from './foreignPainter.ts';
import { errorSummary } from './measureAccuracy.ts';
import { scoredImages } from './regionCorpus.ts';

/**
 * How well the built-in classifier's measurement confidence ranks parcels, on sources it never
 * learnt from. The target on every source: parcels at or above the default review threshold
 * (0.6) within 12 % at p90. The demo painter's held-out looks meet it (checked on the parcels
 * of accuracyHeldOutLooks.test.ts, which measures them anyway). The foreign painter's and the
 * texture painter's scenes are photographs to the product, read by the region classifier
 * (classifyImage): there both meet it (foreign painter 6.2 %, the texture painter's 400 unseen
 * lots 10.6 %, 70 of them at 0.6 or more). The pixel classifier, which reads only the demo
 * region's painted imagery, holds its own level on both (24.9 %, 78.2 %: their errors come
 * from lawn read as canopy, which the pixel confidences do not see). Levels are rounded
 * outward; every source must keep ranking: its least sure quarter errs more than its surest.
 * The mowable area of all the parcels holds its level too: photographs' foreign painter 1.1 /
 * 6.2 % (median / p90; the 8 % target held), texture painter 10.0 / 35.3 %; the pixel
 * classifier's 11.2 / 24.9 % and 33.3 / 93.1 %.
 *
 * The foreign painter's scenes must not be read one-sidedly (30–70 % under-measured). The
 * scorer finds 15 of 18 under, but the painter fills its parcel polygon with its outline, so
 * its truth counts lawn in a margin of about 0.4 px outside the polygon (its parcel raster is
 * 0.7 % larger than the polygon at the median, 1.5 % at most): counted in that same raster, the region classifier's
 * lawns are under on 11 of 18. That share is what is held; the pixel classifier's 18 of 18 are
 * printed.
 */
const READERS = [
  {
    reader: 'as photographs',
    classify: classifyImage as Classify,
    floor: { foreign: 0.12, texture: 0.11 },
    mowable: { foreign: { median: 0.015, p90: 0.065 }, texture: { median: 0.1, p90: 0.355 } },
    balanced: true,
  },
  {
    reader: 'pixel classifier',
    classify: classifyPixels as Classify,
    floor: { foreign: 0.26, texture: 0.79 },
    mowable: { foreign: { median: 0.115, p90: 0.25 }, texture: { median: 0.335, p90: 0.935 } },
    balanced: false,
  },
];
type Classify = (input: ClassifierInput) => ClassMap;

/** The mowable area of every parcel, sure or not, holds its median and p90 error. */
function expectMowable(parcels: readonly ScoredParcel[], level: { median: number; p90: number }) {
  const { medianAreaError, p90AreaError } = errorSummary(parcels.map((p) => p.error));
  console.info(
    `all ${parcels.length} parcels: mowable-area error median ${(medianAreaError * 100).toFixed(1)} %, p90 ${(p90AreaError * 100).toFixed(1)} %, ${parcels.filter((p) => p.under).length} under-measured`,
  );
  expect(medianAreaError, 'median mowable-area error').toBeLessThanOrEqual(level.median);
  expect(p90AreaError, 'p90 mowable-area error').toBeLessThanOrEqual(level.p90);
}
/**
 * Texture painter scenes outside every training range (1000–1099, 2000–2099, 3000–3099): 400
 * lots, so that a level is held on enough lots to tell one model from another (on 40, the
 * confidence's p90 was the single worst of the 8 sure lots).
 */
const TEXTURE_SEEDS = [
  ...Array.from({ length: 40 }, (_, i) => 9000 + i),
  ...Array.from({ length: 360 }, (_, i) => 10_000 + i),
];

const foreignMissing = foreignPainterMissing();
const haveForeign = foreignMissing === undefined;
if (!haveForeign) console.info(`skipped foreign painter: ${foreignMissing}`);
const haveTextures = textureExemplarsAvailable();
if (!haveTextures) console.info('skipped texture painter: its photo textures are absent');

const atThreshold = (rows: readonly ReliabilityRow[]): ReliabilityRow => {
  const row = rows.at(-1);
  if (!row) throw new Error('no reliability rows');
  return row;
};
const quarter = (rows: readonly ReliabilityRow[], k: number) => rows[k]?.medianError ?? 0;

function table(source: string, parcels: readonly ScoredParcel[]): ReliabilityRow[] {
  const rows = reliabilityTable(parcels);
  console.info(formatReliability(source, rows));
  return rows;
}

describe('measurement confidence against area error (built-in classifier)', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'yardstick-foreign-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));
  let painted = false;
  /** The foreign painter's 18 scenes, painted once for both readers. */
  const foreignScenes = () => {
    if (!painted) paintForeignScenes(scratch);
    painted = true;
    return scratch;
  };

  let textureRun: Promise<ScoredParcel[][]> | null = null;
  /** The texture painter's lots, each painted once and read by every reader. */
  const textureParcels = async () =>
    (textureRun ??= scoredImages().then((leaveOut) =>
      texturePainterParcels(
        TEXTURE_SEEDS,
        READERS.map((r) => r.classify),
        leaveOut,
      ),
    ));

  describe.each(READERS)('$reader', ({ reader, classify, floor, mowable, balanced }) => {
    it.skipIf(!haveForeign)(
      'ranks the foreign painter scenes and keeps its level there',
      { timeout: 900_000 },
      async () => {
        const results = await foreignPainter(foreignScenes(), classify);
        const rows = table(`foreign painter, ${reader}`, results);
        expect(results).toHaveLength(18);
        expect(quarter(rows, 0)).toBeGreaterThan(quarter(rows, 3));
        expect(atThreshold(rows).p90Error).toBeLessThanOrEqual(floor.foreign);
        expectMowable(results, mowable.foreign);
        const under = results.filter((r) => r.underInPaintersParcel).length / results.length;
        const ratios = results.map((r) => r.paintersParcelRatio).sort((a, b) => a - b);
        console.info(
          `under-measured: ${results.filter((r) => r.under).length} of ${results.length} as the scorer counts, ` +
            `${results.filter((r) => r.underInPaintersParcel).length} in the painter's parcel raster ` +
            `(larger than the polygon by ${((ratios[ratios.length >> 1] ?? 1) * 100 - 100).toFixed(2)} % at the median, ${((ratios.at(-1) ?? 1) * 100 - 100).toFixed(2)} % at most)`,
        );
        if (balanced) {
          expect(under, 'share under-measured').toBeGreaterThanOrEqual(0.3);
          expect(under, 'share under-measured').toBeLessThanOrEqual(0.7);
        }
      },
    );

    it.skipIf(!haveTextures)(
      'ranks the texture painter scenes and keeps its level there',
      { timeout: 900_000 },
      async () => {
        const parcels = (await textureParcels())[READERS.findIndex((r) => r.reader === reader)];
        if (!parcels) throw new Error(`no texture parcels for ${reader}`);
        const rows = table(`texture painter, unseen seeds, ${reader}`, parcels);
        expect(parcels.length).toBeGreaterThanOrEqual(30);
        expect(quarter(rows, 0)).toBeGreaterThan(quarter(rows, 3));
        expect(atThreshold(rows).p90Error).toBeLessThanOrEqual(floor.texture);
        expectMowable(parcels, mowable.texture);
      },
    );
  });

  it('puts parcels in quarters by confidence and counts those at the threshold', () => {
    const parcels = [0.2, 0.4, 0.55, 0.65, 0.7, 0.9, 0.95, 0.3].map((confidence, k) => ({
      confidence,
      error: k / 10,
    }));
    const rows = reliabilityTable(parcels);
    expect(rows.map((r) => r.group)).toEqual(['Q1', 'Q2', 'Q3', 'Q4', `≥ ${REVIEW_THRESHOLD}`]);
    expect(rows.slice(0, 4).map((r) => r.parcels)).toEqual([2, 2, 2, 2]);
    expect(rows[0]?.lowest).toBe(0.2);
    expect(rows[3]?.highest).toBe(0.95);
    expect(rows[4]?.parcels).toBe(4);
    expect(rows[4]?.lowest).toBe(0.65);
  });
});
