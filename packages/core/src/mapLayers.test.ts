import { describe, expect, it } from 'vitest';
import {
  inLayerWords,
  layerBasis,
  layerName,
  layerShapes,
  layersOnMap,
  withEditedAreas,
  type MapLayer,
} from './mapLayers.ts';
import type { MapData } from './schemas/analysis.ts';
import { buildServiceMeasures } from './testing/serviceMeasures.ts';
import { rect } from './testing/metreLot.ts';

const square = { type: 'MultiPolygon' as const, coordinates: [[rect(0, 0, 10, 10)]] };
const none = { type: 'MultiPolygon' as const, coordinates: [] };

function mapData(overrides: Partial<MapData> = {}): MapData {
  return {
    status: 'success',
    parcel: null,
    center: [-94.6, 38.9],
    zoom: 19,
    propertyPolygon: null,
    mowablePolygons: square,
    greenPercentage: 40,
    address: '1 Elm St',
    greenAreaImagePath: null,
    ...overrides,
  };
}

describe('map layers', () => {
  it('names each layer and the basis its area prices', () => {
    expect(
      (['lawn', 'beds', 'paving'] as MapLayer[]).map((l) => [layerName(l), layerBasis(l)]),
    ).toEqual([
      ['Lawn', 'lawn-area'],
      ['Beds', 'bed-area'],
      ['Paving', 'hardscape-area'],
    ]);
  });

  it('lists only the layers an analysis has shapes of', () => {
    expect(layersOnMap(mapData())).toEqual(['lawn']);
    expect(layersOnMap(mapData({ bedPolygons: square, pavingPolygons: none }))).toEqual([
      'lawn',
      'beds',
    ]);
    expect(layerShapes(mapData({ pavingPolygons: square }), 'paving')).toBe(square);
    expect(layerShapes(mapData({ mowablePolygons: none }), 'lawn')).toBeUndefined();
  });

  it('puts edited beds and paving in place of the measured, and keeps the rest', () => {
    const measured = buildServiceMeasures();
    const edited = withEditedAreas(measured, { bedsSqFt: 123, pavingSqFt: null });
    expect(edited.bedsSqFt).toBe(123);
    expect(edited.hardscape).toEqual(measured.hardscape);
    expect(edited.edges).toEqual(measured.edges);
    expect(withEditedAreas(measured, { pavingSqFt: 77 }).hardscape.totalSqFt).toBe(77);
    expect(withEditedAreas(measured, {}).bedsSqFt).toBe(measured.bedsSqFt);
  });
});

describe('inLayerWords', () => {
  it('speaks of beds or paving where the lawn would be named, in names and messages', () => {
    expect(inLayerWords('Front lawn 2', 'beds')).toBe('Front bed 2');
    expect(inLayerWords('Lawn around the house', 'paving')).toBe('Paving around the house');
    expect(inLayerWords('Gap in the lawn 1', 'beds')).toBe('Gap in the bed 1');
    expect(inLayerWords('Back lawn', 'lawn')).toBe('Back lawn');
    expect(inLayerWords('A lawn outline crosses itself or another outline.', 'beds')).toBe(
      'A bed outline crosses itself or another outline.',
    );
    // A word that only holds 'lawn' is left as it is.
    expect(inLayerWords('Lawnmower parked on the lawn', 'beds')).toBe(
      'Lawnmower parked on the bed',
    );
  });
});
