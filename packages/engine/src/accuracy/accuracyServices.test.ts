import { describe, expect, it } from 'vitest';
import { classifyImage } from '../classify/classifyImage.ts';
import { classifyPixels, type ClassifierInput, type ClassMap } from '../classify/classifyPixels.ts';
import { textureExemplarsAvailable } from '../texturePainter/loadSwatches.ts';
import { formatReliability, reliabilityTable } from './confidenceCalibration.ts';
import { haveRealData } from './realImagery/realImage.ts';
import { realServiceScores } from './realImagery/realServiceScores.ts';
import {
  demoServiceParcels,
  textureServiceParcels,
  type ServiceParcel,
} from './serviceAccuracy.ts';
import {
  formatServiceTable,
  serviceSummary,
  SERVICE_TARGETS,
  SMALLEST_TRUE,
  type MedianError,
  type ServiceSummary,
} from './serviceSummary.ts';

/**
 * The measures for services beyond mowing against the truth, with the built-in classifier:
 * paving, sidewalk, bed and edge errors, and the tree count, on the demo region's held-out
 * seed, on texture painter scenes and on the hand-labelled NAIP tiles (paving, and trees
 * against their crown points). Each error is held whole (against the painter's figures) and
 * in its two parts: the classifier's (against the same measures on the true classes) and the
 * measures' own (on the true classes against the painter's figures). A figure that meets its
 * target is held to it; the others hold their measured level, rounded outward. The measures'
 * own parts meet every target; the demo's edges and tree count meet theirs whole. The rest of
 * the error is the classifier's. Beds: on the demo, brick pavers, wood decks and fences are
 * painted in soil's colours; the painted imagery's bare-ground model (classifyPainted) makes
 * those pieces paving or fences again (paving 15.3 → 10.3 %, beds 125 → 85 %, 56 % since roof
 * under a footprint no longer joins the pieces it touches; now under: beds
 * along the walls read as roof under the eaves, planted beds as lawn, shaded ones as paving).
 * The texture scenes and NAIP tiles are read by the per-pixel classifier alone, which reads
 * the texture painter's dormant lawn as soil (86 % of its beds are lawn). Crowns are missed on
 * the texture scenes. The demo's fences are lines a pixel wide in paving's colours: those over
 * the lawn and those on the lot line beside the neighbour's paving are told from paving
 * (fenceLines.ts; paving 10.2 → 9.2 %, edges 6.9 → 6.1 % on this block), and the cars parked on
 * the drives and the trampolines on the lawns from it (vehiclesOnPaving.ts,
 * roundPavingOnLawn.ts; paving 9.2 → 5.5 %, within its target). Trees are counted by the peaks
 * of the canopy's distance to its edge; a peak of radius under 3 m in one canopy with a crown of
 * twice its radius is a lobe of that crown (treeCrowns.ts; under 1.5 m, the ragged crowns of
 * photographs counted several times: NAIP cells 54.7 → 67.8 % within one, this block 83.3 →
 * 91.7 %, the texture scenes 70 % as before, 95 → 85 % on their true canopy); a peak under
 * 3 px is a stray region or two of canopy, no tree (NAIP cells 67.8 → 75.8 %, the texture scenes
 * 70 → 75 %, this block and both on their true canopy as before).
 */
const LEVEL: Record<'demo' | 'texture' | 'real', ServiceSummary> = {
  demo: {
    hardscape: { parcels: 16, median: 0.08 },
    sidewalk: { parcels: 16, median: 0.08 },
    beds: { parcels: 10, median: 0.57 },
    edges: { parcels: 16, median: 0.1 },
    classifierPart: {
      hardscape: { parcels: 16, median: 0.08 },
      sidewalk: { parcels: 16, median: 0.08 },
      beds: { parcels: 10, median: 0.53 },
      edges: { parcels: 16, median: 0.1 },
    },
    measureOwn: {
      hardscape: { parcels: 16, median: 0.08 },
      beds: { parcels: 10, median: 0.12 },
      edges: { parcels: 16, median: 0.1 },
    },
    trees: { parcels: 12, withinOne: 0.8 },
    treesOnTrueCanopy: 0.9,
  },
  texture: {
    hardscape: { parcels: 20, median: 0.24 },
    sidewalk: { parcels: 14, median: 0.11 },
    beds: { parcels: 16, median: 0.78 },
    edges: { parcels: 20, median: 0.48 },
    classifierPart: {
      hardscape: { parcels: 20, median: 0.26 },
      sidewalk: { parcels: 14, median: 0.11 },
      beds: { parcels: 16, median: 0.78 },
      edges: { parcels: 20, median: 0.42 },
    },
    measureOwn: {
      hardscape: { parcels: 20, median: 0.08 },
      beds: { parcels: 16, median: 0.12 },
      edges: { parcels: 20, median: 0.1 },
    },
    trees: { parcels: 20, withinOne: 0.35 },
    treesOnTrueCanopy: 0.8,
  },
  real: {
    hardscape: { parcels: 10, median: 0.51 },
    sidewalk: { parcels: 0, median: 0 },
    beds: { parcels: 0, median: 0 },
    edges: { parcels: 0, median: 0 },
    classifierPart: {
      hardscape: { parcels: 10, median: 0.51 },
      sidewalk: { parcels: 0, median: 0 },
      beds: { parcels: 0, median: 0 },
      edges: { parcels: 0, median: 0 },
    },
    measureOwn: null,
    trees: { parcels: 360, withinOne: 0.77 },
    treesOnTrueCanopy: null,
  },
};
/**
 * The same on the texture painter's scenes and the NAIP tiles as the product reads them: they
 * are photographs to it, read by the region classifier (classifyImage). Measured once, rounded
 * outward. Against the pixel classifier it reads paving (20.9 % against 23.3 % on the texture
 * scenes, 19.5 % against 50 % on NAIP), edges (35.0 % against 47 %) and the texture scenes'
 * trees (75 % within one against 35 %) better; the sidewalk (15.5 % against 11 %), beds (92 %
 * against 78 %) and NAIP's trees per cell (75.8 % within one against 77.2 %) worse. Its beds err the
 * other way: with the model before the training photographs, 13 of the 16 lots came out under,
 * beds under the eaves read as roof and side strips as lawn (of the true beds, 27 % and 43 %).
 */
const REGION_LEVEL: Record<'texture' | 'real', ServiceSummary> = {
  texture: {
    ...LEVEL.texture,
    hardscape: { parcels: 20, median: 0.21 },
    sidewalk: { parcels: 14, median: 0.16 },
    beds: { parcels: 16, median: 0.92 },
    edges: { parcels: 20, median: 0.355 },
    classifierPart: {
      hardscape: { parcels: 20, median: 0.2 },
      sidewalk: { parcels: 14, median: 0.16 },
      beds: { parcels: 16, median: 0.92 },
      edges: { parcels: 20, median: 0.33 },
    },
    trees: { parcels: 20, withinOne: 0.75 },
  },
  real: {
    ...LEVEL.real,
    hardscape: { parcels: 10, median: 0.2 },
    classifierPart: { ...LEVEL.real.classifierPart, hardscape: { parcels: 10, median: 0.2 } },
    trees: { parcels: 360, withinOne: 0.75 },
  },
};
/** Texture painter scenes outside every training range (1000–1099, 2000–2099, 3000–3099). */
const TEXTURE_SEEDS = Array.from({ length: 20 }, (_, i) => 9100 + i);

const haveReal = haveRealData();
if (!haveReal) console.info('skipped hand-labelled real tiles: ../shared/data is absent');
const haveTextures = textureExemplarsAvailable();
if (!haveTextures) console.info('skipped texture painter: its photo textures are absent');

const TARGETS = { ...SERVICE_TARGETS, sidewalk: SERVICE_TARGETS.hardscape };

/** Each median error meets its target, or else holds this source's level, on as many parcels. */
function expectMedians<Figure extends keyof typeof TARGETS>(
  figures: readonly Figure[],
  summary: Record<Figure, MedianError> | null,
  level: Record<Figure, MedianError>,
) {
  for (const figure of figures) {
    expect(summary?.[figure].parcels).toBeGreaterThanOrEqual(level[figure].parcels);
    expect(summary?.[figure].median).toBeLessThanOrEqual(
      Math.max(TARGETS[figure], level[figure].median),
    );
  }
}

/** Each figure meets its target, or else holds the level this source measured. */
function expectAtLeast(summary: ServiceSummary, level: ServiceSummary) {
  const all = ['hardscape', 'sidewalk', 'beds', 'edges'] as const;
  expectMedians(all, summary, level);
  expectMedians(all, summary.classifierPart, level.classifierPart);
  if (level.measureOwn)
    expectMedians(['hardscape', 'beds', 'edges'], summary.measureOwn, level.measureOwn);
  expect(summary.trees.withinOne).toBeGreaterThanOrEqual(
    Math.min(SERVICE_TARGETS.treesWithinOne, level.trees.withinOne),
  );
  if (level.treesOnTrueCanopy !== null)
    expect(summary.treesOnTrueCanopy).toBeGreaterThanOrEqual(level.treesOnTrueCanopy);
}

type Classify = (input: ClassifierInput) => ClassMap;

describe('measures for services beyond mowing (built-in classifier)', () => {
  it('holds its level on the demo region (seed 4242, one block)', async () => {
    const parcels = await demoServiceParcels(4242, { compact: true }, 1);
    const summary = serviceSummary(parcels);
    console.info(formatServiceTable('demo region, seed 4242, one block', summary));
    expectAtLeast(summary, LEVEL.demo);
    // A bed figure sure enough to ask no review (0.6) is within the beds' target; on ten lots
    // the quarters are too few to judge the ranking by (it is printed).
    const rows = reliabilityTable(
      parcels.flatMap(({ measured, painted }) =>
        painted && painted.bedsSqFt >= SMALLEST_TRUE.bedsSqFt
          ? [
              {
                confidence: measured.bedsConfidence,
                error: Math.abs(measured.bedsSqFt - painted.bedsSqFt) / painted.bedsSqFt,
              },
            ]
          : [],
      ),
    );
    console.info(formatReliability('beds on the demo region, seed 4242', rows));
    const sure = rows[4];
    if (sure?.parcels) expect(sure.p90Error).toBeLessThanOrEqual(0.12);
  });

  const readers = [
    { reader: 'pixel classifier', classify: classifyPixels as Classify, level: LEVEL },
    { reader: 'as photographs', classify: classifyImage as Classify, level: REGION_LEVEL },
  ];
  let textureRun: Promise<ServiceParcel[][]> | null = null;
  /** The texture painter's lots, each painted once and read by both readers. */
  const textureParcels = async (reader: string) => {
    textureRun ??= textureServiceParcels(
      TEXTURE_SEEDS,
      readers.map((r) => r.classify),
    );
    const parcels = (await textureRun)[readers.findIndex((r) => r.reader === reader)];
    if (!parcels) throw new Error(`no texture parcels for ${reader}`);
    return parcels;
  };

  describe.each(readers)('$reader', ({ reader, classify, level }) => {
    it.skipIf(!haveTextures)('holds its level on texture painter scenes', async () => {
      const summary = serviceSummary(await textureParcels(reader));
      console.info(formatServiceTable(`texture painter, seeds 9100–9119, ${reader}`, summary));
      expectAtLeast(summary, level.texture);
    });

    it.skipIf(!haveReal)('holds its level on the hand-labelled NAIP tiles', async () => {
      const { tiles, cells } = await realServiceScores(classify);
      const summary = serviceSummary(tiles, cells);
      console.info(
        formatServiceTable(`hand-labelled NAIP tiles (trees per 24 m cell), ${reader}`, summary),
      );
      expectAtLeast(summary, level.real);
    });
  });
});
