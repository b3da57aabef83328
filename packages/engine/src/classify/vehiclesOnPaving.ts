import { BUILDING, OTHER, PAVEMENT, SHADOW, WATER } from '../landClasses.ts';
import { cropPlane, type PixelWindow, type RasterBands } from '../raster/geoRaster.ts';
import type { ClassMap } from './classifyPixels.ts';
import { boxMean } from './boxFilter.ts';
import { close, connectedComponents } from './morphology.ts';
import { pieceBoxes, type PieceBox } from './pieceBoxes.ts';

/** The paving a pixel is compared with: the paving within this distance (metres). */
const SURROUND_M = 2.5;
/**
 * A pixel stands out from its paving when it is brighter by this (mean of red, green and blue,
 * 0–255) or its chromaticity differs by this (summed over the bands); below HUE_READABLE a
 * pixel's hue is mostly noise.
 */
const BRIGHTER = 30;
const OTHER_HUE = 0.12;
const HUE_READABLE = 25;
/** The first look takes only what stands out twice as far; shade is under this share of the paving's brightness. */
const STRICT = 2;
const IN_SHADE = 0.6;
/** At least this share of a pixel's surround is paving: it lies on a paved surface. */
const PAVED_SURROUND = 0.4;
/** A parked car seen from above, with its shadow: its sides in metres, and how fully it fills its box. */
const CAR = { shortSide: [1.4, 2.8], longSide: [3.6, 6.6], fill: 0.65 } as const;

/** A car's glass is darker than its body by this factor or more; a band spans at most this share of its length. */
const GLASS_DARKER = 0.8;
const GLASS_LONGEST = 0.25;
/** How far apart the windscreen and the rear window lie, as shares of the car's length. */
const GLASS_APART = [0.25, 0.6] as const;

/** What a car may have been read as: paving, shadow, water (a blue car) or a fence's "other". */
const CAR_READ_AS = new Set([PAVEMENT, SHADOW, WATER, OTHER]);

/**
 * Cars parked on a drive or a car park are "other": no surface to clear, and the lawn beside
 * them meets a car, not paving to edge along (the truth counts them so). The demo painter draws
 * a car as a rectangle of one body colour with two dark bands of glass across it, and casts its
 * shadow; the pixel rules read it as paving (a blue one as water). A car here is a piece of
 * pixels brighter than the paving around them or of another hue (shade only darkens paving),
 * or, for a dark car on light paving, as dark as shade, joined across its glass, with a car's
 * sides (its shadow may add a little) and as full as a box, that shows a windscreen and a rear
 * window (`hasGlassBands`): a patch of pavers or a tree's shade of a car's size shows none. Dark
 * cars on dark asphalt stand out from nothing and stay paving. Given the lot, only the paving
 * round the lot's own paving is looked at.
 */
export function vehiclesOnPaving(
  map: ClassMap,
  bands: RasterBands,
  metresPerPixel: number,
  lot?: Uint8Array,
): void {
  const margin = Math.max(2, Math.round(SURROUND_M / metresPerPixel));
  const win = lot ? lotPavingWindow(map, lot, margin) : { x: 0, y: 0, ...bands };
  if (!win || win.width < 3 || win.height < 3) return;
  const crop = (plane: Uint8Array) => cropPlane(plane, map.width, win);
  const part: ClassMap = {
    width: win.width,
    height: win.height,
    classes: crop(map.classes),
    confidence: crop(map.confidence),
  };
  const partBands = {
    ...win,
    red: crop(bands.red),
    green: crop(bands.green),
    blue: crop(bands.blue),
    nir: null,
  };
  findVehicles(part, partBands, metresPerPixel);
  for (let row = 0; row < win.height; row++)
    map.classes.set(
      part.classes.subarray(row * win.width, (row + 1) * win.width),
      (win.y + row) * map.width + win.x,
    );
}

/**
 * The box round the lot's paving, `margin` pixels wider on every side (within the image): a car
 * on the lot's drive lies in it with the paving it is compared with; null without paving in
 * the lot.
 */
function lotPavingWindow(map: ClassMap, lot: Uint8Array, margin: number): PixelWindow | null {
  const lotPaving = map.classes.map((c, i) => (lot[i] && c === PAVEMENT ? 1 : 0));
  // One piece, id 1: all of the lot's paving.
  const box = pieceBoxes(lotPaving, 2, map.width)[1];
  if (!box || box.x1 < 0) return null;
  const { x0, y0, x1, y1 } = box;
  const x = Math.max(0, x0 - margin);
  const y = Math.max(0, y0 - margin);
  return {
    x,
    y,
    width: Math.min(map.width, x1 + margin + 1) - x,
    height: Math.min(map.height, y1 + margin + 1) - y,
  };
}

function findVehicles(map: ClassMap, bands: RasterBands, metresPerPixel: number): void {
  const { classes, width, height } = map;
  const n = classes.length;
  const r = Math.max(2, Math.round(SURROUND_M / metresPerPixel));
  const paving = new Uint8Array(n);
  for (let i = 0; i < n; i++) paving[i] = classes[i] === PAVEMENT ? 1 : 0;
  const pavedShare = boxMean(Float32Array.from(paving), width, height, r);
  // Twice: first strictly, against all the paving around; then against the paving left once what
  // stood out (the car's body) and what lay in shade (its glass, shadows) are taken out of it.
  const first = pixelsStandingOut(classes, bands, paving, pavedShare, pavedShare, r, STRICT);
  const plainPaving = paving.map((p, i) => (p && !first.standsOut[i] && !first.dark[i] ? 1 : 0));
  const plainShare = boxMean(Float32Array.from(plainPaving), width, height, r);
  const { standsOut, dark } = pixelsStandingOut(
    classes,
    bands,
    plainPaving,
    plainShare,
    pavedShare,
    r,
    1,
  );
  // Light and coloured cars stand out; a dark car on light paving is as dark as shade, which
  // only the car's shape and glass tell apart.
  const cars = [standsOut, dark].map((mask) => carPieces(mask, classes, bands, metresPerPixel));
  for (let i = 0; i < n; i++) if (cars.some((car) => car[i])) classes[i] = OTHER;
}

/** The pieces of `mask` (joined across a car's glass) that are cars: 1 on their pixels. */
function carPieces(
  mask: Uint8Array,
  classes: Uint8Array,
  bands: RasterBands,
  metresPerPixel: number,
): Uint8Array {
  const { width, height } = bands;
  // The body and its glass differ from the paving in different ways: a closing joins them.
  const joined = close(mask, width, height, 1);
  for (let i = 0; i < joined.length; i++)
    if (!CAR_READ_AS.has(classes[i] ?? BUILDING)) joined[i] = 0;
  const { labels, sizes } = connectedComponents(joined, width, height);
  const boxes = pieceBoxes(labels, sizes.length, width);
  const isCar = boxes.map(
    (box, id) =>
      id > 0 &&
      carShaped(box, sizes[id] ?? 0, metresPerPixel) &&
      hasGlassBands(brightnessAlong(box, id, labels, bands)),
  );
  return Uint8Array.from(labels, (id) => (isCar[id] ? 1 : 0));
}

/**
 * The piece's mean brightness across its box at each step along the box's longer side (NaN
 * where the piece has no pixel).
 */
function brightnessAlong(
  box: PieceBox,
  id: number,
  labels: Int32Array,
  bands: RasterBands,
): number[] {
  const { width } = bands;
  const alongX = box.x1 - box.x0 > box.y1 - box.y0;
  const length = alongX ? box.x1 - box.x0 + 1 : box.y1 - box.y0 + 1;
  const sums = new Float64Array(length);
  const counts = new Float64Array(length);
  for (let y = box.y0; y <= box.y1; y++) {
    for (let x = box.x0; x <= box.x1; x++) {
      const i = y * width + x;
      if (labels[i] !== id) continue;
      const k = alongX ? x - box.x0 : y - box.y0;
      sums[k] =
        (sums[k] ?? 0) + ((bands.red[i] ?? 0) + (bands.green[i] ?? 0) + (bands.blue[i] ?? 0)) / 3;
      counts[k] = (counts[k] ?? 0) + 1;
    }
  }
  return Array.from(sums, (sum, k) => sum / (counts[k] ?? 0));
}

/**
 * Seen from above a car shows its windscreen and rear window: two bands across it, darker than
 * its body, apart by a quarter to three fifths of its length; a dark end (its shadow) beside
 * them is left out.
 */
export function hasGlassBands(profile: readonly number[]): boolean {
  const known = profile.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  const body = known[Math.floor(known.length / 2)] ?? 0;
  const glass = profile.map((v) => Number.isFinite(v) && v < GLASS_DARKER * body);
  const runs: [number, number][] = [];
  glass.forEach((dark, k) => {
    const last = runs.at(-1);
    if (!dark) return;
    if (last && last[1] === k - 1) last[1] = k;
    else runs.push([k, k]);
  });
  const n = profile.length;
  const bands = (list: [number, number][]) => {
    if (list.length !== 2 || list.some(([a, b]) => b - a + 1 > GLASS_LONGEST * n)) return false;
    const [[a0, a1], [b0, b1]] = list as [[number, number], [number, number]];
    const apart = ((b0 + b1) / 2 - (a0 + a1) / 2) / n;
    return apart >= GLASS_APART[0] && apart <= GLASS_APART[1];
  };
  // The two bands among all the dark runs, or inside the piece once a dark end (the car's
  // shadow) is left out; a piece cut short may end at its rear window.
  return bands(runs) || bands(runs.filter(([a, b]) => a > 0 && b < n - 1));
}

/**
 * Ground pixels on a paved surface (`pavedShare`) whose colour differs from the mean of
 * `paving` around them (`weight`: its share of each window).
 */
function pixelsStandingOut(
  classes: Uint8Array,
  bands: RasterBands,
  paving: Uint8Array,
  weight: Float32Array,
  pavedShare: Float32Array,
  r: number,
  strictness: number,
): { standsOut: Uint8Array; dark: Uint8Array } {
  const { width, height } = bands;
  const n = classes.length;
  const [red, green, blue] = [bands.red, bands.green, bands.blue].map((band) => {
    const onPaving = new Float32Array(n);
    for (let i = 0; i < n; i++) onPaving[i] = paving[i] ? (band[i] ?? 0) : 0;
    const mean = boxMean(onPaving, width, height, r);
    for (let i = 0; i < n; i++) mean[i] = (mean[i] ?? 0) / Math.max(weight[i] ?? 0, 1e-6);
    return mean;
  }) as [Float32Array, Float32Array, Float32Array];
  const standsOut = new Uint8Array(n);
  const dark = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    if ((pavedShare[i] ?? 0) < PAVED_SURROUND || (weight[i] ?? 0) <= 0) continue;
    if (!CAR_READ_AS.has(classes[i] ?? BUILDING)) continue;
    const r0 = bands.red[i] ?? 0;
    const g0 = bands.green[i] ?? 0;
    const b0 = bands.blue[i] ?? 0;
    const r1 = red[i] ?? 0;
    const g1 = green[i] ?? 0;
    const b1 = blue[i] ?? 0;
    const own = r0 + g0 + b0;
    const around = Math.max(r1 + g1 + b1, 1);
    // Brighter than the paving, or of another hue: shade only darkens paving and keeps its hue.
    const brighter = (own - around) / 3 > BRIGHTER * strictness;
    const hueApart =
      Math.abs(r0 / own - r1 / around) +
      Math.abs(g0 / own - g1 / around) +
      Math.abs(b0 / own - b1 / around);
    const hue = own / 3 > HUE_READABLE && hueApart > OTHER_HUE * strictness;
    standsOut[i] = brighter || hue ? 1 : 0;
    dark[i] = own < IN_SHADE * around ? 1 : 0;
  }
  return { standsOut, dark };
}

function carShaped(box: PieceBox, pixels: number, metresPerPixel: number): boolean {
  const w = box.x1 - box.x0 + 1;
  const h = box.y1 - box.y0 + 1;
  const short = Math.min(w, h) * metresPerPixel;
  const long = Math.max(w, h) * metresPerPixel;
  return (
    short >= CAR.shortSide[0] &&
    short <= CAR.shortSide[1] &&
    long >= CAR.longSide[0] &&
    long <= CAR.longSide[1] &&
    pixels / (w * h) >= CAR.fill
  );
}
