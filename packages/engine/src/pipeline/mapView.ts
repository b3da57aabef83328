import { centreLatitude, metresPerDegree, type LonLatBounds } from '../geo/georeference.ts';
import type { Ring } from '../geo/geojson.ts';
import type { PixelWindow } from '../raster/geoRaster.ts';

/** Room left round the lot line in the map image. */
const VIEW_MARGIN_M = 5;

/** The parcel's pixel box plus a margin, clipped to the window. */
export function mapView(
  parcelRings: readonly Ring[],
  width: number,
  height: number,
  metresPerPixel: number,
): PixelWindow {
  const points = parcelRings.flat();
  const margin = VIEW_MARGIN_M / metresPerPixel;
  const x0 = Math.max(0, Math.floor(Math.min(...points.map((p) => p[0])) - margin));
  const y0 = Math.max(0, Math.floor(Math.min(...points.map((p) => p[1])) - margin));
  const x1 = Math.min(width, Math.ceil(Math.max(...points.map((p) => p[0])) + margin));
  const y1 = Math.min(height, Math.ceil(Math.max(...points.map((p) => p[1])) + margin));
  return { x: x0, y: y0, width: Math.max(1, x1 - x0), height: Math.max(1, y1 - y0) };
}

/**
 * Web-mercator zoom (256 px tiles) at which the parcel, with a fifth more room, fills a
 * 600 px map; whole levels between 15 and 20.
 */
export function zoomToFit(bounds: LonLatBounds): number {
  const lat = centreLatitude(bounds);
  const perDegree = metresPerDegree(lat);
  const extentM =
    Math.max(
      (bounds.east - bounds.west) * perDegree.lon,
      (bounds.north - bounds.south) * perDegree.lat,
    ) * 1.2;
  const metresPerMapPixel = extentM / 600;
  const zoom = Math.log2((156543.03392 * Math.cos((lat * Math.PI) / 180)) / metresPerMapPixel);
  return Math.max(15, Math.min(20, Math.floor(zoom)));
}
