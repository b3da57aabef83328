import type { DemoParcel, DemoRegion } from '../demoRegion/demoRegion.ts';
import type { Position } from '../geo/geojson.ts';
import { lonLatToPixel } from '../geo/georeference.ts';
import { polygonMask, scanPolygon } from '../geo/scanPolygon.ts';
import { cropPlane, type PixelWindow, type RasterBands } from '../raster/geoRaster.ts';

/** One parcel of a demo region cut out with a margin, with its truth and masks. */
export interface ParcelWindow {
  parcel: DemoParcel;
  window: PixelWindow;
  bands: RasterBands;
  truth: Uint8Array;
  parcelMask: Uint8Array;
  buildingMask: Uint8Array;
}

/** For training and tuning scripts; the accuracy test goes through the real pipeline instead. */
export function* parcelWindows(region: DemoRegion, marginMetres: number): Generator<ParcelWindow> {
  const { raster } = region;
  const margin = Math.round(marginMetres / region.metresPerPixel);
  const toPixel = ([lon, lat]: Position) => lonLatToPixel(raster.georef, lon, lat);
  for (const parcel of region.parcels) {
    const ring = (parcel.info.geometry.coordinates[0] ?? []).map(toPixel);
    const xs = ring.map((p) => p[0]);
    const ys = ring.map((p) => p[1]);
    const x = Math.max(0, Math.floor(Math.min(...xs)) - margin);
    const y = Math.max(0, Math.floor(Math.min(...ys)) - margin);
    const window: PixelWindow = {
      x,
      y,
      width: Math.min(raster.width, Math.ceil(Math.max(...xs)) + margin) - x,
      height: Math.min(raster.height, Math.ceil(Math.max(...ys)) + margin) - y,
    };
    const local = (p: Position): Position => [p[0] - x, p[1] - y];
    const buildingMask = new Uint8Array(window.width * window.height);
    for (const footprint of region.footprints) {
      const outline = (footprint.polygon.coordinates[0] ?? []).map((p) => local(toPixel(p)));
      if (outline.every(([fx, fy]) => fx < 0 || fy < 0 || fx > window.width || fy > window.height))
        continue;
      scanPolygon([outline], window.width, window.height, (row, x0, x1) =>
        buildingMask.fill(1, row * window.width + x0, row * window.width + x1),
      );
    }
    const crop = (plane: Uint8Array) => cropPlane(plane, raster.width, window);
    yield {
      parcel,
      window,
      bands: {
        width: window.width,
        height: window.height,
        red: crop(raster.red),
        green: crop(raster.green),
        blue: crop(raster.blue),
        nir: raster.nir ? crop(raster.nir) : null,
      },
      truth: crop(region.truth),
      parcelMask: polygonMask([ring.map(local)], window.width, window.height),
      buildingMask,
    };
  }
}
