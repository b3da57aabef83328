import { parcelInfoSchema } from '@yardstick/core/schemas/analysis';
import { describe, expect, it } from 'vitest';
import type { Position } from '../../geo/geojson.ts';
import { pointInRing } from '../../geo/pointInRing.ts';
import type { ParcelSource } from '../types.ts';

export interface ParcelSourceFixture {
  /** A point inside a parcel the source covers. */
  inside: Position;
  /** A point with no parcel (e.g. the middle of a street or far away). */
  outside: Position;
}

export function describeParcelSourceContract(
  name: string,
  factory: () => ParcelSource,
  fixture: ParcelSourceFixture,
): void {
  describe(`${name} parcel source contract`, () => {
    it('returns the parcel containing the point, with SPEC §3 attributes', async () => {
      const parcel = await factory().parcelAt(fixture.inside);
      expect(parcel).not.toBeNull();
      if (!parcel) return;
      expect(parcelInfoSchema.parse(parcel.info)).toBeTruthy();
      expect(parcel.info.acreage).toBeGreaterThan(0);
      expect(pointInRing(fixture.inside, parcel.info.geometry.coordinates[0] ?? [])).toBe(true);
    });

    it('gives the same cache key for the same parcel', async () => {
      const source = factory();
      const [a, b] = await Promise.all([
        source.parcelAt(fixture.inside),
        source.parcelAt(fixture.inside),
      ]);
      expect(a?.key).toBeTruthy();
      expect(a?.key).toBe(b?.key);
    });

    it('returns null where there is no parcel', async () => {
      expect(await factory().parcelAt(fixture.outside)).toBeNull();
    });
  });
}
