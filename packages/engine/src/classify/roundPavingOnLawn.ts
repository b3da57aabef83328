import { BUILDING, LAWN, OTHER, PAVEMENT, TREE } from '../landClasses.ts';
import type { ClassMap } from './classifyPixels.ts';
import { connectedComponents, dilate } from './morphology.ts';
import { pieceBoxes } from './pieceBoxes.ts';

/** A trampoline seen from above: its area in m², and how squarely its box sits round it. */
const ROUND = { areaM2: [3, 15], longestToShortest: 1.3 } as const;
/**
 * A disc fills π/4 of its box, less when a few pixels of its rim are read otherwise; a slab or
 * a patio fills its box.
 */
const DISC_FILL = [0.55, 0.85] as const;
/** Share of a piece's border on plants: it stands on the lawn, joined to no other surface. */
const ON_LAWN = 0.8;
/** Play equipment stands clear of the house; a patio within this distance (metres) meets it. */
const CLEAR_OF_BUILDINGS_M = 1.5;

/**
 * A round piece of "paving" standing alone on the lawn is play equipment, "other": no surface to
 * clear or edge along. The demo painter draws trampolines as dark discs with a coloured pad
 * round the rim, and the pixel rules read the mat as paving; its drives, walks and patios
 * meet the house or other paving or lie within CLEAR_OF_BUILDINGS_M of a building (its own
 * outline or footprint), and their slabs fill their boxes.
 */
export function roundPavingOnLawn(
  map: ClassMap,
  metresPerPixel: number,
  buildingMask: Uint8Array | null = null,
): void {
  const { classes, width, height } = map;
  const buildings = classes.map((c, i) => (c === BUILDING || buildingMask?.[i] ? 1 : 0));
  const nearBuilding = dilate(
    buildings,
    width,
    height,
    Math.round(CLEAR_OF_BUILDINGS_M / metresPerPixel),
  );
  const paving = classes.map((c) => (c === PAVEMENT ? 1 : 0));
  const { labels, sizes } = connectedComponents(paving, width, height);
  const count = sizes.length;
  const boxes = pieceBoxes(labels, count, width);
  const border = new Float64Array(count);
  const plants = new Float64Array(count);
  const byBuilding = new Uint8Array(count);
  labels.forEach((id, i) => {
    if (id === 0) return;
    const x = i % width;
    if (nearBuilding[i]) byBuilding[id] = 1;
    const neighbours = [x > 0 ? i - 1 : -1, x < width - 1 ? i + 1 : -1, i - width, i + width];
    for (const j of neighbours) {
      if (j < 0 || j >= classes.length || labels[j] === id) continue;
      border[id] = (border[id] ?? 0) + 1;
      if (classes[j] === LAWN || classes[j] === TREE) plants[id] = (plants[id] ?? 0) + 1;
    }
  });
  const isRound = boxes.map(({ x0, y0, x1, y1 }, id) => {
    const pixels = sizes[id] ?? 0;
    const [w, h] = [x1 - x0 + 1, y1 - y0 + 1];
    const areaM2 = pixels * metresPerPixel ** 2;
    return (
      id > 0 &&
      !byBuilding[id] &&
      areaM2 >= ROUND.areaM2[0] &&
      areaM2 <= ROUND.areaM2[1] &&
      Math.max(w, h) <= ROUND.longestToShortest * Math.min(w, h) &&
      pixels / (w * h) >= DISC_FILL[0] &&
      pixels / (w * h) <= DISC_FILL[1] &&
      (plants[id] ?? 0) >= ON_LAWN * (border[id] ?? 1)
    );
  });
  for (let i = 0; i < classes.length; i++) if (isRound[labels[i] ?? 0]) classes[i] = OTHER;
}
