import { createHash } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { getDemoRegion } from '../demoRegion/demoRegion.ts';
import { outlinesMask } from '../geo/scanPolygon.ts';
import { Random } from '../demoRegion/random.ts';
import type { RasterBands } from '../raster/geoRaster.ts';
import { EXEMPLARS } from '../texturePainter/exemplars.ts';
import { paintTextureScene, textureExemplarsAvailable } from '../texturePainter/index.ts';
import { sharedDataDir } from '../texturePainter/loadSwatches.ts';
import { parcelWindows } from './parcelWindows.ts';
import { listLabelFiles } from './realImagery/realLabels.ts';
import { TUNING_LOOKS, TUNING_SEEDS } from './tuningSplit.ts';

/** One labelled image of a training corpus. */
export interface CorpusScene {
  name: string;
  bands: RasterBands;
  metresPerPixel: number;
  /** True land class (landClasses.ts id) per pixel. */
  truth: Uint8Array;
  /** 1 where the scene counts (a parcel and its margin); null: everywhere. */
  mask: Uint8Array | null;
  /**
   * 0/1 building footprints as the product would have them (all 0: footprint data with no
   * building); null where no footprint data comes with the image, as for hand-labelled photos.
   */
  footprints: Uint8Array | null;
}

/**
 * A painter (or a labelled image set) the region model learns from. Sources are listed in
 * trainRegionModel.ts; a new painter joins by adding a source there, e.g. for a painter
 * `paint(seed) → { bands, metresPerPixel, truth }`:
 * `{ name, scenes: () => seeds.map((s) => ({ name: `${s}`, ...paint(s), mask: null, footprints: null })) }`.
 */
export interface CorpusSource {
  name: string;
  /** At most this many regions per scene and NIR variant (TRAINING_SETTINGS' by default). */
  regionsPerScene?: number;
  /** Learn from its scenes with their NIR band only, not also from a colour-only copy. */
  nirOnly?: boolean;
  /** Why the source cannot be read here (its data is absent), or null when it can. */
  missing(): string | null;
  scenes(): Iterable<CorpusScene> | AsyncIterable<CorpusScene>;
}

/** The demo painter's tuning looks on its tuning seed (tuningSplit.ts), parcel by parcel. */
export const demoTuningSource: CorpusSource = {
  name: 'demo painter (tuning looks)',
  missing: () => null,
  *scenes() {
    for (const seed of TUNING_SEEDS) {
      for (const look of TUNING_LOOKS) {
        const region = getDemoRegion(seed, { look, compact: true });
        for (const w of parcelWindows(region, 10)) {
          yield {
            name: `${seed}/${look}/${w.parcel.lotIndex}`,
            bands: w.bands,
            metresPerPixel: region.metresPerPixel,
            truth: w.truth,
            mask: null,
            footprints: w.buildingMask,
          };
        }
      }
    }
  },
};

/** Seeds of the texture painter's training scenes; every other one prefers NIR exemplars. */
export const TEXTURE_TRAINING_SEEDS = Array.from({ length: 100 }, (_, i) => 1000 + i);

/**
 * The texture painter (texturePainter/): whole scenes of real photo textures at 0.15–0.6 m,
 * with and without NIR. Its exemplars are read from ../shared/data, so it is missing without it.
 */
/**
 * The images hand-labelled in realLabels/ (paths under ../shared/data): scored, they lend the
 * texture painter no exemplars when it paints training scenes.
 */
export async function scoredImages(): Promise<string[]> {
  return [...new Set((await listLabelFiles()).map((f) => f.labels.image))].sort();
}

/** The image files the training scenes take exemplars from: every source but the scored ones. */
export async function textureLendingSources(): Promise<string[]> {
  const scored = new Set(await scoredImages());
  return [...new Set(EXEMPLARS.map((e) => e.source))].filter((s) => !scored.has(s)).sort();
}

/**
 * The texture painter's scenes on the given seeds. The model swings with the draw of scenes
 * (one training run proves little), so `train --seeds` and `evaluate-seeds` pick other ranges.
 */
export function texturePainterScenes(seeds: readonly number[]): CorpusSource {
  return {
    name: 'texture painter (no exemplars from scored images)',
    missing: () =>
      textureExemplarsAvailable()
        ? null
        : `the texture painter's photo textures (${sharedDataDir()}) are absent`,
    async *scenes() {
      const leaveOut = await scoredImages();
      for (const seed of seeds) {
        const scene = await paintTextureScene(seed, { nir: seed % 2 === 1, leaveOut });
        yield {
          name: `texture/${seed}`,
          bands: scene.bands,
          metresPerPixel: scene.metresPerPixel,
          truth: scene.truth,
          mask: null,
          footprints: outlinesMask(scene.footprints, scene.bands.width, scene.bands.height),
        };
      }
    },
  };
}

export const texturePainterSource: CorpusSource = texturePainterScenes(TEXTURE_TRAINING_SEEDS);

/** Seeds `from-to` (both included), as `--seeds 2000-2099` gives them. */
export function parseSeedRange(range: string): number[] {
  const match = /^(\d+)-(\d+)$/.exec(range.trim());
  const from = Number(match?.[1]);
  const to = Number(match?.[2]);
  if (!match || to < from) throw new Error(`a seed range reads like 1000-1099, not "${range}"`);
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

/**
 * A hash of the image files the training scenes take exemplars from (names and sizes), or null
 * when they are absent. Training records it beside the hash of its source files, so a new
 * label file (which takes its image out of training) makes the model stale too.
 */
export async function textureDataHash(): Promise<string | null> {
  if (!textureExemplarsAvailable()) return null;
  const hash = createHash('sha256');
  const size = (file: string) => (existsSync(file) ? statSync(file).size : 'absent');
  for (const source of await textureLendingSources()) {
    hash.update(`${source} ${size(join(sharedDataDir(), source))}\n`);
    // A lending NAIP tile's crown points are labels the model learns from.
    if (source.startsWith('naip-'))
      hash.update(`${size(join(sharedDataDir(), crownPointFile(source)))}\n`);
  }
  return hash.digest('hex').slice(0, 12);
}

/** Where a NAIP tile's hand-placed crown points are: `…/images/x.tif` → `…/csv/x.csv`. */
export function crownPointFile(tile: string): string {
  return tile.replace('/images/', '/csv/').replace(/\.tif$/, '.csv');
}

/**
 * How far the photometric jitter reaches (each drawn uniformly, per scene). Exposure is one gain
 * for all bands and the colour cast a small one per band, so grey stays near grey: independent
 * gains of ±15 % turned asphalt green enough to be learnt as lawn.
 */
export const AUGMENTATION = {
  /** Exposure: one gain on every band (NIR too), multiplicative around 1. */
  gain: 0.15,
  /** White balance: a further gain per band, around 1. */
  cast: 0.04,
  /** Exponent on the 0–1 value, log-uniform within 1/g…g. */
  gamma: 1.35,
  /** Stretch of brightness around the scene's mean. */
  contrast: 0.25,
  /** Stretch of colour away from grey (hue kept). */
  saturation: 0.15,
} as const;

/**
 * The scene's colours jittered as another camera, season or exposure would give them: exposure,
 * white balance, gamma, contrast and saturation, drawn from `seed`. The model then cannot learn
 * one painter's exact colours, while grey surfaces stay grey and green ones green.
 */
export function augmentPhotometry(bands: RasterBands, seed: number): RasterBands {
  const rng = new Random(seed);
  const a = AUGMENTATION;
  const exposure = rng.range(1 - a.gain, 1 + a.gain);
  const gains = [0, 1, 2, 3].map(() => exposure * rng.range(1 - a.cast, 1 + a.cast));
  const gamma = Math.exp(rng.range(-Math.log(a.gamma), Math.log(a.gamma)));
  const contrast = rng.range(1 - a.contrast, 1 + a.contrast);
  const saturation = rng.range(1 - a.saturation, 1 + a.saturation);
  const { red, green, blue, nir, width, height } = bands;
  const n = width * height;
  let mean = 0;
  for (let i = 0; i < n; i++) mean += ((red[i] ?? 0) + (green[i] ?? 0) + (blue[i] ?? 0)) / 3;
  mean /= Math.max(1, n) * 255;
  const tone = (v: number, gain: number) => {
    const g = Math.pow(Math.min(1, (v / 255) * gain), gamma);
    return Math.max(
      0,
      Math.min(
        255,
        Math.round(255 * (Math.pow(mean, gamma) + (g - Math.pow(mean, gamma)) * contrast)),
      ),
    );
  };
  const out = {
    width,
    height,
    red: new Uint8Array(n),
    green: new Uint8Array(n),
    blue: new Uint8Array(n),
  };
  for (let i = 0; i < n; i++) {
    const r = tone(red[i] ?? 0, gains[0] ?? 1);
    const g = tone(green[i] ?? 0, gains[1] ?? 1);
    const b = tone(blue[i] ?? 0, gains[2] ?? 1);
    const grey = (r + g + b) / 3;
    const sat = (v: number) =>
      Math.max(0, Math.min(255, Math.round(grey + (v - grey) * saturation)));
    out.red[i] = sat(r);
    out.green[i] = sat(g);
    out.blue[i] = sat(b);
  }
  const nirOut = nir ? Uint8Array.from(nir, (v) => tone(v, gains[3] ?? 1)) : null;
  return { ...out, nir: nirOut };
}

/**
 * Footprints as a footprint provider gives them. Many lots have none (the provider's map has no
 * building there), so a share of the scenes is measured without footprint data and the model
 * learns that case too. A county's or OpenStreetMap's outlines sit up to about a metre off the
 * imagery, so the others' outlines move by a whole-pixel offset within ±`shiftM` on each axis:
 * the model meets lawn or paving inside an outline's edge and roof just outside it.
 */
export const FOOTPRINT_AUGMENTATION = {
  /** Share of the scenes given no footprint data. */
  withheld: 1 / 3,
  /** How far outlines may sit off the imagery on each axis, in metres. */
  shiftM: 1,
} as const;

/** The scene's footprints as a provider would give them: none, or moved off the imagery (seeded). */
export function providedFootprints(
  footprints: Uint8Array | null,
  width: number,
  height: number,
  metresPerPixel: number,
  seed: number,
): Uint8Array | null {
  const rng = new Random(seed);
  if (!footprints || rng.chance(FOOTPRINT_AUGMENTATION.withheld)) return null;
  const reach = FOOTPRINT_AUGMENTATION.shiftM / metresPerPixel;
  const dx = Math.round(rng.range(-reach, reach));
  const dy = Math.round(rng.range(-reach, reach));
  const out = new Uint8Array(width * height);
  for (let y = Math.max(0, dy); y < Math.min(height, height + dy); y++)
    for (let x = Math.max(0, dx); x < Math.min(width, width + dx); x++)
      out[y * width + x] = footprints[(y - dy) * width + (x - dx)] ?? 0;
  return out;
}
