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
  /** A crown's sunlit side in the photo: direction (radians, x right, y down) from its centre. */
  litAngle: number | null;
  /** Mean of each plane over the covered pixels. */
  mean: number[];
}

/** The pixel box to read for an exemplar: its outline's box, with room around a crown to tell it from its surround. */
export function exemplarWindow(exemplar: Exemplar): [number, number, number, number] {
  const xs = exemplar.outline.map((p) => p[0]);
  const ys = exemplar.outline.map((p) => p[1]);
  const [x0, y0, x1, y1] = [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
  const pad = exemplar.material === 'treeCrown' ? 0.35 * Math.max(x1 - x0, y1 - y0) : 0;
  return [
    Math.max(0, Math.floor(x0 - pad)),
    Math.max(0, Math.floor(y0 - pad)),
    Math.ceil(x1 + pad),
    Math.ceil(y1 + pad),
  ];
}

/**
 * Builds the exemplar's swatch from the pixels of its window (see exemplarWindow). Textures are
 * covered where their outline is; a crown's coverage is found in the photo itself: pixels that
 * look like the crown's middle rather than the ground around it, near the traced outline.
 */
export function cutSwatch(exemplar: Exemplar, bands: RasterBands): Swatch {
  const [x0, y0] = exemplarWindow(exemplar);
  const { width, height } = bands;
  const hasNir = exemplar.hasNir && bands.nir !== null;
  const sources = [bands.red, bands.green, bands.blue, ...(hasNir && bands.nir ? [bands.nir] : [])];
  const planes = sources.map((band) => Float32Array.from(band));
  const local = exemplar.outline.map(([x, y]): [number, number] => [x - x0, y - y0]);
  const inside = Float32Array.from(polygonMask([local], width, height));
  const crown =
    exemplar.material === 'treeCrown' ? crownCoverage(planes, inside, width, height) : null;
  const alpha = crown?.alpha ?? inside;
  const levels: SwatchLevel[] = [{ width, height, planes, alpha }];
  for (let last = levels[0]; last && last.width >= 8 && last.height >= 8;) {
    const next = halve(last);
    levels.push(next);
    last = next;
  }
  const mean = planes.map((p) => {
    let sum = 0;
    let weight = 0;
    p.forEach((v, i) => {
      sum += v * (alpha[i] ?? 0);
      weight += alpha[i] ?? 0;
    });
    return sum / (weight || 1);
  });
  return { exemplar, levels, hasNir, litAngle: crown?.litAngle ?? null, mean };
}

/**
 * A crown's coverage from its own colours: each pixel (smoothed 3 × 3) is scored by whether it
 * is nearer the colour of the crown's middle or of the ring of ground around the traced
 * outline, then held to the outline's neighbourhood. Also the direction its sunlit side faces
 * in the photo (brightness-weighted centre against the crown's centre).
 */
function crownCoverage(
  planes: Float32Array[],
  inside: Float32Array,
  width: number,
  height: number,
): { alpha: Float32Array; litAngle: number } {
  let area = 0;
  let cx = 0;
  let cy = 0;
  inside.forEach((v, i) => {
    area += v;
    cx += v * (i % width);
    cy += v * Math.floor(i / width);
  });
  cx /= area || 1;
  cy /= area || 1;
  const radius = Math.sqrt(area / Math.PI);
  const smooth = planes.slice(0, 3).map((p) => boxBlur3(p, width, height));
  const meanWhere = (keep: (d: number) => boolean, also: (i: number) => boolean = () => true) => {
    const sum = [0, 0, 0];
    let n = 0;
    for (let i = 0; i < width * height; i++) {
      const d = Math.hypot((i % width) - cx, Math.floor(i / width) - cy) / radius;
      if (!keep(d) || !also(i)) continue;
      smooth.forEach((p, b) => (sum[b] = (sum[b] ?? 0) + (p[i] ?? 0)));
      n++;
    }
    return sum.map((v) => v / Math.max(1, n));
  };
  const core = meanWhere((d) => d < 0.6);
  const ring = meanWhere((d) => d > 1.25 && d < 1.7);
  // The crown's own shadow lies beside it, as dark as its shaded side: the darkest part of the
  // ring stands for it, so that it is not taken for leaves.
  const lum = (i: number) => (smooth[0]?.[i] ?? 0) + (smooth[1]?.[i] ?? 0) + (smooth[2]?.[i] ?? 0);
  const ringLums: number[] = [];
  for (let i = 0; i < width * height; i++) {
    const d = Math.hypot((i % width) - cx, Math.floor(i / width) - cy) / radius;
    if (d > 1.05 && d < 1.7) ringLums.push(lum(i));
  }
  ringLums.sort((a, b) => a - b);
  const darkLimit = ringLums[Math.floor(ringLums.length * 0.2)] ?? 0;
  const coreLum = (core[0] ?? 0) + (core[1] ?? 0) + (core[2] ?? 0);
  const shade = meanWhere(
    (d) => d > 1.05 && d < 1.7,
    (i) => lum(i) <= darkLimit,
  );
  const hasShade = darkLimit < coreLum * 0.8;
  const gap = Math.max(
    15,
    Math.hypot(
      (core[0] ?? 0) - (ring[0] ?? 0),
      (core[1] ?? 0) - (ring[1] ?? 0),
      (core[2] ?? 0) - (ring[2] ?? 0),
    ),
  );
  const raw = new Float32Array(width * height);
  for (let i = 0; i < raw.length; i++) {
    const d = Math.hypot((i % width) - cx, Math.floor(i / width) - cy) / radius;
    if (d > 1.45) continue;
    let toCore = 0;
    let toRing = 0;
    let toShade = 0;
    smooth.forEach((p, b) => {
      toCore += ((p[i] ?? 0) - (core[b] ?? 0)) ** 2;
      toRing += ((p[i] ?? 0) - (ring[b] ?? 0)) ** 2;
      toShade += ((p[i] ?? 0) - (shade[b] ?? 0)) ** 2;
    });
    if (hasShade) toRing = Math.min(toRing, toShade * 1.2);
    // Positive where nearer the crown, in units of the crown-to-ground colour gap.
    const score = (toRing - toCore) / (gap * gap);
    const colour = Math.max(0, Math.min(1, 0.5 + score * 3));
    const reach = Math.max(0, Math.min(1, (1.45 - d) / 0.25));
    // Towards the rim, pixels much darker than the crown are its shadow on the ground.
    const shadowed = d > 0.75 && lum(i) < coreLum * 0.55;
    raw[i] = d < 0.55 ? 1 : shadowed ? 0 : colour * reach;
  }
  // Clean the fringe: half-covered pixels carry the ground around the crown in the photo,
  // which would ring the crown when pasted; keep the edge firm and one pixel soft.
  for (let i = 0; i < raw.length; i++) {
    const v = raw[i] ?? 0;
    raw[i] = v >= 0.6 ? 1 : v <= 0.4 ? 0 : (v - 0.4) / 0.2;
  }
  const alpha = boxBlur3(raw, width, height);
  let bx = 0;
  let by = 0;
  let weight = 0;
  alpha.forEach((a, i) => {
    const lum = ((planes[0]?.[i] ?? 0) + (planes[1]?.[i] ?? 0) + (planes[2]?.[i] ?? 0)) * a;
    bx += lum * ((i % width) - cx);
    by += lum * (Math.floor(i / width) - cy);
    weight += lum;
  });
  return { alpha, litAngle: Math.atan2(by / (weight || 1), bx / (weight || 1)) };
}

/** 3 × 3 mean, edges averaged over the pixels that exist. */
export function boxBlur3(values: Float32Array, width: number, height: number): Float32Array {
  const out = new Float32Array(values.length);
  for (let y = 0; y < height; y++) {
    const y0 = Math.max(0, y - 1);
    const y1 = Math.min(height - 1, y + 1);
    for (let x = 0; x < width; x++) {
      const x0 = Math.max(0, x - 1);
      const x1 = Math.min(width - 1, x + 1);
      let sum = 0;
      for (let yy = y0; yy <= y1; yy++)
        for (let xx = x0; xx <= x1; xx++) sum += values[yy * width + xx] ?? 0;
      out[y * width + x] = sum / ((y1 - y0 + 1) * (x1 - x0 + 1));
    }
  }
  return out;
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
  const j = i + width;
  for (let b = 0; b < level.planes.length; b++) {
    const p = level.planes[b];
    if (p)
      out[b] =
        (p[i] ?? 0) * w00 + (p[i + 1] ?? 0) * w10 + (p[j] ?? 0) * w01 + (p[j + 1] ?? 0) * w11;
  }
  const a = level.alpha;
  return (a[i] ?? 0) * w00 + (a[i + 1] ?? 0) * w10 + (a[j] ?? 0) * w01 + (a[j + 1] ?? 0) * w11;
}
