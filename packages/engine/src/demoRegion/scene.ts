/**
 * The demo neighbourhood as vector objects in metres (x east, y south, origin at the
 * region's north-west corner). Layout code builds it; paint code turns it into pixels.
 */
export type Pt = [number, number];

export type LotKind = 'small' | 'standard' | 'estate' | 'commercial';

export type PavementMaterial =
  | 'asphalt'
  | 'old-asphalt'
  | 'concrete'
  | 'old-concrete'
  | 'pavers'
  | 'deck'
  | 'sport-court';
export type SoilMaterial = 'mulch-brown' | 'mulch-red' | 'mulch-black' | 'soil' | 'garden';
export type WaterMaterial = 'pool' | 'pool-cover-grey' | 'pool-cover-blue' | 'pond';
export type RoofMaterial =
  | 'shingle-grey'
  | 'shingle-dark'
  | 'shingle-brown'
  | 'shake'
  | 'tile-red'
  | 'metal-green'
  | 'shingle-light'
  | 'membrane-white'
  | 'membrane-tan';

/** How a lawn looks: health 1 is lush, 0 is dormant and brown. */
export interface LawnLook {
  health: number;
  /** Stripe direction in radians, or null for an unstriped lawn. */
  stripeAngle: number | null;
  stripeWidth: number;
  /** Grass-type tint, about ±0.1. */
  tint: number;
  seed: number;
  /** Brightness swing of the stripes (default 0.055: a light mow). */
  stripeStrength?: number;
  /** Mown in two directions: a chequerboard of light and dark. */
  crossStripes?: boolean;
  /** Darkening of the visible bands (0–0.5) for watered, fertilised turf. */
  darkness?: number;
  /** Share of the lawn (0–0.3) in brown dead spots. */
  spots?: number;
}

export type Surface =
  | { kind: 'lawn'; look: LawnLook }
  | { kind: 'pavement'; material: PavementMaterial; jointSpacing: number | null; tone: number }
  | { kind: 'soil'; material: SoilMaterial; tone: number }
  | { kind: 'water'; material: WaterMaterial; tone: number }
  | { kind: 'paint-line'; coverage: number };

export type FootprintKind = 'house' | 'garage' | 'shed' | 'commercial';

export interface RoofSection {
  /** Footprint rectangle [x0, y0, x1, y1] in metres. */
  rect: [number, number, number, number];
  style: 'gable' | 'hip' | 'flat';
  /** For gables: the ridge runs along this axis. */
  ridgeAlong: 'x' | 'y';
  eaveHeight: number;
  pitch: number;
}

export interface Building {
  kind: FootprintKind;
  sections: RoofSection[];
  material: RoofMaterial;
  tone: number;
  eaves: number;
  /** Rooftop units (commercial): rectangles [x0, y0, x1, y1]. */
  units: [number, number, number, number][];
}

export type TreeSpecies = 'deciduous' | 'conifer' | 'shrub';

export interface Tree {
  x: number;
  y: number;
  radius: number;
  height: number;
  species: TreeSpecies;
  tone: number;
  seed: number;
}

export interface Fence {
  a: Pt;
  b: Pt;
  material: 'wood' | 'vinyl' | 'chain-link';
}

export interface Car {
  rect: [number, number, number, number];
  colour: [number, number, number];
}

export type SceneElement =
  | { type: 'surface'; polygon: Pt[]; surface: Surface }
  | { type: 'building'; building: Building }
  | { type: 'tree'; tree: Tree }
  | { type: 'hedge'; polygon: Pt[]; height: number; seed: number }
  | { type: 'fence'; fence: Fence }
  | { type: 'car'; car: Car }
  | { type: 'trampoline'; x: number; y: number; radius: number };

/** Ground-truth objects the accuracy tests look for. */
export interface TruthObject {
  kind: 'pool' | 'shed' | 'pond';
  lotIndex: number;
  polygon: Pt[];
}

export interface LotPlan {
  index: number;
  kind: LotKind;
  rect: [number, number, number, number];
  faces: 'north' | 'south';
  street: string;
  houseNumber: number;
  /** Row era, drives year built. */
  era: number;
}

export interface StreetPlan {
  name: string;
  axis: 'ew' | 'ns';
  /** y of an east–west street's centre line, x of a north–south one. */
  centre: number;
  from: number;
  to: number;
}

export interface Scene {
  width: number;
  height: number;
  lots: LotPlan[];
  streets: StreetPlan[];
  elements: SceneElement[];
  truthObjects: TruthObject[];
  /** Per lot: the main house footprint area in m² (attributes) and the number of storeys. */
  houses: Map<number, { footprintM2: number; storeys: number }>;
  sun: { azimuthDeg: number; elevationDeg: number };
}

export function rectPolygon([x0, y0, x1, y1]: readonly [number, number, number, number]): Pt[] {
  return [
    [x0, y0],
    [x1, y0],
    [x1, y1],
    [x0, y1],
  ];
}

/** A polygon approximating a circle, optionally with a wobbly edge (`wobble` 0–0.4). */
export function blobPolygon(
  cx: number,
  cy: number,
  radius: number,
  wobble: number,
  phase: number,
  points = 28,
): Pt[] {
  const out: Pt[] = [];
  for (let k = 0; k < points; k++) {
    const a = (k / points) * 2 * Math.PI;
    const r =
      radius * (1 + wobble * (0.6 * Math.sin(3 * a + phase) + 0.4 * Math.sin(5 * a + 2.1 * phase)));
    out.push([cx + r * Math.cos(a), cy + r * Math.sin(a)]);
  }
  return out;
}

/** Rectangle with rounded corners, as a polygon. */
export function roundedRectPolygon(
  [x0, y0, x1, y1]: readonly [number, number, number, number],
  radius: number,
): Pt[] {
  const r = Math.min(radius, (x1 - x0) / 2, (y1 - y0) / 2);
  const corners: [number, number, number][] = [
    [x1 - r, y0 + r, -Math.PI / 2],
    [x1 - r, y1 - r, 0],
    [x0 + r, y1 - r, Math.PI / 2],
    [x0 + r, y0 + r, Math.PI],
  ];
  const out: Pt[] = [];
  for (const [cx, cy, start] of corners) {
    for (let k = 0; k <= 4; k++) {
      const a = start + (k / 4) * (Math.PI / 2);
      out.push([cx + r * Math.cos(a), cy + r * Math.sin(a)]);
    }
  }
  return out;
}
