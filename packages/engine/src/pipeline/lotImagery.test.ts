import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { getDemoRegion } from '../demoRegion/demoRegion.ts';
import { DemoBuildingSource } from '../providers/demo/demoBuildingSource.ts';
import { DemoImagerySource } from '../providers/demo/demoImagerySource.ts';
import { fetchLotImagery, imageryBoundsOfLot } from './lotImagery.ts';

const region = () => getDemoRegion();
const providers = {
  imagery: new DemoImagerySource(region),
  buildings: new DemoBuildingSource(region),
};
const firstHome = () => {
  const parcel = region().parcels.find((p) => p.info.landUse === 'residential');
  if (!parcel) throw new Error('demo region has no residential parcel');
  return parcel;
};

describe('fetchLotImagery', () => {
  it('gives the raster an analysis of the lot classifies, pixel for pixel, as PNG', async () => {
    const lot = firstHome().info.geometry;
    const fetched = await fetchLotImagery(lot, providers);
    const tile = await providers.imagery.imagery(imageryBoundsOfLot(lot));
    const { data, info } = await sharp(fetched.png).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height, info.channels]).toEqual([
      tile.raster.width,
      tile.raster.height,
      3,
    ]);
    for (let i = 0; i < tile.raster.width * tile.raster.height; i += 997) {
      expect([data[3 * i], data[3 * i + 1], data[3 * i + 2]]).toEqual([
        tile.raster.red[i],
        tile.raster.green[i],
        tile.raster.blue[i],
      ]);
    }
    expect(fetched.bounds).toEqual(tile.raster.georef.bounds);
    expect(fetched.metresPerPixel).toBeGreaterThan(0);
  });

  it('puts the lot and the buildings in the image’s pixel coordinates', async () => {
    const lot = firstHome().info.geometry;
    const fetched = await fetchLotImagery(lot, providers);
    const inside = ([x = -1, y = -1]: readonly number[]) =>
      x >= 0 && x <= fetched.width && y >= 0 && y <= fetched.height;
    expect(lot.coordinates.flat().map(fetched.toPixel).every(inside)).toBe(true);
    expect(fetched.footprints.length).toBeGreaterThan(0);
  });
});
