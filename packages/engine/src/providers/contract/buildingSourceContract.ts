import { describe, expect, it } from 'vitest';
import type { LonLatBounds } from '../../geo/georeference.ts';
import type { BuildingSource } from '../types.ts';

export interface BuildingSourceFixture {
  /** Bounds with at least one building. */
  withBuildings: LonLatBounds;
  /** Bounds with none. */
  empty: LonLatBounds;
}

const KINDS = ['house', 'garage', 'shed', 'commercial', 'building'];

export function describeBuildingSourceContract(
  name: string,
  factory: () => BuildingSource,
  fixture: BuildingSourceFixture,
): void {
  describe(`${name} building source contract`, () => {
    it('returns footprints as closed polygons with a kind', async () => {
      const footprints = await factory().footprintsIn(fixture.withBuildings);
      expect(footprints.length).toBeGreaterThan(0);
      for (const { kind, polygon } of footprints) {
        expect(KINDS).toContain(kind);
        const ring = polygon.coordinates[0] ?? [];
        expect(ring.length).toBeGreaterThanOrEqual(4);
        expect(ring[0]).toEqual(ring[ring.length - 1]);
      }
    });

    it('returns no footprints where there are none', async () => {
      expect(await factory().footprintsIn(fixture.empty)).toEqual([]);
    });
  });
}
