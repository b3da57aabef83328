import { boxMean } from './boxFilter.ts';
import { predict } from './decisionTree.ts';
import type { PixelFeatures } from './features.ts';
import { close, dilate, open, removeSmall } from './morphology.ts';
import { VEGETATION_MODEL_RGB } from './vegetationModelRgb.generated.ts';
import { VEGETATION_MODEL } from './vegetationModel.generated.ts';
import { vegetationFeaturePlanes } from './vegetationFeatures.ts';

/** Canopy pieces smaller than this are noise (a shrub is larger). */
const MIN_CANOPY_M2 = 1.5;
/** How far past the model's crown edge a crown's thin outer leaves reach. */
const CROWN_FRINGE_M = 0.3;
/** Fringe pixels stay lawn only when the model gives them less than this chance of canopy. */
const FRINGE_PROBABILITY = 0.35;

export interface CanopyResult {
  /** 1 where vegetation is canopy (tree, shrub, hedge) rather than lawn. */
  canopy: Uint8Array;
  /** Smoothed probability of canopy per vegetated pixel. */
  probability: Float32Array;
}

/**
 * Lawn or canopy for each vegetated pixel: a trained decision tree (see vegetationFeatures.ts;
 * one for imagery with NIR, one for colour only) gives a probability, a 3×3 mean steadies it,
 * a small opening/closing removes one-pixel slivers and gaps, and the crown's fringe is added
 * back.
 */
export function separateCanopy(
  f: PixelFeatures,
  vegetation: Uint8Array,
  metresPerPixel: number,
): CanopyResult {
  const { width, height } = f;
  const planes = vegetationFeaturePlanes(f, vegetation);
  const raw = new Float32Array(vegetation.length);
  const model = f.hasNir ? VEGETATION_MODEL : VEGETATION_MODEL_RGB;
  for (let i = 0; i < raw.length; i++) raw[i] = vegetation[i] ? predict(model, planes, i) : 0;
  const probability = boxMean(raw, width, height, 1);
  let canopy: Uint8Array = new Uint8Array(vegetation.length);
  for (let i = 0; i < canopy.length; i++)
    canopy[i] = (probability[i] ?? 0) > 0.5 && vegetation[i] ? 1 : 0;
  canopy = close(open(canopy, width, height, 1), width, height, 1);
  canopy = removeSmall(canopy, width, height, Math.round(MIN_CANOPY_M2 / metresPerPixel ** 2));
  return {
    canopy: withCrownFringe(canopy, probability, vegetation, f, metresPerPixel),
    probability,
  };
}

/**
 * A crown's outer leaves are thin and mixed with the lawn beneath, so the model, reading
 * textures over several pixels, stops short of the crown's edge and the lawn comes out
 * larger than it is. Vegetated pixels within a fringe of a crown join it unless the model
 * is fairly sure they are lawn.
 */
function withCrownFringe(
  canopy: Uint8Array,
  probability: Float32Array,
  vegetation: Uint8Array,
  f: PixelFeatures,
  metresPerPixel: number,
): Uint8Array {
  const reach = Math.max(1, Math.round(CROWN_FRINGE_M / metresPerPixel));
  const near = dilate(canopy, f.width, f.height, reach);
  const out = Uint8Array.from(canopy);
  for (let i = 0; i < out.length; i++)
    if (near[i] && vegetation[i] && (probability[i] ?? 0) > FRINGE_PROBABILITY) out[i] = 1;
  return out;
}
