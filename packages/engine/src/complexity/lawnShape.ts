import { connectedComponents, open } from '../classify/morphology.ts';
import { countSet } from '../measure/mowableMask.ts';

export interface LawnShape {
  /** Separate lawn patches of at least MIN_PATCH_M2. */
  patches: number;
  /** Total outline over the outline of one round lawn of the same area: 1 is a disc, higher is more edge. */
  edgeIndex: number;
  /** Share of the lawn in strips narrower than NARROW_STRIP_M. */
  narrowShare: number;
}

export const MIN_PATCH_M2 = 5;
/** Narrower than a typical mower deck pass plus margin: trimmer work. */
export const NARROW_STRIP_M = 1.5;

export function lawnShape(
  mowable: Uint8Array,
  width: number,
  height: number,
  metresPerPixel: number,
): LawnShape {
  const pixelM2 = metresPerPixel ** 2;
  const { sizes } = connectedComponents(mowable, width, height);
  const patches = sizes.slice(1).filter((s) => s * pixelM2 >= MIN_PATCH_M2).length;
  let area = 0;
  let edges = 0;
  for (let i = 0; i < mowable.length; i++) {
    if (!mowable[i]) continue;
    area++;
    const x = i % width;
    if (x === 0 || !mowable[i - 1]) edges++;
    if (x === width - 1 || !mowable[i + 1]) edges++;
    if (i < width || !mowable[i - width]) edges++;
    if (i + width >= mowable.length || !mowable[i + width]) edges++;
  }
  if (area === 0) return { patches: 0, edgeIndex: 0, narrowShare: 0 };
  // Pixel outlines are staircases: diagonal edges count ~4/π too long; correct for that.
  const perimeter = (edges * Math.PI) / 4;
  const edgeIndex = perimeter / (2 * Math.sqrt(Math.PI * area));
  const radius = Math.max(1, Math.round(NARROW_STRIP_M / 2 / metresPerPixel));
  const wide = countSet(open(mowable, width, height, radius));
  return { patches, edgeIndex, narrowShare: Math.max(0, 1 - wide / area) };
}
