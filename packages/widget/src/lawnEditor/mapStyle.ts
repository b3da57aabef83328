/**
 * How the lawn editor's map looks: the analysis photo, the layers shown read-only (beds
 * hatched pink, paving in a blue wash, as on the map image), the lot line, obstacles, the
 * chosen corner and a shape drawn by keyboard as maplibre layers; the editable shapes'
 * terra-draw styles in the colours of the layer edited.
 */
import type { LayerSpecification, StyleSpecification } from 'maplibre-gl';
import type { ShapeKind } from './editorState.ts';
import { LAYER_COLOURS, type MapLayer, type ReadOnlyLayers } from './layers.ts';
import type { LawnMapOptions } from './lawnMap.ts';

export const COLORS = {
  cut: '#ef4444',
  cutLine: '#b91c1c',
  lot: '#facc15',
  obstacle: '#f97316',
  point: '#ffffff',
  chosen: '#2563eb',
} as const;

export const NO_POINT = { type: 'FeatureCollection' as const, features: [] };

/** The name of the beds' hatch, an image the map is given when it first asks for it. */
export const BEDS_HATCH = 'beds-hatch';
const HATCH_SIZE = 8;

/** Diagonal pink stripes on a clear ground, repeated over the beds' wash. */
export function bedsHatch(): { width: number; height: number; data: Uint8Array } {
  const data = new Uint8Array(HATCH_SIZE * HATCH_SIZE * 4);
  const [r, g, b] = [0xff, 0x8a, 0xd8];
  for (let y = 0; y < HATCH_SIZE; y++) {
    for (let x = 0; x < HATCH_SIZE; x++) {
      const onStripe = (x + y) % HATCH_SIZE < 2;
      data.set(onStripe ? [r, g, b, 210] : [0, 0, 0, 0], (y * HATCH_SIZE + x) * 4);
    }
  }
  return { width: HATCH_SIZE, height: HATCH_SIZE, data };
}

/** The read-only layers' fills and outlines, lawn under beds under paving. */
function readOnlyLayers(shown: ReadOnlyLayers): LayerSpecification[] {
  const order: MapLayer[] = ['lawn', 'beds', 'paving'];
  return order.flatMap((layer): LayerSpecification[] => {
    if (!shown[layer]) return [];
    const { fill, line } = LAYER_COLOURS[layer];
    const source = `layer-${layer}`;
    const outline: LayerSpecification = {
      id: `${source}-line`,
      type: 'line',
      source,
      paint: { 'line-color': line, 'line-width': 1.5 },
    };
    const wash = (opacity: number): LayerSpecification => ({
      id: `${source}-fill`,
      type: 'fill',
      source,
      paint: { 'fill-color': fill, 'fill-opacity': opacity },
    });
    if (layer !== 'beds') return [wash(layer === 'paving' ? 0.4 : 0.25), outline];
    return [
      wash(0.2),
      { id: `${source}-hatch`, type: 'fill', source, paint: { 'fill-pattern': BEDS_HATCH } },
      outline,
    ];
  });
}

export function mapStyle(options: LawnMapOptions): StyleSpecification {
  const obstacles = options.obstacles.map((obstacle, index) => ({
    type: 'Feature' as const,
    id: index,
    properties: { out: false },
    geometry: obstacle.geometry,
  }));
  return {
    version: 8,
    sources: {
      imagery: {
        type: 'image',
        url: options.imagery.absoluteUrl,
        coordinates: options.imagery.coordinates,
      },
      lot: {
        type: 'geojson',
        data: options.lot
          ? { type: 'Feature', properties: {}, geometry: options.lot }
          : { type: 'FeatureCollection', features: [] },
      },
      obstacles: { type: 'geojson', data: { type: 'FeatureCollection', features: obstacles } },
      ...Object.fromEntries(
        Object.entries(options.readOnly).map(([layer, shapes]) => [
          `layer-${layer}`,
          { type: 'geojson' as const, data: { type: 'Feature', properties: {}, geometry: shapes } },
        ]),
      ),
      'chosen-point': { type: 'geojson', data: NO_POINT },
      pending: { type: 'geojson', data: NO_POINT },
    },
    layers: [
      { id: 'background', type: 'background', paint: { 'background-color': '#1f2937' } },
      { id: 'imagery', type: 'raster', source: 'imagery', paint: { 'raster-fade-duration': 0 } },
      ...readOnlyLayers(options.readOnly),
      {
        id: 'obstacles-fill',
        type: 'fill',
        source: 'obstacles',
        paint: {
          'fill-color': COLORS.obstacle,
          'fill-opacity': ['case', ['boolean', ['feature-state', 'out'], false], 0.45, 0.12],
        },
      },
      {
        id: 'obstacles-line',
        type: 'line',
        source: 'obstacles',
        paint: { 'line-color': COLORS.obstacle, 'line-width': 1.5, 'line-dasharray': [2, 1] },
      },
      {
        id: 'lot-line',
        type: 'line',
        source: 'lot',
        paint: { 'line-color': COLORS.lot, 'line-width': 2.5 },
      },
      {
        // A lawn drawn by keyboard, corner by corner, until it is finished.
        id: 'pending-line',
        type: 'line',
        source: 'pending',
        paint: { 'line-color': COLORS.chosen, 'line-width': 2.5, 'line-dasharray': [2, 1] },
      },
      {
        id: 'pending-corners',
        type: 'circle',
        source: 'pending',
        paint: {
          'circle-radius': 5,
          'circle-color': COLORS.point,
          'circle-stroke-color': COLORS.chosen,
          'circle-stroke-width': 2,
        },
      },
      {
        // A ring around the chosen corner, outside terra-draw's white point drawn over it.
        id: 'chosen-point',
        type: 'circle',
        source: 'chosen-point',
        paint: {
          'circle-radius': 13,
          'circle-opacity': 0,
          'circle-stroke-color': COLORS.chosen,
          'circle-stroke-width': 3,
        },
      },
    ],
  };
}

/** Terra-draw's look of a shape of the layer edited: its colours, a cut-out in red. */
export const shapeStyles = (kind: ShapeKind, layer: MapLayer) => {
  const colours =
    kind === 'lawn' ? LAYER_COLOURS[layer] : { fill: COLORS.cut, line: COLORS.cutLine };
  return {
    fillColor: colours.fill,
    fillOpacity: kind === 'lawn' ? 0.35 : 0.4,
    outlineColor: colours.line,
    outlineWidth: 2,
    closingPointColor: COLORS.point,
    closingPointOutlineColor: colours.line,
    closingPointWidth: 7,
    closingPointOutlineWidth: 2,
    coordinatePointColor: COLORS.point,
    coordinatePointOutlineColor: colours.line,
    coordinatePointWidth: 5,
    coordinatePointOutlineWidth: 2,
  };
};

export const EDITABLE = {
  feature: {
    draggable: false,
    coordinates: { draggable: true, midpoints: true, deletable: true },
  },
} as const;
