import { lawnAreaSqFt, lawnGeometryProblem } from '@yardstick/core/lawnGeometry';
import { obstacleSchema, parcelInfoSchema } from '@yardstick/core/schemas/analysis';
import { SQ_FT_PER_ACRE } from '@yardstick/core/units';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createEngine } from './engine.ts';
import { AddressNotFoundError, ImageryUnavailableError, ParcelNotFoundError } from './errors.ts';
import { createProviders } from './providers/registry.ts';
import { encodeMapSketch } from './render/mapImage.ts';
import type { Providers } from './providers/types.ts';

const EMPTY = { type: 'MultiPolygon' as const, coordinates: [] };
const providers = createProviders();
const engine = createEngine({ providers });
const demoAddress = (index: number) => {
  const entry = engine.demoAddresses()[index];
  if (!entry) throw new Error('demo region has too few addresses');
  return entry.address;
};
const home = () => demoAddress(12);
/** The demo providers with one role replaced. */
const engineWith = (replaced: Partial<Providers>) =>
  createEngine({ providers: { ...providers, ...replaced } });

describe('the engine on the demo region', () => {
  it('measures the parcel and returns everything the API needs', async () => {
    const result = await engine.analyze(home());
    expect(result.address).toBe(home());
    expect(result.fromCache).toBe(false);
    expect(parcelInfoSchema.parse(result.parcel).parcelId).toBe(result.parcel.parcelId);
    expect(result.parcelKey).toContain(result.parcel.parcelId);
    expect(result.propertyPolygon).toEqual(result.parcel.geometry);
    expect(result.totalAreaSqFt / SQ_FT_PER_ACRE).toBeCloseTo(result.parcel.acreage, 2);
    expect(result.mowableAreaSqFt).toBeGreaterThan(0);
    expect(result.mowableAreaSqFt).toBeLessThan(result.totalAreaSqFt);
    expect(result.mowableAreaAcres).toBeCloseTo(result.mowableAreaSqFt / SQ_FT_PER_ACRE, 4);
    expect(result.greenPercentage).toBeCloseTo(
      (100 * result.mowableAreaSqFt) / result.totalAreaSqFt,
      0,
    );
    // The lawn's outlines add up to the area measured, so its patches sum to the price's area.
    expect(result.mowablePolygonAreaSqFt).toBe(result.mowableAreaSqFt);
    expect(result.mowablePolygons.type).toBe('MultiPolygon');
    expect(result.classAreasSqFt.lawn).toBeGreaterThanOrEqual(result.mowableAreaSqFt);
    expect(result.zoom).toBeGreaterThanOrEqual(15);
    expect(result.zoom).toBeLessThanOrEqual(20);
    expect(result.center[0]).toBeCloseTo(result.parcel.longitude, 3);
    expect(result.center[1]).toBeCloseTo(result.parcel.latitude, 3);
    for (const obstacle of result.obstacles) expect(obstacleSchema.parse(obstacle)).toBeTruthy();
    expect(result.complexityScore).toBeGreaterThanOrEqual(1);
    expect(result.complexityScore).toBeLessThanOrEqual(10);
    expect(result.complexityExplanation).toMatch(
      new RegExp(`^Complexity ${result.complexityScore}/10: `),
    );
    const png = await encodeMapSketch(result.image.sketch);
    expect(png.subarray(0, 4).toString('hex')).toBe('89504e47');
    expect((await sharp(png).metadata()).width).toBe(result.image.width);
    expect(Math.max(result.image.width, result.image.height)).toBeLessThanOrEqual(600);
    expect(result.imagery).toMatchObject({ source: 'Yardstick demo region', metresPerPixel: 0.3 });
    expect(result.imagery.captureDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // Beds, paving, edges and trees for other services, the paving within the lot's area.
    const services = result.services;
    expect(services?.hardscape.totalSqFt).toBeGreaterThan(0);
    expect(services?.hardscape.totalSqFt).toBeLessThan(result.totalAreaSqFt);
    expect(services?.edges.hardFt).toBeGreaterThan(0);
    expect(services?.confidence.hardscape).toBeGreaterThan(0);
  });

  it('traces the beds and paving for the map, each adding up to its measure within 1 %', async () => {
    // The demo lot with beds and walks both (beds of a few specks have no outline to draw).
    const result = await engine.analyze(demoAddress(8));
    const measured = [
      [result.bedPolygons, result.services?.bedsSqFt],
      [result.pavingPolygons, result.services?.hardscape.totalSqFt],
    ] as const;
    for (const [shapes, sqFt] of measured) {
      expect(sqFt).toBeGreaterThan(0);
      expect(shapes?.coordinates.length).toBeGreaterThan(0);
      expect(Math.abs(lawnAreaSqFt(shapes ?? EMPTY) - (sqFt ?? 0)) / (sqFt ?? 1)).toBeLessThan(
        0.01,
      );
      expect(lawnGeometryProblem(shapes ?? EMPTY, result.propertyPolygon)).toBeNull();
    }
  });

  it('answers a repeat from the per-parcel cache', async () => {
    const first = await engine.analyze(home());
    const again = await engine.analyze(home().toUpperCase());
    expect(again.fromCache).toBe(true);
    expect(again.mowableAreaSqFt).toBe(first.mowableAreaSqFt);
  });

  it('keeps its cache to itself, and forgets it when asked', async () => {
    const other = createEngine({ providers });
    expect((await other.analyze(home())).fromCache).toBe(false);
    other.forget();
    expect((await other.analyze(home())).fromCache).toBe(false);
    expect((await engine.analyze(home())).fromCache).toBe(true);
  });

  it('names its providers, and runs fakes it cannot rebuild on a thread on the calling thread', () => {
    expect(engine.providerNames).toEqual({
      geocoder: 'demo',
      parcels: 'demo',
      imagery: 'demo',
      buildings: 'demo',
      vision: 'builtin',
    });
    const threads = { threads: 1, queueLimit: 1 };
    const fakes: Providers = { ...providers, recipe: undefined };
    expect(createEngine({ providers: fakes, threads }).threaded).toBe(false);
    expect(createEngine({ providers, threads }).threaded).toBe(true);
  });

  it('throws AddressNotFoundError for an address that does not exist', async () => {
    await expect(engine.analyze('42 Imaginary Way, Springfield')).rejects.toBeInstanceOf(
      AddressNotFoundError,
    );
  });

  it('throws ParcelNotFoundError when no parcel covers the point', async () => {
    const noParcels = engineWith({ parcels: { name: 'none', parcelAt: async () => null } });
    await expect(noParcels.analyze(home())).rejects.toBeInstanceOf(ParcelNotFoundError);
  });

  it('passes on ImageryUnavailableError', async () => {
    const noImagery = engineWith({
      imagery: {
        name: 'down',
        imagery: async () => {
          throw new ImageryUnavailableError('the service is down');
        },
      },
    });
    await expect(noImagery.analyze(home())).rejects.toThrow(
      /Aerial imagery for this property is not available/,
    );
  });

  it('carries on without building outlines, saying so', async () => {
    const noOutlines = engineWith({
      buildings: { name: 'broken', footprintsIn: async () => Promise.reject(new Error('boom')) },
    });
    const result = await noOutlines.analyze(home());
    expect(result.notes).toEqual([expect.stringMatching(/Building outlines were unavailable/)]);
    expect(result.mowableAreaSqFt).toBeGreaterThan(0);
  });
});

describe('address search and the demo list', () => {
  it('suggests demo addresses from the first characters', async () => {
    const suggestions = await engine.suggest(home().slice(0, 7), 3);
    expect(suggestions.length).toBeGreaterThan(0);
    expect(suggestions.length).toBeLessThanOrEqual(3);
    expect(suggestions.map((s) => s.placeName)).toContain(home());
  });

  it('suggests nothing for blank input', async () => {
    expect(await engine.suggest('   ', 5)).toEqual([]);
  });

  it('lists the demo addresses with their points', () => {
    const list = engine.demoAddresses();
    expect(list.length).toBeGreaterThanOrEqual(60);
    expect(list[0]?.center.every(Number.isFinite)).toBe(true);
  });
});
