/**
 * The surface classes the engine tells apart, one per pixel. Ids are stable: they are the
 * values of class masks and the palette indexes of the class PNGs the CLI reads and writes.
 */
export const LAND_CLASSES = [
  'lawn',
  'tree',
  'building',
  'pavement',
  'water',
  'soil',
  'other',
  'shadow',
] as const;
export type LandClass = (typeof LAND_CLASSES)[number];

export const LAWN = 0;
export const TREE = 1;
export const BUILDING = 2;
export const PAVEMENT = 3;
export const WATER = 4;
export const SOIL = 5;
export const OTHER = 6;
/** Dark pixels whose surface could not be told (classifier output only; truth never uses it). */
export const SHADOW = 7;

/** Colours of the class PNGs (`--mask-out`, `--truth`, exported truth masks). */
export const CLASS_COLOURS: Readonly<Record<LandClass, readonly [number, number, number]>> = {
  lawn: [80, 200, 60],
  tree: [20, 90, 30],
  building: [220, 60, 60],
  pavement: [150, 150, 150],
  water: [40, 110, 230],
  soil: [150, 100, 50],
  other: [240, 200, 40],
  shadow: [30, 30, 60],
};
