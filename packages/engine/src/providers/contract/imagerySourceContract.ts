import { describe, expect, it } from 'vitest';
import { ImageryUnavailableError } from '../../errors.ts';
import { pixelSizeMetres, type LonLatBounds } from '../../geo/georeference.ts';
import type { ImagerySource } from '../types.ts';

export interface ImagerySourceFixture {
  /** Bounds the source covers (a parcel plus margin). */
  covered: LonLatBounds;
  /** Bounds it does not cover. */
  uncovered: LonLatBounds;
}

export function describeImagerySourceContract(
  name: string,
  factory: () => ImagerySource,
  fixture: ImagerySourceFixture,
): void {
  describe(`${name} imagery source contract`, () => {
    it('returns a georeferenced raster covering the bounds, with source, attribution and date', async () => {
      const tile = await factory().imagery(fixture.covered);
      const { raster } = tile;
      const n = raster.width * raster.height;
      expect(n).toBeGreaterThan(0);
      for (const band of [raster.red, raster.green, raster.blue]) expect(band.length).toBe(n);
      if (raster.nir) expect(raster.nir.length).toBe(n);
      const { bounds } = raster.georef;
      const size = pixelSizeMetres(raster.georef);
      const slackLon = (bounds.east - bounds.west) / raster.width;
      const slackLat = (bounds.north - bounds.south) / raster.height;
      expect(bounds.west).toBeLessThanOrEqual(fixture.covered.west + slackLon);
      expect(bounds.east).toBeGreaterThanOrEqual(fixture.covered.east - slackLon);
      expect(bounds.south).toBeLessThanOrEqual(fixture.covered.south + slackLat);
      expect(bounds.north).toBeGreaterThanOrEqual(fixture.covered.north - slackLat);
      expect(size.x).toBeGreaterThan(0.05);
      expect(size.x).toBeLessThan(5);
      expect(tile.source.length).toBeGreaterThan(0);
      expect(tile.attribution.length).toBeGreaterThan(0);
      if (tile.captureDate !== null) expect(tile.captureDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    });

    it('rejects bounds it cannot cover with ImageryUnavailableError', async () => {
      await expect(factory().imagery(fixture.uncovered)).rejects.toBeInstanceOf(
        ImageryUnavailableError,
      );
    });
  });
}
