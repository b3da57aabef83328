import {
  classScores,
  compileTrees,
  predictProbabilities,
  type BoostedTrees,
  type CompiledTrees,
} from './boostedTrees.ts';
import { applyFootprints, type ClassifierInput, type ClassMap } from './classifyPixels.ts';
import { analyseRegions, REGION_FEATURES } from './regionFeatures.ts';
import { REGION_MODEL, REGION_MODEL_NIR } from './regionModel.generated.ts';
import { smoothOverGraph } from './regionSmoothing.ts';
import { largestInRow } from './select.ts';
import { LAWN, TREE } from '../landClasses.ts';

/**
 * The region classifier's models: one reads imagery without NIR, the other imagery with it, and
 * only that one reads the measures NIR alone gives (NIR_ONLY_FEATURES).
 */
export interface RegionModels {
  colour: BoostedTrees;
  nir: BoostedTrees;
}
interface CompiledModels {
  colour: CompiledTrees;
  nir: CompiledTrees;
}

const compileModels = (models: RegionModels): CompiledModels => ({
  colour: compileTrees(models.colour),
  nir: compileTrees(models.nir),
});
let compiledDefault: CompiledModels | null = null;

/** The analysis's columns of the features `model` reads, in its order. */
export function modelColumns(model: CompiledTrees, columns: readonly Float32Array[]) {
  return model.features.map((name) => {
    const column = columns[REGION_FEATURES.indexOf(name as (typeof REGION_FEATURES)[number])];
    if (!column) throw new Error(`the region model reads an unknown feature: ${name}`);
    return column;
  });
}

/** Class probabilities per region (after the neighbours' vote) and the regions themselves. */
export function regionProbabilities(input: ClassifierInput, models?: CompiledModels) {
  const both =
    models ?? (compiledDefault ??= compileModels({ colour: REGION_MODEL, nir: REGION_MODEL_NIR }));
  const analysis = analyseRegions(input.bands, input.metresPerPixel, input.buildingMask);
  const compiled = both.colour;
  const k = compiled.classes.length;
  const count = analysis.segmentation.count;
  const raw = predictProbabilities(compiled, modelColumns(compiled, analysis.columns), count);
  // With NIR the second model splits the plants the first found between lawn and crown, by
  // its odds of the two (their trees alone are walked).
  if (input.bands.nir) {
    const { nir } = both;
    const lawn = compiled.classes.indexOf(LAWN);
    const tree = compiled.classes.indexOf(TREE);
    const odds = [nir.classes.indexOf(LAWN), nir.classes.indexOf(TREE)] as const;
    const kn = nir.classes.length;
    const scores = classScores(nir, modelColumns(nir, analysis.columns), count, odds);
    for (let r = 0; r < count; r++) {
      const plants = (raw[r * k + lawn] ?? 0) + (raw[r * k + tree] ?? 0);
      const crownOverLawn = (scores[r * kn + odds[1]] ?? 0) - (scores[r * kn + odds[0]] ?? 0);
      const share = 1 / (1 + Math.exp(crownOverLawn));
      raw[r * k + lawn] = plants * share;
      raw[r * k + tree] = plants * (1 - share);
    }
  }
  const probabilities = smoothOverGraph(analysis.graph, raw, k, analysis.colour);
  return { analysis, probabilities, classes: compiled.classes };
}

/**
 * The region classifier: the image is cut into regions of about 1.5 m², a gradient-boosted
 * tree model (trained by `pnpm --filter @yardstick/engine train`; one for imagery with NIR, one
 * for imagery without) gives each region a probability per class, neighbours vote, and each
 * pixel takes its region's most likely class with that probability as its confidence. The model
 * reads whether footprint data covers the window (a mask, even an empty one) or not (null); the
 * footprints then still mark buildings.
 */
export function classifyRegions(input: ClassifierInput): ClassMap {
  return classifyWith(input);
}

/** The region classifier with other models than the committed ones (a training run's). */
export function regionClassifier(models: RegionModels): (input: ClassifierInput) => ClassMap {
  const compiled = compileModels(models);
  return (input) => classifyWith(input, compiled);
}

function classifyWith(input: ClassifierInput, models?: CompiledModels): ClassMap {
  const { width, height } = input.bands;
  const { analysis, probabilities, classes } = regionProbabilities(input, models);
  const k = classes.length;
  const count = analysis.segmentation.count;
  const regionClass = new Uint8Array(count);
  const regionConfidence = new Uint8Array(count);
  for (let r = 0; r < count; r++) {
    const best = largestInRow(probabilities, r, k);
    regionClass[r] = classes[best] ?? 0;
    regionConfidence[r] = Math.round(255 * (probabilities[r * k + best] ?? 0));
  }
  const labels = analysis.segmentation.labels;
  const pixelClasses = new Uint8Array(width * height);
  const confidence = new Uint8Array(width * height);
  for (let i = 0; i < labels.length; i++) {
    const r = labels[i] ?? 0;
    pixelClasses[i] = regionClass[r] ?? 0;
    confidence[i] = regionConfidence[r] ?? 0;
  }
  if (input.buildingMask)
    applyFootprints(pixelClasses, confidence, input.buildingMask, width, height);
  return { width, height, classes: pixelClasses, confidence };
}
