import { describe, expect, it } from 'vitest';
import type { PolygonGeometry } from '../geo/geojson.ts';
import type { BuildingFootprint } from '../providers/types.ts';
import { mainBuilding } from './mainBuilding.ts';

const box = (x0: number, y0: number, x1: number, y1: number): PolygonGeometry => ({
  type: 'Polygon',
  coordinates: [
    [
      [x0, y0],
      [x1, y0],
      [x1, y1],
      [x0, y1],
      [x0, y0],
    ],
  ],
});
const lot = box(0, 0, 40, 30);

describe('mainBuilding', () => {
  it("takes the lot's largest building that is not an outbuilding", () => {
    const house = box(10, 10, 25, 20);
    const footprints: BuildingFootprint[] = [
      { kind: 'shed', polygon: box(30, 2, 38, 28) },
      { kind: 'house', polygon: house },
      { kind: 'building', polygon: box(2, 2, 6, 6) },
      // The neighbour's house, larger but across the lot line.
      { kind: 'house', polygon: box(38, 0, 80, 30) },
    ];
    expect(mainBuilding(footprints, lot)).toBe(house);
  });

  it('finds none on a lot with only a garage', () => {
    expect(mainBuilding([{ kind: 'garage', polygon: box(5, 5, 10, 10) }], lot)).toBeNull();
  });
});
