import type { PolygonGeometry, Position } from '../geo/geojson.ts';
import { lonLatToPixel, type GeoReference } from '../geo/georeference.ts';
import { scanPolygon } from '../geo/scanPolygon.ts';

export type FootprintKind = 'house' | 'garage' | 'shed' | 'commercial' | 'building';

/** Pixel codes of a footprint raster; 0 is no building. */
export const FOOTPRINT_CODE: Record<FootprintKind, number> = {
  house: 1,
  garage: 2,
  shed: 3,
  commercial: 4,
  building: 5,
};

/** Burns lon/lat footprints into a georeferenced window. */
export function rasterizeFootprints(
  footprints: readonly { kind: FootprintKind; polygon: PolygonGeometry }[],
  georef: GeoReference,
): Uint8Array {
  const inPixels = footprints.map(({ kind, polygon }) => ({
    kind,
    rings: polygon.coordinates.map((ring) =>
      ring.map(([lon, lat]) => lonLatToPixel(georef, lon, lat)),
    ),
  }));
  return burnFootprints(inPixels, georef.width, georef.height);
}

/** One code per pixel from footprints in pixel coordinates, later footprints on top. */
export function burnFootprints(
  footprints: readonly { kind: FootprintKind; rings: Position[][] }[],
  width: number,
  height: number,
): Uint8Array {
  const out = new Uint8Array(width * height);
  for (const { kind, rings } of footprints) {
    const code = FOOTPRINT_CODE[kind];
    scanPolygon(rings, width, height, (y, x0, x1) =>
      out.fill(code, y * width + x0, y * width + x1),
    );
  }
  return out;
}

export function footprintMask(kinds: Uint8Array): Uint8Array {
  const mask = new Uint8Array(kinds.length);
  for (let i = 0; i < kinds.length; i++) mask[i] = kinds[i] ? 1 : 0;
  return mask;
}
