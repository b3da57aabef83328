import {
  pixelToLonLat,
  type GeoReference,
  type LonLatBounds,
  lonLatToPixel,
} from '../geo/georeference.ts';

/** An 8-bit image in planar bands; `nir` is null when the source has no near-infrared band. */
export interface RasterBands {
  width: number;
  height: number;
  red: Uint8Array;
  green: Uint8Array;
  blue: Uint8Array;
  nir: Uint8Array | null;
}

export interface GeoRaster extends RasterBands {
  georef: GeoReference;
}

/** A rectangle of whole pixels. */
export interface PixelWindow {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The whole-pixel window covering `bounds`, clipped to the raster; null when they miss. */
export function windowForBounds(georef: GeoReference, bounds: LonLatBounds): PixelWindow | null {
  const [left, top] = lonLatToPixel(georef, bounds.west, bounds.north);
  const [right, bottom] = lonLatToPixel(georef, bounds.east, bounds.south);
  const x0 = Math.max(0, Math.floor(left));
  const y0 = Math.max(0, Math.floor(top));
  const x1 = Math.min(georef.width, Math.ceil(right));
  const y1 = Math.min(georef.height, Math.ceil(bottom));
  if (x1 <= x0 || y1 <= y0) return null;
  return { x: x0, y: y0, width: x1 - x0, height: y1 - y0 };
}

export function cropPlane(plane: Uint8Array, stride: number, win: PixelWindow): Uint8Array {
  const out = new Uint8Array(win.width * win.height);
  for (let row = 0; row < win.height; row++) {
    const start = (win.y + row) * stride + win.x;
    out.set(plane.subarray(start, start + win.width), row * win.width);
  }
  return out;
}

/** The georeference of a window of a raster. */
export function windowGeoReference(georef: GeoReference, win: PixelWindow): GeoReference {
  const [west, north] = pixelToLonLat(georef, win.x, win.y);
  const [east, south] = pixelToLonLat(georef, win.x + win.width, win.y + win.height);
  return { bounds: { west, south, east, north }, width: win.width, height: win.height };
}

export function cropRaster(raster: GeoRaster, win: PixelWindow): GeoRaster {
  const crop = (plane: Uint8Array) => cropPlane(plane, raster.width, win);
  return {
    width: win.width,
    height: win.height,
    red: crop(raster.red),
    green: crop(raster.green),
    blue: crop(raster.blue),
    nir: raster.nir ? crop(raster.nir) : null,
    georef: windowGeoReference(raster.georef, win),
  };
}
