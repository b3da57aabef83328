import { classifyPainted, type ClassifierInput, type ClassMap } from './classifyPixels.ts';
import { classifyRegions } from './classifyRegions.ts';
import { fencesFromThinPaving, fencesOnLotLine } from './fenceLines.ts';
import { roundPavingOnLawn } from './roundPavingOnLawn.ts';
import { vehiclesOnPaving } from './vehiclesOnPaving.ts';

/**
 * The built-in classifier. A photograph is read by the region classifier, which learnt from
 * real photographs and from scenes composed of real photo textures; the demo region's painted
 * imagery by the pixel classifier, which was tuned on that painter and reads it best, with its
 * bare pieces settled by a model of that painter's beds and paving (classifyPainted) and its
 * fence lines told from paving (fenceLines.ts), those on the line of the lot being measured
 * (`parcelMask`) too, and the cars parked on its paving and the trampolines on its lawns told
 * from it (vehiclesOnPaving.ts, roundPavingOnLawn.ts). On
 * photographs the pixel classifier reads 37 % of tree crowns as lawn, the region classifier 5 %
 * (accuracyRealImagery.test.ts).
 */
export function classifyImage(
  input: ClassifierInput & { painted?: boolean; parcelMask?: Uint8Array },
): ClassMap {
  if (!input.painted) return classifyRegions(input);
  const map = classifyPainted(input);
  fencesFromThinPaving(map, input.metresPerPixel);
  if (input.parcelMask) fencesOnLotLine(map, input.parcelMask, input.metresPerPixel);
  vehiclesOnPaving(map, input.bands, input.metresPerPixel, input.parcelMask);
  roundPavingOnLawn(map, input.metresPerPixel, input.buildingMask);
  return map;
}
