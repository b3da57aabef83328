import { pointInRing } from '@yardstick/core/lawnGeometry';
import {
  propertyAnalysisResultSchema,
  type PropertyAnalysisResult,
} from '@yardstick/core/schemas/analysis';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../testing/app.ts';
import { buildApiKey, buildOwner, buildService } from '../../testing/factories.ts';
import { demoAddressList } from '../../testing/demoRegion.ts';

const app = useTestApp();
// The first analysis paints and measures the demo lot; a loaded machine needs the time.
const FIRST_ANALYSIS_MS = 120_000;
const addresses = demoAddressList();

async function analyse(address: string): Promise<PropertyAnalysisResult> {
  const owner = await buildOwner();
  await buildService(owner, { name: 'Lawn Mowing', isDefault: true });
  const key = await buildApiKey(owner);
  const res = await app.withApiKey(key).post('/api/analyze-property', { address });
  expect(res.status).toBe(200);
  return propertyAnalysisResultSchema.parse(res.body);
}

type LonLat = [number, number];

async function fetchImagery(result: PropertyAnalysisResult) {
  const overlay = result.mapData.imageryOverlay;
  if (!overlay) throw new Error('the analysis has no imagery overlay');
  const res = await fetch(`${app.url}${overlay.url}`);
  return { overlay, res, bytes: Buffer.from(await res.arrayBuffer()) };
}

describe('the analysis as the lawn editor needs it', () => {
  it(
    'gives the lot, the lawn patches and the obstacles as lon/lat GeoJSON inside the imagery',
    async () => {
      const result = await analyse(addresses[0]?.address ?? '');
      const { mapData } = result;
      const lot = mapData.propertyPolygon?.coordinates[0] ?? [];
      expect(lot.length).toBeGreaterThanOrEqual(4);
      if (!mapData.imageryOverlay) throw new Error('the analysis has no imagery overlay');
      const [[west, north], , [east, south]] = mapData.imageryOverlay.coordinates;
      const inImagery = ([lon, lat]: LonLat) =>
        lon > west && lon < east && lat > south && lat < north;
      expect(lot.every(inImagery)).toBe(true);
      expect(mapData.mowablePolygons.coordinates.length).toBeGreaterThan(0);
      expect(mapData.mowablePolygons.coordinates.flat(2).every(inImagery)).toBe(true);
      expect(mapData.obstacles?.length).toBe(result.aiObstacles.length);
      for (const obstacle of mapData.obstacles ?? []) {
        expect(obstacle.geometry.coordinates[0]).toHaveLength(5);
        expect(obstacle.geometry.coordinates.flat().every(inImagery)).toBe(true);
      }
    },
    FIRST_ANALYSIS_MS,
  );

  it('serves one georeferenced photo per analysis, on which the measured lawn lies on green', async () => {
    const result = await analyse(addresses[1]?.address ?? '');
    const { overlay, res, bytes } = await fetchImagery(result);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(res.headers.get('cache-control')).toContain('immutable');
    expect(res.headers.get('etag')).toMatch(/^"[0-9a-f]{64}"$/);
    expect(bytes.length).toBeLessThan(400_000);
    const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([overlay.width, overlay.height]);

    // Where the map puts the lawn (by the overlay's corners), the photo shows grass.
    const [[west, north], , [east, south]] = overlay.coordinates;
    const pixelAt = ([lon, lat]: LonLat) => {
      const x = Math.floor(((lon - west) / (east - west)) * info.width);
      const y = Math.floor(((north - lat) / (north - south)) * info.height);
      const i = (y * info.width + x) * info.channels;
      return [data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0];
    };
    const sums = { lawn: [0, 0, 0], n: 0 };
    for (const [outline, ...holes] of result.mapData.mowablePolygons.coordinates) {
      for (let x = 0; x < info.width; x += 2) {
        for (let y = 0; y < info.height; y += 2) {
          const point: LonLat = [
            west + ((x + 0.5) / info.width) * (east - west),
            north - ((y + 0.5) / info.height) * (north - south),
          ];
          if (!outline || !pointInRing(point, outline) || holes.some((h) => pointInRing(point, h)))
            continue;
          pixelAt(point).forEach(
            (value, band) => (sums.lawn[band] = (sums.lawn[band] ?? 0) + value),
          );
          sums.n++;
        }
      }
    }
    expect(sums.n).toBeGreaterThan(100);
    const [red, green, blue] = sums.lawn.map((total) => total / sums.n) as [number, number, number];
    expect(green).toBeGreaterThan(red);
    expect(green).toBeGreaterThan(blue);
  });

  it('serves the same stored photo to every analysis of a lot, and 304 to a browser that has it', async () => {
    const address = addresses[2]?.address ?? '';
    const first = await fetchImagery(await analyse(address));
    const second = await fetchImagery(await analyse(address));
    expect(second.bytes.equals(first.bytes)).toBe(true);
    const etag = first.res.headers.get('etag') ?? '';
    const again = await fetch(`${app.url}${first.overlay.url}`, {
      headers: { 'if-none-match': etag, 'cache-control': 'max-age=0' },
    });
    expect(again.status).toBe(304);
  });

  it('answers 404 with {error} for an unknown analysis and 400 without an id', async () => {
    const unknown = await app
      .anonymous()
      .get('/api/analysis-imagery?analysisId=00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ error: 'Imagery not found' });
    const missing = await app.anonymous().get('/api/analysis-imagery');
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ error: 'analysisId is required' });
  });
});
