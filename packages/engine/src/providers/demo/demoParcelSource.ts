import type { DemoRegionView } from '../../demoRegion/demoRegionStore.ts';
import type { Position } from '../../geo/geojson.ts';
import { pointInRing } from '../../geo/pointInRing.ts';
import type { ParcelRecord, ParcelSource } from '../types.ts';

export class DemoParcelSource implements ParcelSource {
  readonly name = 'demo';

  constructor(private readonly region: () => DemoRegionView) {}

  async parcelAt(point: Position): Promise<ParcelRecord | null> {
    const region = this.region();
    const parcel = region.parcels.find((p) =>
      pointInRing(point, p.info.geometry.coordinates[0] ?? []),
    );
    return parcel
      ? { key: `demo-${region.seed}:${parcel.info.parcelId}`, info: parcel.info }
      : null;
  }
}
