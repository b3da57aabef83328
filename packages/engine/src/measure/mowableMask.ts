import { removeSmall } from '../classify/morphology.ts';
import { LAWN } from '../landClasses.ts';

/** Lawn specks below this are noise, not something a crew would mow. */
const MIN_PATCH_M2 = 0.5;

/**
 * Mowable = lawn pixels inside the parcel that no building footprint covers, without
 * isolated specks.
 */
export function mowableMask(
  classes: Uint8Array,
  parcelMask: Uint8Array | null,
  buildingMask: Uint8Array | null,
  width: number,
  height: number,
  metresPerPixel: number,
): Uint8Array {
  const mask = new Uint8Array(classes.length);
  for (let i = 0; i < classes.length; i++) {
    mask[i] = classes[i] === LAWN && (!parcelMask || parcelMask[i]) && !buildingMask?.[i] ? 1 : 0;
  }
  return removeSmall(
    mask,
    width,
    height,
    Math.ceil(MIN_PATCH_M2 / (metresPerPixel * metresPerPixel)),
  );
}

export function countSet(mask: Uint8Array): number {
  let n = 0;
  for (let i = 0; i < mask.length; i++) n += mask[i] ?? 0;
  return n;
}
