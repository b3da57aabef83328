import { area } from '@turf/area';
import { lineString, multiPolygon } from '@turf/helpers';
import { simplify } from '@turf/simplify';
import { contours } from 'd3-contour';
import { ringArea, type MultiPolygonGeometry, type Position, type Ring } from '../geo/geojson.ts';
import { pixelToLonLat, type GeoReference } from '../geo/georeference.ts';
import { squareFeet } from './units.ts';

/** Douglas–Peucker tolerance in pixels: removes the staircase, keeps the shape within ~0.2 m. */
const SIMPLIFY_PIXELS = 0.7;
/** Rings smaller than this (in pixels) are dropped after simplification. */
const MIN_RING_PIXELS = 4;

export interface MowablePolygons {
  /** In lon/lat. */
  geometry: MultiPolygonGeometry;
  /** The same polygons in window pixel coordinates (pixel edges), for drawing. */
  pixelPolygons: Ring[][];
  /** Geodesic area of `geometry` (turf), to check against the pixel count. */
  geodesicSqFt: number;
}

/**
 * Traces the mask's outlines (marching squares at 0.5, so edges fall between pixel
 * centres), simplifies them and converts to lon/lat.
 */
export function mowablePolygons(
  mask: Uint8Array,
  width: number,
  height: number,
  georef: GeoReference,
): MowablePolygons {
  const pixelPolygons = traceOutlines(mask, width, height);
  const geometry: MultiPolygonGeometry = {
    type: 'MultiPolygon',
    coordinates: pixelPolygons.map((rings) =>
      rings.map((ring) => ring.map(([x, y]) => pixelToLonLat(georef, x, y))),
    ),
  };
  const geodesicSqFt =
    geometry.coordinates.length > 0 ? squareFeet(area(multiPolygon(geometry.coordinates))) : 0;
  return { geometry, pixelPolygons, geodesicSqFt };
}

/** Simplified outlines of the set pixels in pixel-edge coordinates: per polygon, outer ring then holes. */
export function traceOutlines(mask: Uint8Array, width: number, height: number): Ring[][] {
  const traced = contours().size([width, height]).smooth(false).contour(Array.from(mask), 0.5);
  const polygons: Ring[][] = [];
  for (const polygon of traced.coordinates) {
    const rings = polygon
      .map(toRing)
      .map(simplifyRing)
      .filter((ring) => ring.length >= 4 && ringArea(ring) >= MIN_RING_PIXELS);
    const [outer, ...holes] = rings;
    if (outer && ringArea(outer) > 0) polygons.push([outer, ...holes]);
  }
  return polygons;
}

/** Area enclosed by outlines (holes subtracted), in square pixels. */
export function outlineArea(polygons: readonly (readonly Ring[])[]): number {
  return polygons.reduce(
    (sum, [outer, ...holes]) =>
      sum + (outer ? ringArea(outer) : 0) - holes.reduce((h, ring) => h + ringArea(ring), 0),
    0,
  );
}

function toRing(points: number[][]): Ring {
  return points.map(([x, y]): Position => [x ?? 0, y ?? 0]);
}

function simplifyRing(ring: Ring): Ring {
  if (ring.length < 6) return ring;
  const simplified = simplify(lineString(ring), {
    tolerance: SIMPLIFY_PIXELS,
    highQuality: false,
  });
  const points = simplified.geometry.coordinates.map(([x, y]): Position => [x ?? 0, y ?? 0]);
  const first = points[0];
  const last = points[points.length - 1];
  if (first && last && (first[0] !== last[0] || first[1] !== last[1]))
    points.push([first[0], first[1]]);
  return points;
}
