import type { Material } from './exemplars.ts';
import type { Point, Polygon } from './geometry.ts';

/** A flat surface to fill with an exemplar texture. */
export interface SurfacePiece {
  polygon: Polygon;
  material: Exclude<Material, 'roof' | 'treeCrown' | 'car'>;
  landClass: number;
  /** Pieces sharing a key share their swatch choice (one lawn, one street). */
  key: string;
}

export type RoofForm = 'gable' | 'hip' | 'flat';

/** One rectangle of a building, with its roof. */
export interface RoofPart {
  centre: Point;
  /** Along the ridge. */
  length: number;
  width: number;
  angle: number;
  form: RoofForm;
}

export interface BuildingPlan {
  parts: RoofPart[];
  /** Eaves height, metres. */
  height: number;
  key: string;
}

export interface FencePlan {
  polygon: Polygon;
  /** Across the fence, metres. */
  thickness: number;
  height: number;
  colour: [number, number, number];
}

export interface TreePlan {
  centre: Point;
  radius: number;
  height: number;
}

export interface CarPlan {
  centre: Point;
  angle: number;
}

export type LawnState = 'green' | 'patchy' | 'dormant';

export interface LawnLook {
  state: LawnState;
  /** Mowing stripes: width of one pass (metres) and its contrast; contrast 0 means none. */
  stripeWidth: number;
  stripeContrast: number;
  stripeAngle: number;
  mottling: number;
}

/** Everything in a scene, in metres in the scene's own frame (street along the bottom). */
export interface ScenePlan {
  lawns: { polygon: Polygon; look: LawnLook; key: string }[];
  surfaces: SurfacePiece[];
  fences: FencePlan[];
  buildings: BuildingPlan[];
  trees: TreePlan[];
  cars: CarPlan[];
  parcel: Polygon;
}

export function emptyPlan(): ScenePlan {
  return { lawns: [], surfaces: [], fences: [], buildings: [], trees: [], cars: [], parcel: [] };
}
