/**
 * How the lawn editor's map looks: the analysis photo, the lot line, obstacles, the chosen
 * corner and a shape drawn by keyboard as maplibre layers; the editable shapes' terra-draw styles.
 */
import type { StyleSpecification } from 'maplibre-gl';
import type { ShapeKind } from './editorState.ts';
import type { LawnMapOptions } from './lawnMap.ts';

export const COLORS = {
  lawn: '#22c55e',
  lawnLine: '#15803d',
  cut: '#ef4444',
  cutLine: '#b91c1c',
  lot: '#facc15',
  obstacle: '#f97316',
  point: '#ffffff',
  chosen: '#2563eb',
} as const;

export const NO_POINT = { type: 'FeatureCollection' as const, features: [] };

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
      'chosen-point': { type: 'geojson', data: NO_POINT },
      pending: { type: 'geojson', data: NO_POINT },
    },
    layers: [
      { id: 'background', type: 'background', paint: { 'background-color': '#1f2937' } },
      { id: 'imagery', type: 'raster', source: 'imagery', paint: { 'raster-fade-duration': 0 } },
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

export const shapeStyles = (kind: ShapeKind) => ({
  fillColor: kind === 'lawn' ? COLORS.lawn : COLORS.cut,
  fillOpacity: kind === 'lawn' ? 0.35 : 0.4,
  outlineColor: kind === 'lawn' ? COLORS.lawnLine : COLORS.cutLine,
  outlineWidth: 2,
  closingPointColor: COLORS.point,
  closingPointOutlineColor: kind === 'lawn' ? COLORS.lawnLine : COLORS.cutLine,
  closingPointWidth: 7,
  closingPointOutlineWidth: 2,
  coordinatePointColor: COLORS.point,
  coordinatePointOutlineColor: kind === 'lawn' ? COLORS.lawnLine : COLORS.cutLine,
  coordinatePointWidth: 5,
  coordinatePointOutlineWidth: 2,
});

export const EDITABLE = {
  feature: {
    draggable: false,
    coordinates: { draggable: true, midpoints: true, deletable: true },
  },
} as const;
