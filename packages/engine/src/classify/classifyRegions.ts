import {
  compileTrees,
  predictProbabilities,
  type BoostedTrees,
  type CompiledTrees,
} from './boostedTrees.ts';
import { applyFootprints, type ClassifierInput, type ClassMap } from './classifyPixels.ts';
import { analyseRegions } from './regionFeatures.ts';
import { REGION_MODEL } from './regionModel.generated.ts';
import { smoothOverGraph } from './regionSmoothing.ts';

let compiledDefault: CompiledTrees | null = null;

/** Class probabilities per region (after the neighbours' vote) and the regions themselves. */
export function regionProbabilities(input: ClassifierInput, model?: CompiledTrees) {
  const compiled = model ?? (compiledDefault ??= compileTrees(REGION_MODEL));
  const analysis = analyseRegions(input.bands, input.metresPerPixel, input.buildingMask);
  const k = compiled.classes.length;
  const raw = predictProbabilities(compiled, analysis.columns, analysis.segmentation.count);
  const probabilities = smoothOverGraph(analysis.graph, raw, k, analysis.colour);
  return { analysis, probabilities, classes: compiled.classes };
}

/**
 * The region classifier: the image is cut into regions of about 1.5 m², a gradient-boosted
 * tree model (trained by `pnpm --filter @yardstick/engine train`) gives each region a
 * probability per class, neighbours vote, and each pixel takes its region's most likely class
 * with that probability as its confidence. The model reads whether footprint data covers the
 * window (a mask, even an empty one) or not (null); the footprints then still mark buildings.
 */
export function classifyRegions(input: ClassifierInput): ClassMap {
  return classifyWith(input);
}

/** The region classifier with another model than the committed one (a training run's). */
export function regionClassifier(model: BoostedTrees): (input: ClassifierInput) => ClassMap {
  const compiled = compileTrees(model);
  return (input) => classifyWith(input, compiled);
}

function classifyWith(input: ClassifierInput, model?: CompiledTrees): ClassMap {
  const { width, height } = input.bands;
  const { analysis, probabilities, classes } = regionProbabilities(input, model);
  const k = classes.length;
  const count = analysis.segmentation.count;
  const regionClass = new Uint8Array(count);
  const regionConfidence = new Uint8Array(count);
  for (let r = 0; r < count; r++) {
    let best = 0;
    for (let c = 1; c < k; c++)
      if ((probabilities[r * k + c] ?? 0) > (probabilities[r * k + best] ?? 0)) best = c;
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
