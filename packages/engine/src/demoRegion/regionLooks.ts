import type { Random } from './random.ts';
import type { LawnLook } from './scene.ts';

/**
 * How a generated region is photographed and kept: sun, turf, camera and sensor. The layout
 * (lots, houses, trees) depends on the seed alone, so one seed under several looks is the
 * same neighbourhood seen differently; the truth mask never changes with the look (lawn in
 * shade, a dark stripe or a brown spot is still lawn).
 */
export interface RegionLook {
  /** Sun elevation range in degrees; null keeps the layout's own (48–66°). */
  sunElevationDeg: readonly [number, number] | null;
  /** Rewrites each lawn's look; null keeps it. */
  lawn: ((look: LawnLook, random: Random) => LawnLook) | null;
  camera: CameraLook;
  /** False drops the near-infrared band, as colour satellite imagery does. */
  nir: boolean;
  metresPerPixel: number;
}

export interface CameraLook {
  /** Multiplies the atmospheric haze added to every band. */
  haze: number;
  /** Extra passes of the lens blur (0: the camera's own slight blur only). */
  extraBlur: number;
  /** JPEG-like 8×8 block compression at this quality (1–100); null for none. */
  jpegQuality: number | null;
  /** Colour balance per visible band (1 each: the NAIP-like camera). */
  balance: readonly [number, number, number];
}

const PLAIN_CAMERA: CameraLook = { haze: 1, extraBlur: 0, jpegQuality: null, balance: [1, 1, 1] };

const STANDARD: RegionLook = {
  sunElevationDeg: null,
  lawn: null,
  camera: PLAIN_CAMERA,
  nir: true,
  metresPerPixel: 0.3,
};

const owned = (look: LawnLook) => look.stripeAngle !== null || look.health > 0.7;

/** The named looks a region can be generated with; `standard` is what the demo serves. */
export const REGION_LOOKS = {
  standard: STANDARD,
  /** Winter-morning light: houses and trees throw shadows many metres across the lawns. */
  lowSun: { ...STANDARD, sunElevationDeg: [24, 32] },
  /** Midday summer light: short shadows, little shading inside crowns. */
  highSun: { ...STANDARD, sunElevationDeg: [72, 82] },
  /** Freshly mown lawns with strong stripes, in one direction or crossed in two. */
  stripes: {
    ...STANDARD,
    lawn: (look, random) => ({
      ...look,
      health: Math.max(look.health, 0.75),
      stripeAngle: random.pick([0, Math.PI / 2, random.range(0, Math.PI)]),
      stripeWidth: random.range(0.8, 1.5),
      stripeStrength: random.range(0.14, 0.2),
      crossStripes: random.chance(0.5),
    }),
  },
  /** Watered, fertilised turf: dark in the visible bands, almost as dark as leaves. */
  lush: {
    ...STANDARD,
    lawn: (look, random) => ({
      ...look,
      health: random.range(0.92, 1),
      darkness: random.range(0.25, 0.4),
    }),
  },
  /** Late-summer drought or early spring: dry, dormant turf, tan to straw. */
  dormant: {
    ...STANDARD,
    lawn: (look, random) => ({ ...look, health: random.range(0.08, 0.4) }),
  },
  /** Green lawns with brown dead spots (grubs, dog spots, drought stress). */
  patchy: {
    ...STANDARD,
    lawn: (look, random) => ({
      ...look,
      health: Math.max(look.health, 0.7),
      spots: owned(look) ? random.range(0.12, 0.25) : random.range(0.05, 0.12),
    }),
  },
  /** A hazy day, a soft lens and JPEG-compressed delivery. */
  hazy: {
    ...STANDARD,
    camera: { haze: 3.5, extraBlur: 1, jpegQuality: 55, balance: [1, 1, 1] },
  },
  /** Colour-only satellite imagery: no NIR, warmer colour balance, mild compression. */
  colourOnly: {
    ...STANDARD,
    nir: false,
    camera: { haze: 1.5, extraBlur: 0, jpegQuality: 75, balance: [1.08, 1, 0.9] },
  },
  /** 0.15 m per pixel (state orthophoto programmes). */
  fine: { ...STANDARD, metresPerPixel: 0.15 },
  /** 0.6 m per pixel (NAIP's coarser years). */
  coarse: { ...STANDARD, metresPerPixel: 0.6 },
} satisfies Record<string, RegionLook>;

export type RegionLookName = keyof typeof REGION_LOOKS;
export const REGION_LOOK_NAMES = Object.keys(REGION_LOOKS) as RegionLookName[];

export function isRegionLookName(name: string): name is RegionLookName {
  return Object.hasOwn(REGION_LOOKS, name);
}
