import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ImageryUnavailableError } from '../../errors.ts';
import { pixelSizeMetres } from '../../geo/georeference.ts';
import { describeImagerySourceContract } from '../contract/imagerySourceContract.ts';
import { FAKE_MAPBOX_TOKEN } from '../../testing/fakeMapbox.ts';
import { fakeMapboxStatic } from '../../testing/fakeMapboxStatic.ts';
import { startFakeServer, type FakeServer } from '../../testing/fakeServer.ts';
import { describeProviderFailures } from '../../testing/providerFailureCases.ts';
import {
  MAPBOX_IMAGERY_ATTRIBUTION,
  MapboxImagerySource,
  staticView,
} from './mapboxImagerySource.ts';

let server: FakeServer;
const normal = fakeMapboxStatic();
beforeAll(async () => {
  server = await startFakeServer(normal);
});
afterAll(() => server.close());

const source = (timeoutMs = 2_000) =>
  new MapboxImagerySource({ token: FAKE_MAPBOX_TOKEN, baseUrl: server.baseUrl, timeoutMs });
const lot = { west: -89.6507, south: 39.7813, east: -89.6498, north: 39.7821 };

describeImagerySourceContract('mapbox', () => source(), {
  covered: lot,
  // Web Mercator stops at ±85°: the API refuses such a view.
  uncovered: { west: 10, south: 88, east: 10.001, north: 88.001 },
});

describe('mapbox imagery source', () => {
  it('derives metres per pixel from zoom and latitude (512 px tiles, @2x)', () => {
    const view = staticView({ west: -0.001, south: 39.999, east: 0.001, north: 40.001 });
    const expected = (78271.517 * Math.cos((40 * Math.PI) / 180)) / 2 ** view.zoom / 2;
    expect(view.metresPerPixel).toBeCloseTo(expected, 6);
    expect(view.width).toBeLessThanOrEqual(1280);
  });

  it('zooms no closer than 18 and returns a raster georeferenced at that scale', async () => {
    const tile = await source().imagery(lot);
    const view = staticView(lot);
    expect(view.zoom).toBeLessThanOrEqual(18);
    expect(pixelSizeMetres(tile.raster.georef).x).toBeCloseTo(view.metresPerPixel, 3);
    expect(tile.attribution).toBe(MAPBOX_IMAGERY_ATTRIBUTION);
    const sent = server.requests.at(-1)?.url;
    expect(sent?.pathname).toMatch(/@2x$/);
    expect(sent?.searchParams.get('logo')).toBe('false');
  });

  it('rejects an image of the wrong size with ImageryUnavailableError', async () => {
    server.handle(fakeMapboxStatic({ wrongSize: true }));
    try {
      await expect(source().imagery(lot)).rejects.toBeInstanceOf(ImageryUnavailableError);
    } finally {
      server.handle(normal);
    }
  });
});

describeProviderFailures('mapbox imagery source', {
  server: () => server,
  normal,
  call: (timeoutMs) => source(timeoutMs).imagery(lot),
  unavailable: ImageryUnavailableError,
});
