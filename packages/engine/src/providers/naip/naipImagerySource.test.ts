import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ImageryUnavailableError } from '../../errors.ts';
import { pixelSizeMetres } from '../../geo/georeference.ts';
import { describeImagerySourceContract } from '../contract/imagerySourceContract.ts';
import { fakeNaip, SPRINGFIELD_COVERAGE } from '../../testing/fakeNaip.ts';
import { startFakeServer, type FakeServer } from '../../testing/fakeServer.ts';
import { describeProviderFailures } from '../../testing/providerFailureCases.ts';
import { exportSize, NAIP_ATTRIBUTION, NaipImagerySource } from './naipImagerySource.ts';

let server: FakeServer;
const normal = fakeNaip({ coverage: SPRINGFIELD_COVERAGE });
beforeAll(async () => {
  server = await startFakeServer(normal);
});
afterAll(() => server.close());

const source = (timeoutMs = 2_000) =>
  new NaipImagerySource({
    baseUrl: `${server.baseUrl}/arcgis/rest/services/USGSNAIPImagery/ImageServer`,
    timeoutMs,
  });
const lot = { west: -89.6507, south: 39.7813, east: -89.6498, north: 39.7821 };

describeImagerySourceContract('naip', () => source(), {
  covered: lot,
  uncovered: { west: -100.01, south: 40, east: -100, north: 40.01 },
});

describe('naip imagery source', () => {
  it('asks for RGB + NIR at about 0.6 m in EPSG:4326 and reads all four bands', async () => {
    const tile = await source().imagery(lot);
    const sent = server.requests.at(-1)?.url.searchParams;
    expect(sent?.get('bandIds')).toBe('0,1,2,3');
    expect(sent?.get('imageSR')).toBe('4326');
    expect(sent?.get('adjustAspectRatio')).toBe('false');
    expect(tile.raster.nir?.[0]).toBe(200);
    expect(pixelSizeMetres(tile.raster.georef).x).toBeCloseTo(0.6, 1);
    expect(tile.attribution).toBe(NAIP_ATTRIBUTION);
    expect(tile.captureDate).toBeNull();
  });

  it('keeps exports within the service’s 4000 px limit', () => {
    const county = { west: -90, south: 39, east: -89, north: 40 };
    expect(exportSize(county, 0.6)).toEqual({ width: 4000, height: 4000 });
  });

  it.each(['wrong-size', 'garbage'] as const)(
    'rejects an image that is %s with ImageryUnavailableError',
    async (mode) => {
      server.handle(fakeNaip({ coverage: SPRINGFIELD_COVERAGE, mode }));
      try {
        const error = await source()
          .imagery(lot)
          .catch((e: unknown) => e);
        expect(error).toBeInstanceOf(ImageryUnavailableError);
        expect(String(error)).toMatch(/could not be read/);
      } finally {
        server.handle(normal);
      }
    },
  );
});

describeProviderFailures('naip imagery source', {
  server: () => server,
  normal,
  call: (timeoutMs) => source(timeoutMs).imagery(lot),
  unavailable: ImageryUnavailableError,
});
