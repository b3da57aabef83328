import { LAWN, OTHER, PAVEMENT, SOIL, TREE } from '../landClasses.ts';
import { BARE_GROUND_MODEL } from './bareGroundModel.generated.ts';
import {
  compileTrees,
  predictProbabilities,
  type BoostedTrees,
  type CompiledTrees,
} from './boostedTrees.ts';
import type { PixelFeatures } from './features.ts';
import { connectedComponents } from './morphology.ts';
import { largestInRow } from './select.ts';

/**
 * What the bare-ground model reads of each connected piece the warm-hue rule called soil: its
 * size and shape (a bed is a strip along a wall or a ring round a tree; a deck, a patio or a
 * paver drive is a wide block), what its border meets, and its colour and fine texture against
 * the image's paving (joints and boards against mulch's speckle).
 */
export const BARE_PIECE_FEATURES = [
  'areaM2',
  'widthM',
  'fill',
  'pavingBorder',
  'plantBorder',
  'buildingBorder',
  'warmth',
  'brightnessVsPaving',
  'fineTexture',
] as const;

/** What a piece of warm bare ground may be: a bed, paving, or a fence or other object. */
export const BARE_GROUND_CLASSES = [SOIL, PAVEMENT, OTHER] as const;

export interface BarePieces {
  /** Piece id per pixel (0: not in a piece). */
  labels: Int32Array;
  /** Pieces, ids 1…count. */
  count: number;
  /** Feature columns in BARE_PIECE_FEATURES order, index id - 1. */
  columns: Float32Array[];
}

/** The 4-connected pieces of soil in `classes`, each measured. */
export function bareGroundPieces(
  classes: Uint8Array,
  f: PixelFeatures,
  buildingMask: Uint8Array | null,
  metresPerPixel: number,
): BarePieces {
  const { width, height } = f;
  const soil = new Uint8Array(classes.length);
  // Under a footprint is roof whatever its colour: a warm roof joined to the patio beside it
  // would make the two one piece, read by the roof's size and shape.
  for (let i = 0; i < classes.length; i++)
    soil[i] = classes[i] === SOIL && !buildingMask?.[i] ? 1 : 0;
  const { labels, sizes } = connectedComponents(soil, width, height);
  const count = sizes.length - 1;
  const sums = {
    sides: new Float64Array(count),
    paving: new Float64Array(count),
    plant: new Float64Array(count),
    building: new Float64Array(count),
    warmth: new Float64Array(count),
    brightness: new Float64Array(count),
    texture: new Float64Array(count),
  };
  const box = new Int32Array(count * 4).fill(-1);
  let pavingBrightness = 0;
  let pavingPixels = 0;
  const sideOf = (piece: number, j: number) => {
    sums.sides[piece] = (sums.sides[piece] ?? 0) + 1;
    if (j < 0) return;
    const c = classes[j];
    if (buildingMask?.[j]) sums.building[piece] = (sums.building[piece] ?? 0) + 1;
    else if (c === PAVEMENT) sums.paving[piece] = (sums.paving[piece] ?? 0) + 1;
    else if (c === LAWN || c === TREE) sums.plant[piece] = (sums.plant[piece] ?? 0) + 1;
  };
  for (let i = 0; i < labels.length; i++) {
    const id = labels[i] ?? 0;
    if (id === 0) {
      if (classes[i] === PAVEMENT) {
        pavingBrightness += f.brightness[i] ?? 0;
        pavingPixels++;
      }
      continue;
    }
    const p = id - 1;
    const x = i % width;
    const y = (i - x) / width;
    sums.warmth[p] = (sums.warmth[p] ?? 0) + (f.warmth[i] ?? 0);
    sums.brightness[p] = (sums.brightness[p] ?? 0) + (f.brightness[i] ?? 0);
    sums.texture[p] = (sums.texture[p] ?? 0) + (f.fineTexture[i] ?? 0);
    if (box[p * 4] === -1) {
      box[p * 4] = x;
      box[p * 4 + 1] = y;
      box[p * 4 + 2] = x;
      box[p * 4 + 3] = y;
    } else {
      box[p * 4] = Math.min(box[p * 4] ?? x, x);
      box[p * 4 + 2] = Math.max(box[p * 4 + 2] ?? x, x);
      box[p * 4 + 3] = y;
    }
    if (x === 0 || labels[i - 1] !== id) sideOf(p, x === 0 ? -1 : i - 1);
    if (x === width - 1 || labels[i + 1] !== id) sideOf(p, x === width - 1 ? -1 : i + 1);
    if (y === 0 || labels[i - width] !== id) sideOf(p, y === 0 ? -1 : i - width);
    if (y === height - 1 || labels[i + width] !== id) sideOf(p, y === height - 1 ? -1 : i + width);
  }
  const pavingLevel = pavingPixels > 0 ? pavingBrightness / pavingPixels : 128;
  const columns = BARE_PIECE_FEATURES.map(() => new Float32Array(count));
  const set = (name: (typeof BARE_PIECE_FEATURES)[number], p: number, v: number) => {
    const column = columns[BARE_PIECE_FEATURES.indexOf(name)];
    if (column) column[p] = v;
  };
  for (let p = 0; p < count; p++) {
    const size = sizes[p + 1] ?? 1;
    const sides = Math.max(1, sums.sides[p] ?? 1);
    const boxArea =
      ((box[p * 4 + 2] ?? 0) - (box[p * 4] ?? 0) + 1) *
      ((box[p * 4 + 3] ?? 0) - (box[p * 4 + 1] ?? 0) + 1);
    set('areaM2', p, size * metresPerPixel ** 2);
    set('widthM', p, ((2 * size) / sides) * metresPerPixel);
    set('fill', p, size / Math.max(1, boxArea));
    set('pavingBorder', p, (sums.paving[p] ?? 0) / sides);
    set('plantBorder', p, (sums.plant[p] ?? 0) / sides);
    set('buildingBorder', p, (sums.building[p] ?? 0) / sides);
    set('warmth', p, (sums.warmth[p] ?? 0) / size);
    set(
      'brightnessVsPaving',
      p,
      Math.log(((sums.brightness[p] ?? 0) / size + 2) / (pavingLevel + 2)),
    );
    set('fineTexture', p, (sums.texture[p] ?? 0) / size);
  }
  return { labels, count, columns };
}

let compiledDefault: CompiledTrees | null = null;

/**
 * Warm bare ground is soil to the pixel rule, but a brick drive, a deck, a patio or a wooden
 * fence is warm too: each piece takes the class the model (trained on the demo painter's tuning
 * looks by `pnpm --filter @yardstick/engine train`) finds most likely from its shape, its
 * surroundings and its colour; each pixel's confidence is its colour's times that probability.
 */
export function settleBareGround(
  classes: Uint8Array,
  confidence: Uint8Array,
  f: PixelFeatures,
  buildingMask: Uint8Array | null,
  metresPerPixel: number,
  model?: BoostedTrees,
): void {
  const compiled = model
    ? compileTrees(model)
    : (compiledDefault ??= compileTrees(BARE_GROUND_MODEL));
  const pieces = bareGroundPieces(classes, f, buildingMask, metresPerPixel);
  if (pieces.count === 0) return;
  const k = compiled.classes.length;
  const probabilities = predictProbabilities(compiled, pieces.columns, pieces.count);
  const verdict = new Uint8Array(pieces.count);
  const sureness = new Float32Array(pieces.count);
  for (let p = 0; p < pieces.count; p++) {
    const best = largestInRow(probabilities, p, k);
    verdict[p] = compiled.classes[best] ?? SOIL;
    sureness[p] = probabilities[p * k + best] ?? 0;
  }
  for (let i = 0; i < classes.length; i++) {
    const id = pieces.labels[i] ?? 0;
    if (id === 0) continue;
    classes[i] = verdict[id - 1] ?? SOIL;
    // Two decisions, each of its own certainty: bare ground by the pixel's colour, its kind by the piece.
    confidence[i] = Math.round((confidence[i] ?? 0) * (sureness[id - 1] ?? 0));
  }
}
