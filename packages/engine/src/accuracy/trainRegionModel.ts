/**
 * Trains the region classifier's gradient-boosted trees on every corpus source listed in
 * TRAINING_SOURCES (the painters and the NAIP tiles that lend the texture painter its survey
 * exemplars; evaluate-sources adds the hand-labelled real images) and renders
 * classify/regionModel.generated.ts. Each scene is segmented and measured exactly as at run
 * time (regionFeatures.ts), once with its NIR band and once without; one model learns to read
 * imagery without NIR, the other imagery with it (NAIP). A region's label is the truth class
 * covering most of it; mixed regions teach nothing and are left out. The models carry a hash of
 * every source file training reads (this file and all it imports, painters included) and one of
 * the texture painter's image files, so the freshness test compares hashes instead of training
 * again. Without ../shared/data (the texture painter's photo textures) training refuses and the
 * committed models stay. Deterministic: the same inputs give the same file byte for byte.
 */
import { createHash } from 'node:crypto';
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BoostedTrees } from '../classify/boostedTrees.ts';
import type { RegionModels } from '../classify/classifyRegions.ts';
import {
  analyseRegions,
  measuredWithNir,
  NIR_ONLY_FEATURES,
  REGION_FEATURES,
} from '../classify/regionFeatures.ts';
import { painterSourceHash } from '../demoRegion/painterVersion.ts';
import { BUILDING, LAWN, OTHER, PAVEMENT, SOIL, TREE, WATER } from '../landClasses.ts';
import {
  augmentPhotometry,
  providedFootprints,
  demoTuningSource,
  scoredImages,
  textureDataHash,
  TEXTURE_TRAINING_SEEDS,
  textureLendingSources,
  texturePainterScenes,
  texturePainterSource,
  type CorpusScene,
  type CorpusSource,
} from './regionCorpus.ts';
import { trainBoostedTrees, type BoostingOptions } from './trainBoostedTrees.ts';
import { largestInRow } from '../classify/select.ts';
import type { GeneratedFile } from './generatedFile.ts';
import { lendingTileSource } from './lendingTileCorpus.ts';
import { realLabelSource, trainingPhotoSource } from './realLabelCorpus.ts';
import { labelFilesHash, listLabelFiles, TRAINING_LABELS_DIR } from './realImagery/realLabels.ts';

/** The classes the model tells apart (truth never holds shadow: shade has a surface under it). */
export const MODEL_CLASSES = [LAWN, TREE, BUILDING, PAVEMENT, WATER, SOIL, OTHER];
/**
 * What every model learns from: the painters' scenes, drawn with their truth, the lending
 * NAIP tiles as photographed, with their exemplars' classes and crown points, and the
 * photographs labelled for training alone (never a scored image). `evaluate-sources` adds the
 * hand labels of all real sources but the one it scores.
 */
export const BASE_SOURCES: readonly CorpusSource[] = [
  demoTuningSource,
  texturePainterSource,
  lendingTileSource,
  trainingPhotoSource,
];
/** Every hand-labelled real image (realLabels/). */
export const REAL_LABEL_SOURCE: CorpusSource = realLabelSource();
/**
 * Every painter or labelled set the committed model learns from. The hand labels stay out:
 * judged source by source (`evaluate-sources`) they help, but a model that learnt from them
 * reads the shaded lawn between crowns of the demo lot `measureImage.test.ts` measures as
 * canopy a little more often, and its lawn IoU there falls under that test's floor.
 */
export const TRAINING_SOURCES: readonly CorpusSource[] = BASE_SOURCES;
/**
 * Whether the committed model learnt from the hand labels: its figures on them are then in
 * sample, and only `evaluate-sources` (a model per source, trained without it) may report them.
 */
export const LEARNS_FROM_REAL_LABELS = TRAINING_SOURCES.includes(REAL_LABEL_SOURCE);

/**
 * The real images the committed model saw in training, by file name without `.tif`: the tiles
 * lending the texture painter exemplars (the lending NAIP tiles' crown points among them), the
 * photographs labelled for training and, when it learnt from the hand labels, the labelled
 * ones. Their scores are in sample.
 */
export async function imagesSeenByRegionModel(): Promise<Set<string>> {
  return new Set(
    [
      ...(await textureLendingSources()),
      ...(await listLabelFiles(TRAINING_LABELS_DIR)).map((f) => f.labels.image),
      ...(LEARNS_FROM_REAL_LABELS ? await scoredImages() : []),
    ].map((source) => basename(source, '.tif')),
  );
}

export const TRAINING_SETTINGS = {
  /** At most this many regions per scene and NIR variant, spread evenly over the scene. */
  regionsPerScene: 400,
  /** Regions whose majority class covers less than this share are left out of training. */
  minPurity: 0.6,
  boosting: {
    classes: MODEL_CLASSES,
    rounds: 20,
    maxDepth: 5,
    learningRate: 0.3,
    bins: 48,
    minHessian: 2,
    lambda: 1,
  } satisfies BoostingOptions,
} as const;

/** Labelled regions: feature columns, the class index of each, and how many per class. */
export interface Samples {
  columns: number[][];
  labels: number[];
  counts: number[];
}

const emptySamples = (): Samples => ({
  columns: REGION_FEATURES.map(() => []),
  labels: [],
  counts: MODEL_CLASSES.map(() => 0),
});

/**
 * Labelled regions of one scene, appended to `into`: at most `limit`, spread evenly over the
 * regions that lie mostly inside the scene's mask.
 */
export function addSceneSamples(
  scene: CorpusScene,
  withNir: boolean,
  into: Samples,
  limit: number = TRAINING_SETTINGS.regionsPerScene,
): void {
  const bands = withNir ? scene.bands : { ...scene.bands, nir: null };
  if (withNir && !scene.bands.nir) return;
  const analysis = analyseRegions(bands, scene.metresPerPixel, scene.footprints);
  const { labels, count } = analysis.segmentation;
  const k = MODEL_CLASSES.length;
  const votes = new Uint32Array(count * k);
  const inside = new Uint32Array(count);
  const sizes = new Uint32Array(count);
  for (let i = 0; i < labels.length; i++) {
    const r = labels[i] ?? 0;
    sizes[r] = (sizes[r] ?? 0) + 1;
    if (scene.mask && !scene.mask[i]) continue;
    inside[r] = (inside[r] ?? 0) + 1;
    const c = MODEL_CLASSES.indexOf(scene.truth[i] ?? -1);
    if (c >= 0) votes[r * k + c] = (votes[r * k + c] ?? 0) + 1;
  }
  const eligible: number[] = [];
  for (let r = 0; r < count; r++) if ((inside[r] ?? 0) * 2 >= (sizes[r] ?? 0)) eligible.push(r);
  const stride = Math.max(1, Math.ceil(eligible.length / limit));
  for (let e = Math.floor(stride / 2); e < eligible.length; e += stride) {
    const r = eligible[e] ?? 0;
    const best = largestInRow(votes, r, k);
    if ((votes[r * k + best] ?? 0) < TRAINING_SETTINGS.minPurity * (sizes[r] ?? 1)) continue;
    analysis.columns.forEach((column, f) => into.columns[f]?.push(column[r] ?? 0));
    into.labels.push(best);
    into.counts[best] = (into.counts[best] ?? 0) + 1;
  }
}

/** Why training cannot run here: one line per source whose data is absent. */
export function missingTrainingSources(
  sources: readonly CorpusSource[] = TRAINING_SOURCES,
): string[] {
  return sources.flatMap((s) => {
    const why = s.missing();
    return why ? [`${s.name}: ${why}`] : [];
  });
}

/** A stable seed from a scene's name, so each scene's colour jitter is the same on every run. */
function nameSeed(name: string): number {
  let h = 2166136261;
  for (let i = 0; i < name.length; i++) h = Math.imul(h ^ name.charCodeAt(i), 16777619);
  return h >>> 0;
}

/**
 * The labelled regions of one training source. Each scene's colours are jittered
 * (augmentPhotometry) and its footprints given as a provider would (providedFootprints: none, or
 * moved off the imagery) before it is measured, with and without its NIR band (with it only for
 * a source that asks so).
 */
export async function collectSourceSamples(source: CorpusSource): Promise<Samples> {
  const samples = emptySamples();
  const limit = source.regionsPerScene ?? TRAINING_SETTINGS.regionsPerScene;
  for await (const painted of source.scenes()) {
    const { width, height } = painted.bands;
    const scene = {
      ...painted,
      bands: augmentPhotometry(painted.bands, nameSeed(painted.name)),
      // A seed of its own: drawn from the colours' seed, the footprints would go with the exposure.
      footprints: providedFootprints(
        painted.footprints,
        width,
        height,
        painted.metresPerPixel,
        nameSeed(`${painted.name} footprints`),
      ),
    };
    addSceneSamples(scene, true, samples, limit);
    if (!source.nirOnly) addSceneSamples(scene, false, samples, limit);
  }
  return samples;
}

/** Several sources' regions as one set, in the order given. */
export function mergeSamples(parts: readonly Samples[]): Samples {
  return {
    columns: REGION_FEATURES.map((_, f) => parts.flatMap((p) => p.columns[f] ?? [])),
    labels: parts.flatMap((p) => p.labels),
    counts: MODEL_CLASSES.map((_, c) => parts.reduce((sum, p) => sum + (p.counts[c] ?? 0), 0)),
  };
}

/** The labelled regions of every training source. */
export async function collectSamples(
  sources: readonly CorpusSource[] = TRAINING_SOURCES,
): Promise<Samples> {
  const parts: Samples[] = [];
  for (const source of sources) parts.push(await collectSourceSamples(source));
  return mergeSamples(parts);
}

/**
 * Hash of every source file training reads (this file and everything it imports) and of the
 * hand-drawn label files it learns from.
 */
export function trainingInputsHash(): string {
  return createHash('sha256')
    .update(
      `${painterSourceHash(fileURLToPath(import.meta.url))} ${labelFilesHash()} ${labelFilesHash(TRAINING_LABELS_DIR)}`,
    )
    .digest('hex')
    .slice(0, 12);
}

export const REGION_MODEL_PATH = fileURLToPath(
  new URL('../classify/regionModel.generated.ts', import.meta.url),
);

/**
 * `sources` (every training source by default) with the texture painter's scenes drawn on
 * `textureSeeds` instead of the committed range.
 */
export function trainingSources(
  textureSeeds?: readonly number[],
  sources: readonly CorpusSource[] = TRAINING_SOURCES,
): readonly CorpusSource[] {
  return textureSeeds
    ? sources.map((s) => (s === texturePainterSource ? texturePainterScenes(textureSeeds) : s))
    : sources;
}

/** Trains the models on `sources`; the caller checks missingTrainingSources() first. */
export async function trainRegionModel(
  sources: readonly CorpusSource[] = TRAINING_SOURCES,
): Promise<{ models: RegionModels; regions: number }> {
  return trainOnSamples(await collectSamples(sources));
}

/**
 * Trains both models on regions already collected: the one for imagery without NIR on every
 * region (the NIR variants and the colour-only ones) and every feature but those NIR alone gives
 * (NIR_ONLY_FEATURES); the one for imagery with NIR on the regions measured with NIR and every
 * feature. At run time the second only splits the first's plants between lawn and crown.
 */
export function trainOnSamples(samples: Samples): { models: RegionModels; regions: number } {
  const ndvi = samples.columns[REGION_FEATURES.indexOf('ndvi')] ?? [];
  const withNir = samples.labels.flatMap((_, i) => (measuredWithNir(ndvi[i] ?? 0) ? [i] : []));
  const colourFeatures = REGION_FEATURES.filter((f) => !NIR_ONLY_FEATURES.includes(f));
  return {
    models: {
      colour: trainOn(samples, colourFeatures, null),
      nir: trainOn(samples, REGION_FEATURES, withNir),
    },
    regions: samples.labels.length,
  };
}

/** A model on `features` of the regions `rows` (all when null). */
function trainOn(
  samples: Samples,
  features: readonly (typeof REGION_FEATURES)[number][],
  rows: readonly number[] | null,
): BoostedTrees {
  const pick = (values: readonly number[]) =>
    rows ? Float32Array.from(rows, (i) => values[i] ?? 0) : Float32Array.from(values);
  const labels = Uint8Array.from(pick(samples.labels));
  const k = MODEL_CLASSES.length;
  const counts = MODEL_CLASSES.map((_, c) => labels.filter((l) => l === c).length);
  // Rare classes (pools, small objects) weigh more, by the square root of their rarity.
  const classWeight = counts.map((c) => (c > 0 ? Math.sqrt(labels.length / (k * c)) : 0));
  const model = trainBoostedTrees(
    features,
    {
      columns: features.map((f) => pick(samples.columns[REGION_FEATURES.indexOf(f)] ?? [])),
      labels,
      weights: Float32Array.from(labels, (c) => classWeight[c] ?? 1),
    },
    TRAINING_SETTINGS.boosting,
  );
  return { ...model, inputsHash: trainingInputsHash() };
}

/**
 * Trains the model and renders regionModel.generated.ts (the texture painter's committed seeds
 * unless others are given; the header names them).
 */
export async function generateRegionModel(
  textureSeeds: readonly number[] = TEXTURE_TRAINING_SEEDS,
): Promise<GeneratedFile & { models: RegionModels }> {
  const sources = trainingSources(textureSeeds);
  const { models, regions } = await trainRegionModel(sources);
  return {
    models,
    path: REGION_MODEL_PATH,
    text:
      `// Generated by \`pnpm --filter @yardstick/engine train\` from ${sources.map((s) => s.name).join(', ')}, texture seeds ${textureSeeds[0]}–${textureSeeds.at(-1)} (${regions} regions). Do not edit.\n` +
      `import type { BoostedTrees } from './boostedTrees.ts';\n\n` +
      `/** Reads imagery without NIR. */\nexport const REGION_MODEL: BoostedTrees = ${JSON.stringify(models.colour)};\n\n` +
      `/** Reads imagery with NIR. */\nexport const REGION_MODEL_NIR: BoostedTrees = ${JSON.stringify(models.nir)};\n\n` +
      `/** Hash of the image files the texture painter's exemplars were cut from (regionCorpus.ts). */\n` +
      `export const REGION_MODEL_TEXTURE_DATA = ${JSON.stringify(await textureDataHash())};\n`,
  };
}
