import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import type { Position } from '../geo/geojson.ts';
import type { FootprintKind } from '../measure/footprintRaster.ts';

const position = z
  .array(z.number())
  .min(2)
  .transform((p): Position => [p[0] ?? 0, p[1] ?? 0]);
const ring = z.array(position).min(3);
const polygon = z.object({ type: z.literal('Polygon'), coordinates: z.array(ring) });
const multiPolygon = z.object({
  type: z.literal('MultiPolygon'),
  coordinates: z.array(z.array(ring)),
});
const geometry = z.union([polygon, multiPolygon]);
const feature = z.object({
  type: z.literal('Feature'),
  geometry,
  properties: z.record(z.string(), z.unknown()).nullish(),
});
const document = z.union([
  geometry,
  feature,
  z.object({ type: z.literal('FeatureCollection'), features: z.array(feature) }),
]);

export interface PixelPolygon {
  rings: Position[][];
  properties: Record<string, unknown>;
}

/** Polygons from a GeoJSON file whose coordinates are pixel positions (x right, y down). */
export async function readPixelPolygons(path: string): Promise<PixelPolygon[]> {
  const parsed = document.safeParse(JSON.parse(await readFile(path, 'utf8')));
  if (!parsed.success)
    throw new Error(
      `${path} is not a GeoJSON polygon, feature or feature collection: ${z.prettifyError(parsed.error)}`,
    );
  const doc = parsed.data;
  const features =
    doc.type === 'FeatureCollection'
      ? doc.features
      : doc.type === 'Feature'
        ? [doc]
        : [{ type: 'Feature' as const, geometry: doc, properties: {} }];
  return features.flatMap((f) => {
    const properties = f.properties ?? {};
    return f.geometry.type === 'Polygon'
      ? [{ rings: f.geometry.coordinates, properties }]
      : f.geometry.coordinates.map((rings) => ({ rings, properties }));
  });
}

const footprintKind = z.enum(['house', 'garage', 'shed', 'commercial', 'building']);

/** The `kind` property of a footprint feature; anything else is a plain building. */
export function footprintKindOf(properties: Record<string, unknown>): FootprintKind {
  const parsed = footprintKind.safeParse(properties.kind);
  return parsed.success ? parsed.data : 'building';
}
