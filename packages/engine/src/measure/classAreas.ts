import type { LandClass } from '../landClasses.ts';
import { round, squareFeet } from './units.ts';

/** Square feet of each class among the pixels where `mask` is set. */
export function classAreasSqFt(
  classes: Uint8Array,
  mask: Uint8Array | null,
  pixelAreaM2: number,
): Record<LandClass, number> {
  const counts = new Array<number>(8).fill(0);
  for (let i = 0; i < classes.length; i++) {
    if (mask && !mask[i]) continue;
    const c = classes[i] ?? 0;
    counts[c] = (counts[c] ?? 0) + 1;
  }
  const sqFt = (id: number) => round(squareFeet((counts[id] ?? 0) * pixelAreaM2), 1);
  return {
    lawn: sqFt(0),
    tree: sqFt(1),
    building: sqFt(2),
    pavement: sqFt(3),
    water: sqFt(4),
    soil: sqFt(5),
    other: sqFt(6),
    shadow: sqFt(7),
  };
}
