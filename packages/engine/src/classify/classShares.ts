/** Share of the picked pixels that carry class `id` (for tests that check a region of a scene). */
export function classShare(classes: Uint8Array, id: number, pick: (i: number) => boolean): number {
  let hit = 0;
  let all = 0;
  classes.forEach((c, i) => {
    if (!pick(i)) return;
    all++;
    if (c === id) hit++;
  });
  return hit / all;
}

/** A picker for the box x0 ≤ x < x1, y0 ≤ y < y1 of an image `width` pixels wide. */
export const inBox =
  (width: number) =>
  (x0: number, x1: number, y0: number, y1: number) =>
  (i: number): boolean =>
    i % width >= x0 && i % width < x1 && Math.floor(i / width) >= y0 && Math.floor(i / width) < y1;
