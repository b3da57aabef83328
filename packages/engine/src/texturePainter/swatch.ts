import { polygonMask } from '../geo/scanPolygon.ts';
import type { RasterBands } from '../raster/geoRaster.ts';
import type { Exemplar } from './exemplars.ts';

/** One level of a swatch: float planes (0–255) and coverage (1 inside the outline). */
export interface SwatchLevel {
  width: number;
  height: number;
  planes: Float32Array[];
  alpha: Float32Array;
}

/** An exemplar's pixels, with halved copies so that sampling coarser than the source averages. */
export interface Swatch {
  exemplar: Exemplar;
  /** levels[k] is 2^k times coarser than the source. */
  levels: SwatchLevel[];
  /** Planes are red, green, blue and, when the source has one, near-infrared. */
  hasNir: boolean;
}

/** Cuts the exemplar's bounding box out of the source bands and builds its pyramid. */
export function cutSwatch(exemplar: Exemplar, bands: RasterBands): Swatch {
  const xs = exemplar.outline.map((p) => p[0]);
  const ys = exemplar.outline.map((p) => p[1]);
  const x0 = Math.max(0, Math.floor(Math.min(...xs)));
  const y0 = Math.max(0, Math.floor(Math.min(...ys)));
  const width = Math.min(bands.width, Math.ceil(Math.max(...xs))) - x0;
  const height = Math.min(bands.height, Math.ceil(Math.max(...ys))) - y0;
  const hasNir = exemplar.hasNir && bands.nir !== null;
  const sources = [bands.red, bands.green, bands.blue, ...(hasNir && bands.nir ? [bands.nir] : [])];
  const planes = sources.map((band) => {
    const plane = new Float32Array(width * height);
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++)
        plane[y * width + x] = band[(y0 + y) * bands.width + x0 + x] ?? 0;
    return plane;
  });
  const local = exemplar.outline.map(([x, y]): [number, number] => [x - x0, y - y0]);
  const alpha = Float32Array.from(polygonMask([local], width, height));
  const levels: SwatchLevel[] = [{ width, height, planes, alpha }];
  for (let last = levels[0]; last && last.width >= 8 && last.height >= 8;) {
    const next = halve(last);
    levels.push(next);
    last = next;
  }
  return { exemplar, levels, hasNir };
}

function halve(level: SwatchLevel): SwatchLevel {
  const width = level.width >> 1;
  const height = level.height >> 1;
  const shrink = (plane: Float32Array) => {
    const out = new Float32Array(width * height);
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++) {
        const i = 2 * y * level.width + 2 * x;
        out[y * width + x] =
          ((plane[i] ?? 0) +
            (plane[i + 1] ?? 0) +
            (plane[i + level.width] ?? 0) +
            (plane[i + level.width + 1] ?? 0)) /
          4;
      }
    return out;
  };
  return { width, height, planes: level.planes.map(shrink), alpha: shrink(level.alpha) };
}

/** The level to sample when one scene pixel spans `sourcePixels` source pixels. */
export function levelFor(
  swatch: Swatch,
  sourcePixels: number,
): { level: SwatchLevel; scale: number } {
  let k = Math.max(0, Math.floor(Math.log2(Math.max(1, sourcePixels))));
  k = Math.min(k, swatch.levels.length - 1);
  const level = swatch.levels[k] ?? swatch.levels[0];
  if (!level) throw new Error('a swatch without pixels');
  return { level, scale: 2 ** k };
}

/** Mirrors a coordinate into [0, size - 1], so that tiling past an edge stays seamless-ish. */
function reflect(v: number, size: number): number {
  const period = 2 * (size - 1);
  if (period <= 0) return 0;
  let m = v % period;
  if (m < 0) m += period;
  return m > size - 1 ? period - m : m;
}

/** Bilinear sample of every plane at (x, y) into `out`; returns the coverage there. */
export function sampleLevel(
  level: SwatchLevel,
  x: number,
  y: number,
  out: Float32Array,
  reflectEdges: boolean,
): number {
  const { width, height } = level;
  if (!reflectEdges && (x < 0 || y < 0 || x > width - 1 || y > height - 1)) return 0;
  const rx = reflect(x, width);
  const ry = reflect(y, height);
  const x0 = Math.min(width - 2, Math.floor(rx));
  const y0 = Math.min(height - 2, Math.floor(ry));
  const fx = Math.max(0, Math.min(1, rx - x0));
  const fy = Math.max(0, Math.min(1, ry - y0));
  const i = y0 * width + x0;
  const w00 = (1 - fx) * (1 - fy);
  const w10 = fx * (1 - fy);
  const w01 = (1 - fx) * fy;
  const w11 = fx * fy;
  const mix = (p: Float32Array) =>
    (p[i] ?? 0) * w00 +
    (p[i + 1] ?? 0) * w10 +
    (p[i + width] ?? 0) * w01 +
    (p[i + width + 1] ?? 0) * w11;
  for (let b = 0; b < level.planes.length; b++) {
    const plane = level.planes[b];
    if (plane) out[b] = mix(plane);
  }
  return mix(level.alpha);
}
