import { z } from 'zod';

/** What a lawn drawn on the map may hold: enough for any real yard, bounded for the server. */
export const LAWN_LIMITS = { maxPatches: 200, maxVertices: 5_000 } as const;

export const LAWN_GEOMETRY_MESSAGES = {
  invalid:
    'The adjusted lawn must be a GeoJSON Polygon or MultiPolygon of [longitude, latitude] points.',
  empty: 'The adjusted lawn is empty: keep or draw at least one lawn area.',
  tooManyPatches: `The adjusted lawn has more than ${LAWN_LIMITS.maxPatches} separate areas. Please merge or delete some.`,
  tooManyVertices: `The adjusted lawn has more than ${LAWN_LIMITS.maxVertices.toLocaleString('en-US')} points. Please simplify the outlines.`,
  ringTooShort: 'Each lawn outline needs at least three distinct corners.',
  ringNotClosed: 'Each lawn outline must end where it starts (a closed ring).',
  selfIntersecting: 'A lawn outline crosses itself or another outline. Please fix the crossing.',
  holeOutside: 'A cut-out lies outside the lawn area it belongs to.',
  nestedHoles: 'A cut-out lies inside another cut-out. Please delete the inner one.',
  overlapping: 'Two lawn areas overlap. Please merge them into one.',
  zeroArea: 'A lawn area encloses no ground. Please delete it or draw it larger.',
  outsideLot: 'The adjusted lawn reaches outside the property line.',
  noLot: 'This property has no lot outline, so its lawn cannot be adjusted on the map.',
} as const;

const M = LAWN_GEOMETRY_MESSAGES;

const coordinate = (limit: number) =>
  z.number({ error: M.invalid }).min(-limit, M.invalid).max(limit, M.invalid);
const positionSchema = z.tuple([coordinate(180), coordinate(90)], { error: M.invalid });
const ringSchema = z.array(positionSchema, { error: M.invalid });
const polygonRingsSchema = z.array(ringSchema, { error: M.invalid });

const lawnPolygonSchema = z.object({
  type: z.literal('Polygon'),
  coordinates: polygonRingsSchema,
});
const lawnMultiPolygonSchema = z.object({
  type: z.literal('MultiPolygon'),
  coordinates: z.array(polygonRingsSchema, { error: M.invalid }),
});

export type LawnPosition = z.infer<typeof positionSchema>;
export type LawnPolygon = z.infer<typeof lawnPolygonSchema>;
export type LawnMultiPolygon = z.infer<typeof lawnMultiPolygonSchema>;

/** The patches of a lawn, each as rings (outline first, then cut-outs). */
export function lawnPatches(geometry: LawnPolygon | LawnMultiPolygon): LawnPosition[][][] {
  return geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
}

const samePosition = (a: LawnPosition, b: LawnPosition) => a[0] === b[0] && a[1] === b[1];

/**
 * A lawn the homeowner or owner drew on the map (GeoJSON, lon/lat). This checks the shape
 * of the data: sizes first, so an oversized body is refused before anything walks it, then
 * closed rings with three distinct corners. Where it lies (crossings, the lot) is checked
 * against the analysis by `lawnGeometryProblem`.
 */
export const lawnGeometrySchema = z
  .discriminatedUnion('type', [lawnPolygonSchema, lawnMultiPolygonSchema], { error: M.invalid })
  .superRefine((geometry, ctx) => {
    const patches = lawnPatches(geometry);
    const fail = (message: string) => ctx.addIssue({ code: 'custom', message });
    if (patches.length === 0 || patches.every((rings) => rings.length === 0)) return fail(M.empty);
    if (patches.length > LAWN_LIMITS.maxPatches) return fail(M.tooManyPatches);
    const vertices = patches.flat().reduce((sum, ring) => sum + Math.max(0, ring.length - 1), 0);
    if (vertices > LAWN_LIMITS.maxVertices) return fail(M.tooManyVertices);
    for (const ring of patches.flat()) {
      const first = ring[0];
      const last = ring[ring.length - 1];
      if (!first || !last || !samePosition(first, last)) return fail(M.ringNotClosed);
      const corners = new Set(ring.map(([lon, lat]) => `${lon},${lat}`));
      if (ring.length < 4 || corners.size < 3) return fail(M.ringTooShort);
    }
    if (patches.some((rings) => rings.length === 0)) return fail(M.ringTooShort);
  });
export type LawnGeometry = z.infer<typeof lawnGeometrySchema>;
