import { dilate, open } from './morphology.ts';

/**
 * The parts of a 0/1 mask at least 2r + 1 pixels wide (its opening by a square of radius r),
 * grown by a pixel: a wide piece keeps its whole outline, corners and the steps of a slanting
 * edge, and a line narrower than that keeps only the pixel where it meets a wide piece.
 */
export function wideParts(mask: Uint8Array, width: number, height: number, r: number): Uint8Array {
  return dilate(open(mask, width, height, r), width, height, 1);
}
