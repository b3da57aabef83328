import { describe, expect, it } from 'vitest';
import { classifyPainted } from '../classify/classifyPixels.ts';
import { classifyRegions } from '../classify/classifyRegions.ts';
import { fencesFromThinPaving, fencesOnLotLine } from '../classify/fenceLines.ts';
import { getDemoRegion } from '../demoRegion/demoRegion.ts';
import { createProviders } from '../providers/registry.ts';
import { asPhotographs } from '../testing/asPhotographs.ts';
import { measureParcel } from './measureParcel.ts';

describe('measureParcel', () => {
  const parcel = () => {
    const home = getDemoRegion().parcels.find((p) => p.info.landUse === 'residential');
    if (!home) throw new Error('demo region has no residential parcel');
    return { key: `demo:${home.address}`, info: home.info };
  };

  it('reads the demo region’s painted imagery with the pixel classifier (its bare pieces settled, its fence lines told from paving, on the lot’s line too) and a photograph with the region classifier', async () => {
    const providers = createProviders();
    const painted = await measureParcel(parcel(), providers);
    const photographed = await measureParcel(parcel(), asPhotographs(providers));
    expect(painted.tile.painted).toBe(true);
    const input = {
      bands: painted.tile.raster,
      metresPerPixel: painted.metresPerPixel,
      buildingMask: painted.buildingMask,
    };
    const paintedReading = classifyPainted(input);
    fencesFromThinPaving(paintedReading, input.metresPerPixel);
    fencesOnLotLine(paintedReading, painted.parcelMask, input.metresPerPixel);
    expect(painted.classMap.classes).toEqual(paintedReading.classes);
    expect(photographed.classMap.classes).toEqual(classifyRegions(input).classes);
    // Two readings of one image, so the choice shows in what is measured.
    expect(photographed.classMap.classes).not.toEqual(painted.classMap.classes);
  });
});
