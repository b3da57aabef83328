import type { Random } from '../demoRegion/random.ts';
import type { Swatch } from './swatch.ts';

type Colour = readonly [number, number, number];

/** Mean colours of summer crowns in the sharper photos (NAIP, SWISSIMAGE, Gorinchem). */
export const FOLIAGE: readonly Colour[] = [
  [45, 60, 40],
  [60, 75, 48],
  [75, 90, 58],
  [55, 68, 50],
  [82, 95, 64],
];

/** Mean colours of watered lawns seen from the air. */
export const GREEN_TURF: readonly Colour[] = [
  [95, 120, 70],
  [110, 135, 80],
  [85, 110, 62],
  [118, 138, 88],
  [100, 118, 75],
];

/** Straw and tan of dormant lawns. */
export const DORMANT_TURF: readonly Colour[] = [
  [150, 138, 100],
  [168, 152, 112],
  [140, 128, 92],
  [158, 140, 100],
  [130, 122, 88],
];

/** Roofing seen from the air: grey and brown shingles, brown and red tiles, pale metal. */
export const ROOFING: readonly Colour[] = [
  [95, 95, 98],
  [125, 122, 120],
  [160, 158, 155],
  [120, 100, 85],
  [140, 110, 90],
  [150, 90, 70],
  [75, 70, 68],
  [185, 185, 180],
];

/** Asphalt, concrete and stone: near-neutral greys and buffs. */
export const PAVING: readonly Colour[] = [
  [90, 90, 92],
  [115, 115, 115],
  [150, 148, 145],
  [180, 177, 170],
  [200, 196, 188],
];

/** Car paint: mostly white, silver, grey and black, some colours. */
export const CAR_PAINT: readonly Colour[] = [
  [205, 205, 202],
  [200, 200, 198],
  [150, 152, 155],
  [110, 112, 115],
  [40, 40, 42],
  [45, 45, 48],
  [125, 40, 38],
  [45, 55, 85],
  [165, 155, 135],
];

/**
 * Per-band gains that move a swatch's mean colour `strength` of the way (in log terms) towards
 * a colour drawn from the palette, times a small brightness change (NIR takes that alone: the
 * palette has no NIR to aim at): one source photo's colour
 * cast is not carried into the scene, and surfaces of one kind still differ.
 */
export function gainsTowards(
  swatch: Swatch,
  palette: readonly Colour[],
  strength: number,
  rng: Random,
): [number, number, number, number] {
  const target = rng.pick(palette);
  const bright = rng.range(0.92, 1.08);
  const gain = (b: 0 | 1 | 2) =>
    bright * Math.pow(target[b] / Math.max(8, swatch.mean[b] ?? target[b]), strength);
  return [gain(0), gain(1), gain(2), bright];
}
