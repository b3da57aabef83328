import { LAWN, PAVEMENT, SOIL } from '../landClasses.ts';
import { connectedComponents } from './morphology.ts';

/** Bare pieces up to this size inside a lawn are dead spots, not beds or paving. */
const MAX_SPOT_M2 = 1;

/**
 * A brown dead spot (grubs, a dog, drought) reads as bare soil or paving, but a crew mows
 * over it and the lawn's area includes it. Bare pieces smaller than any bed or patio that
 * lawn rings on every side become lawn again; pieces touching anything else (a path, a bed
 * edge, the image border) keep their class.
 */
export function mendLawnSpots(
  classes: Uint8Array,
  width: number,
  height: number,
  metresPerPixel: number,
): void {
  const bare = new Uint8Array(classes.length);
  for (let i = 0; i < classes.length; i++)
    bare[i] = classes[i] === SOIL || classes[i] === PAVEMENT ? 1 : 0;
  const { labels, sizes } = connectedComponents(bare, width, height);
  const maxPixels = MAX_SPOT_M2 / metresPerPixel ** 2;
  const enclosed = sizes.map((size) => size <= maxPixels);
  enclosed[0] = false;
  const ringedByLawn = (id: number, j: number) => labels[j] === id || classes[j] === LAWN;
  for (let i = 0; i < classes.length; i++) {
    const id = labels[i] ?? 0;
    if (!enclosed[id]) continue;
    const x = i % width;
    const y = (i - x) / width;
    if (
      x === 0 ||
      y === 0 ||
      x === width - 1 ||
      y === height - 1 ||
      !ringedByLawn(id, i - 1) ||
      !ringedByLawn(id, i + 1) ||
      !ringedByLawn(id, i - width) ||
      !ringedByLawn(id, i + width)
    )
      enclosed[id] = false;
  }
  for (let i = 0; i < classes.length; i++) if (enclosed[labels[i] ?? 0]) classes[i] = LAWN;
}
