/**
 * Names a homeowner can tell apart in the lawn editor's list. Where the house and the street
 * are known, patches are named as the homeowner sees them from the street ("Front lawn",
 * "Back lawn", "Left side lawn"); otherwise by compass direction from the lot's centre.
 */
import type { LawnPosition } from './schemas/lawnGeometry.ts';

export interface LotLayout {
  /** The centre of the lot's corners. */
  lotCentre: LawnPosition;
  /** The main building's outline, when known. */
  house?: readonly LawnPosition[] | null;
  /** A point on the lot line along the street, when known. */
  frontage?: LawnPosition | null;
}

type Metres = [east: number, north: number];

const COMPASS = [
  'East',
  'North-east',
  'North',
  'North-west',
  'West',
  'South-west',
  'South',
  'South-east',
];

function centroid(ring: readonly LawnPosition[]): LawnPosition {
  const closed = ring.length > 1 && ring[0]?.join() === ring[ring.length - 1]?.join();
  const corners = closed ? ring.slice(0, -1) : ring;
  const sum = corners.reduce<LawnPosition>(
    (acc, [lon, lat]) => [acc[0] + lon, acc[1] + lat],
    [0, 0],
  );
  return [sum[0] / corners.length, sum[1] / corners.length];
}

/** Metres east and north of `origin`, on a flat projection (a lot is small enough). */
function metresFrom(origin: LawnPosition): (point: LawnPosition) => Metres {
  const perLat = 111_320;
  const perLon = perLat * Math.cos((origin[1] * Math.PI) / 180);
  return ([lon, lat]) => [(lon - origin[0]) * perLon, (lat - origin[1]) * perLat];
}

const dot = (a: Metres, b: Metres) => a[0] * b[0] + a[1] * b[1];

function compassName(position: Metres, nearM: number): string {
  if (Math.hypot(...position) < nearM) return 'Middle lawn';
  const octant = Math.round(Math.atan2(position[1], position[0]) / (Math.PI / 4));
  return `${COMPASS[(octant + 8) % 8] ?? 'Lawn'} lawn`;
}

/**
 * How a patch lies from the house as seen from the street: in front of the house's street
 * face, behind its far face, else beside it (left or right as the street sees it).
 */
function streetViewNamer(
  layout: LotLayout,
  nearM: number,
): ((patch: LawnPosition) => string) | null {
  const house = layout.house && layout.house.length > 0 ? layout.house : null;
  const origin = house ? centroid(house) : layout.lotCentre;
  if (!layout.frontage) return null;
  const toMetres = metresFrom(origin);
  const street = toMetres(layout.frontage);
  const length = Math.hypot(...street);
  if (length < 1) return null;
  const front: Metres = [street[0] / length, street[1] / length];
  // Facing the house from the street, one's right hand points this way.
  const right: Metres = [-front[1], front[0]];
  // Without an outline, the lot's centre stands for a house `nearM` deep and wide.
  const corners = house ? house.map(toMetres) : [[0, 0] as Metres];
  const margin = house ? 0 : nearM;
  const depth = corners.map((corner) => dot(corner, front));
  const width = corners.map((corner) => dot(corner, right));
  const [backFace, frontFace] = [Math.min(...depth) - margin, Math.max(...depth) + margin];
  const [leftFace, rightFace] = [Math.min(...width) - margin, Math.max(...width) + margin];
  return (patch) => {
    const position = toMetres(patch);
    const along = dot(position, front);
    const across = dot(position, right);
    if (along > frontFace) return 'Front lawn';
    if (along < backFace) return 'Back lawn';
    if (across > rightFace) return 'Right side lawn';
    if (across < leftFace) return 'Left side lawn';
    return 'Lawn around the house';
  };
}

/** Each name once; a name two patches share is numbered ("Front lawn 1", "Front lawn 2"). */
function numbered(bases: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return bases.map((base) => {
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    const total = bases.filter((name) => name === base).length;
    return total > 1 ? `${base} ${count}` : base;
  });
}

/**
 * One name per patch outline. `nearM` is how close to the lot's centre counts as the middle
 * (compass names), or how big a house is taken to be when only the street is known.
 */
export function patchNames(
  outlines: readonly (readonly LawnPosition[])[],
  layout: LotLayout,
  nearM = 4,
): string[] {
  const centres = outlines.map(centroid);
  const fromStreet = streetViewNamer(layout, nearM);
  if (fromStreet) return numbered(centres.map(fromStreet));
  const toMetres = metresFrom(layout.lotCentre);
  return numbered(centres.map((centre) => compassName(toMetres(centre), nearM)));
}
