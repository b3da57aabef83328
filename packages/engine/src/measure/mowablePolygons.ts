import { area } from '@turf/area';
import { lineString, multiPolygon } from '@turf/helpers';
import { simplify } from '@turf/simplify';
import { lawnOutlinesCross } from '@yardstick/core/lawnGeometry';
import { contours } from 'd3-contour';
import { connectedComponents } from '../classify/morphology.ts';
import { pieceBoxes } from '../classify/pieceBoxes.ts';
import { ringArea, type MultiPolygonGeometry, type Position, type Ring } from '../geo/geojson.ts';
import { pixelSizeMetres, pixelToLonLat, type GeoReference } from '../geo/georeference.ts';
import { offsetOutlines } from './outlineOffset.ts';
import { squareFeet } from './units.ts';

/** Douglas–Peucker tolerance in pixels: removes the staircase, keeps the shape within ~0.2 m. */
const SIMPLIFY_PIXELS = 0.7;
/** Rings smaller than this (in pixels) are dropped after simplification. */
const MIN_RING_PIXELS = 4;

/**
 * Lawn patches and gaps smaller than this are left out of the outlines, whose ground stays in
 * the total (below): a speck of a few square feet is noise to list, not a lawn to tick.
 */
export const SMALLEST_OUTLINE_SQ_FT = 10;

export interface MowablePolygons {
  /** In lon/lat. */
  geometry: MultiPolygonGeometry;
  /** The same polygons in window pixel coordinates (pixel edges), for drawing. */
  pixelPolygons: Ring[][];
  /** Geodesic area of `geometry` (turf): the measured area it was fitted to. */
  geodesicSqFt: number;
  /** The mask's simplified outlines as traced, specks included (traceOutlines). */
  traced: Ring[][];
}

/**
 * Traces the mask's outlines (marching squares at 0.5, so edges fall between pixel
 * centres), simplifies them and converts to lon/lat. Simplifying cuts the outer bends and the
 * specks are left out, so the outlines are then moved out (a few centimetres) until their
 * geodesic area is `areaSqFt`, the measured area: the patches add up to what is priced.
 */
export function mowablePolygons(
  mask: Uint8Array,
  width: number,
  height: number,
  georef: GeoReference,
  areaSqFt = maskSqFt(mask, georef),
): MowablePolygons {
  const traced = traceOutlines(mask, width, height);
  return { ...outlinesAtArea(traced, georef, areaSqFt), traced };
}

/**
 * Traced outlines as lon/lat polygons whose geodesic area is `areaSqFt`: specks left out,
 * then every outline moved out (in) by one distance until the patches add up to the measured
 * figure. The lawn's, and the beds' and paving's the map shows beside it.
 *
 * Patches that moving out would make cross (two lawns either side of a fence)
 * are moved only as far as they stay apart, and the others further to make up the figure: a
 * homeowner or owner edits these shapes, and crossing outlines could not be saved until fixed
 * by hand. The area falls short only when the patches held apart are all there is.
 */
export function outlinesAtArea(
  traced: Ring[][],
  georef: GeoReference,
  areaSqFt: number,
): Omit<MowablePolygons, 'traced'> {
  const listed = withoutSpecks(traced, georef);
  const distance = listed.length > 0 ? distanceToArea(listed, georef, areaSqFt) : 0;
  const grown = distance === 0 ? listed : offsetOutlines(listed, distance);
  const pixelPolygons =
    distance > 0 && lawnOutlinesCross(inLonLat(grown, georef))
      ? heldApart(listed, georef, areaSqFt, distance)
      : grown;
  const geometry = inLonLat(pixelPolygons, georef);
  return { geometry, pixelPolygons, geodesicSqFt: geodesicSqFt(geometry) };
}

/** Patches held apart: each patch grown by its own distance. */
interface HeldApart {
  held: Set<number>;
  heldDistance: number;
  restDistance: number;
}

function grownApart(listed: Ring[][], { held, heldDistance, restDistance }: HeldApart): Ring[][] {
  return listed.map(
    (patch, i) => offsetOutlines([patch], held.has(i) ? heldDistance : restDistance)[0] ?? patch,
  );
}

/**
 * The patches that cross at `distance` are grown only as far as they all stay apart (the
 * largest such distance, to a hundredth of it); the rest are grown on until the whole adds up
 * to `areaSqFt`. Patches the further growth makes cross join the held ones, a few times at
 * most; failing that, every patch stops where all stay apart.
 */
function heldApart(
  listed: Ring[][],
  georef: GeoReference,
  areaSqFt: number,
  distance: number,
): Ring[][] {
  const crosses = (polygons: Ring[][]) => lawnOutlinesCross(inLonLat(polygons, georef));
  const largestApart = (grownTo: (d: number) => Ring[][]) => {
    let [apart, crossing] = [0, distance];
    for (let step = 0; step < 7; step++) {
      const middle = (apart + crossing) / 2;
      if (crosses(grownTo(middle))) crossing = middle;
      else apart = middle;
    }
    return apart;
  };
  const state: HeldApart = { held: new Set(), heldDistance: distance, restDistance: distance };
  for (let round = 0; round < 3; round++) {
    for (const i of crossingPatches(grownApart(listed, state), crosses)) state.held.add(i);
    const held = listed.filter((_, i) => state.held.has(i));
    const rest = listed.filter((_, i) => !state.held.has(i));
    state.heldDistance = largestApart((d) => grownApart(listed, { ...state, heldDistance: d }));
    const heldSqFt = geodesicSqFt(inLonLat(offsetOutlines(held, state.heldDistance), georef));
    state.restDistance =
      rest.length > 0 ? distanceToArea(rest, georef, Math.max(0, areaSqFt - heldSqFt)) : 0;
    const polygons = grownApart(listed, state);
    if (!crosses(polygons)) return polygons;
  }
  const apart = largestApart((d) => offsetOutlines(listed, d));
  return offsetOutlines(listed, apart);
}

/** Indexes of the patches that cross themselves or another (boxes that overlap are compared). */
function crossingPatches(polygons: Ring[][], crosses: (p: Ring[][]) => boolean): number[] {
  const boxes = polygons.map(([outline]) => {
    const xs = (outline ?? []).map((p) => p[0]);
    const ys = (outline ?? []).map((p) => p[1]);
    return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)] as const;
  });
  const out = new Set<number>();
  polygons.forEach((patch, i) => {
    if (crosses([patch])) out.add(i);
    const [ax0, ay0, ax1, ay1] = boxes[i] ?? [0, 0, 0, 0];
    for (let j = i + 1; j < polygons.length; j++) {
      const [bx0, by0, bx1, by1] = boxes[j] ?? [0, 0, 0, 0];
      if (bx0 > ax1 || bx1 < ax0 || by0 > ay1 || by1 < ay0) continue;
      if (crosses([patch, polygons[j] ?? []])) {
        out.add(i);
        out.add(j);
      }
    }
  });
  return [...out];
}

/** The mask's area: its set pixels, each of the window's pixel size. */
function maskSqFt(mask: Uint8Array, georef: GeoReference): number {
  const size = pixelSizeMetres(georef);
  let count = 0;
  for (let i = 0; i < mask.length; i++) if (mask[i]) count++;
  return squareFeet(count * size.x * size.y);
}

function inLonLat(polygons: readonly (readonly Ring[])[], georef: GeoReference) {
  return {
    type: 'MultiPolygon' as const,
    coordinates: polygons.map((rings) =>
      rings.map((ring) => ring.map(([x, y]) => pixelToLonLat(georef, x, y))),
    ),
  };
}

function geodesicSqFt(geometry: MultiPolygonGeometry): number {
  return geometry.coordinates.length > 0 ? squareFeet(area(multiPolygon(geometry.coordinates))) : 0;
}

/** Patches and holes under SMALLEST_OUTLINE_SQ_FT left out, unless that would leave no lawn. */
function withoutSpecks(polygons: Ring[][], georef: GeoReference): Ring[][] {
  const size = pixelSizeMetres(georef);
  const ringSqFt = (ring: Ring) => squareFeet(ringArea(ring) * size.x * size.y);
  const kept = polygons.flatMap(([outline, ...holes]) =>
    outline && ringSqFt(outline) >= SMALLEST_OUTLINE_SQ_FT
      ? [[outline, ...holes.filter((hole) => ringSqFt(hole) >= SMALLEST_OUTLINE_SQ_FT)]]
      : [],
  );
  return kept.length > 0 ? kept : polygons;
}

/** The one distance, in pixels, the outlines are moved out (in) by to have `targetSqFt`. */
function distanceToArea(polygons: Ring[][], georef: GeoReference, targetSqFt: number): number {
  const sqFtAt = (distance: number) =>
    geodesicSqFt(inLonLat(offsetOutlines(polygons, distance), georef));
  // The area grows almost linearly with the distance: a few secant steps find it.
  let [before, beforeSqFt] = [0, sqFtAt(0)];
  let [distance, sqFt] = [0.1, sqFtAt(0.1)];
  for (let step = 0; step < 12 && Math.abs(sqFt - targetSqFt) > 1e-4; step++) {
    if (sqFt === beforeSqFt) break;
    const next = distance + ((targetSqFt - sqFt) * (distance - before)) / (sqFt - beforeSqFt);
    [before, beforeSqFt] = [distance, sqFt];
    [distance, sqFt] = [next, sqFtAt(next)];
  }
  return distance;
}

/**
 * Simplified outlines of the set pixels in pixel-edge coordinates: per polygon, outer ring then
 * holes, one polygon per 4-connected piece (marching squares splits diagonal neighbours too).
 * Each piece is traced on the box around it, a pixel wider so that its rings close as on the
 * whole image: d3-contour gives each hole to the first polygon whose outer ring holds it, which
 * on a whole orthophoto is thousands of holes tested against thousands of rings (6 of a 14 MP
 * image's 37 s), and can give a hole to a larger lawn around the patch it is a hole of.
 */
export function traceOutlines(mask: Uint8Array, width: number, height: number): Ring[][] {
  const { labels, sizes } = connectedComponents(mask, width, height);
  const boxes = pieceBoxes(labels, sizes.length, width);
  const polygons: Ring[][] = [];
  for (let id = 1; id < sizes.length; id++) {
    const box = boxes[id];
    if (!box || box.x1 < 0) continue;
    const [x0, y0] = [Math.max(0, box.x0 - 1), Math.max(0, box.y0 - 1)];
    const [x1, y1] = [Math.min(width - 1, box.x1 + 1), Math.min(height - 1, box.y1 + 1)];
    const w = x1 - x0 + 1;
    // A plain array filled by a loop: Array.from walks a typed array through its iterator.
    const values = new Array<number>(w * (y1 - y0 + 1));
    for (let y = y0; y <= y1; y++)
      for (let x = x0; x <= x1; x++)
        values[(y - y0) * w + x - x0] = labels[y * width + x] === id ? 1 : 0;
    const traced = contours()
      .size([w, y1 - y0 + 1])
      .smooth(false)
      .contour(values, 0.5);
    for (const polygon of traced.coordinates) {
      const rings = polygon
        .map(toRing)
        .map(simplifyRing)
        .filter((ring) => ring.length >= 4 && ringArea(ring) >= MIN_RING_PIXELS)
        .map((ring) => ring.map(([x, y]): Position => [x + x0, y + y0]));
      const [outer, ...holes] = rings;
      if (outer && ringArea(outer) > 0) polygons.push([outer, ...holes]);
    }
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
