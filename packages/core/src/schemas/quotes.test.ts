import { describe, expect, it } from 'vitest';
import { LAWN_GEOMETRY_MESSAGES } from './lawnGeometry.ts';
import { adjustMeasurementRequestSchema } from './quotes.ts';

const square = [
  [-94.6, 39.0],
  [-94.5999, 39.0],
  [-94.5999, 39.0001],
  [-94.6, 39.0],
];
const messagesOf = (body: unknown) => {
  const parsed = adjustMeasurementRequestSchema.safeParse(body);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
};

describe('an edit of a quote map layer', () => {
  it('is refused in the words of the layer edited', () => {
    const empty = { type: 'MultiPolygon', coordinates: [] };
    expect(messagesOf({ lawnGeometry: empty })).toEqual([LAWN_GEOMETRY_MESSAGES.empty]);
    expect(messagesOf({ lawnGeometry: empty, layer: 'beds' })).toEqual([
      'The adjusted bed is empty: keep or draw at least one bed area.',
    ]);
    const open = { type: 'Polygon', coordinates: [square.slice(0, 3)] };
    expect(messagesOf({ lawnGeometry: open, layer: 'paving' })).toEqual([
      'Each paving outline must end where it starts (a closed ring).',
    ]);
    expect(messagesOf({ layer: 'beds' })).toEqual([
      'The adjusted bed must be a GeoJSON Polygon or MultiPolygon of [longitude, latitude] points.',
    ]);
  });

  it('keeps the shapes and the layer, the lawn when none is named', () => {
    const shapes = { type: 'Polygon', coordinates: [square] };
    expect(adjustMeasurementRequestSchema.parse({ lawnGeometry: shapes })).toEqual({
      lawnGeometry: shapes,
      layer: 'lawn',
    });
    expect(
      adjustMeasurementRequestSchema.parse({ lawnGeometry: shapes, layer: 'paving' }).layer,
    ).toBe('paving');
    expect(messagesOf({ lawnGeometry: shapes, layer: 'roof' })).toEqual([
      'layer must be one of: lawn, beds, paving',
    ]);
  });
});
