import type { DemoRegionView } from '../../demoRegion/demoRegionStore.ts';
import { boundsIntersect, boundsOfPositions, type LonLatBounds } from '../../geo/georeference.ts';
import type { BuildingFootprint, BuildingSource } from '../types.ts';

export class DemoBuildingSource implements BuildingSource {
  readonly name = 'demo';

  constructor(private readonly region: () => DemoRegionView) {}

  async footprintsIn(bounds: LonLatBounds): Promise<BuildingFootprint[]> {
    return this.region()
      .footprints.filter((f) =>
        boundsIntersect(boundsOfPositions(f.polygon.coordinates[0] ?? []), bounds),
      )
      .map(({ kind, polygon }) => ({ kind, polygon }));
  }
}
