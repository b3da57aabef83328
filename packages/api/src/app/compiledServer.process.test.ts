import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LANDING_API_KEY } from '@yardstick/core/demo';
import {
  demoAddressesResponseSchema,
  propertyAnalysisResultSchema,
} from '@yardstick/core/schemas/analysis';
import { healthResponseSchema } from '@yardstick/core/schemas/health';
import { storefrontSchema } from '@yardstick/core/schemas/storefronts';
import { BUILDS, buildIfStale } from '../../../../scripts/buildChanged.mjs';
import { preparedDataDir } from '../testing/preparedDataDir.ts';
import { startServerProcess, type ServerProcess } from '../testing/serverProcess.ts';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

let dataDir: string | undefined;
let server: ServerProcess;

beforeAll(async () => {
  // The build `pnpm start` would make: the server's own, when its sources changed.
  const api = BUILDS.find((build) => build.name === '@yardstick/api');
  if (!api) throw new Error('scripts/buildChanged.mjs lists no @yardstick/api build');
  buildIfStale(api);
  dataDir = await preparedDataDir('yardstick-compiled-');
  server = await startServerProcess(dataDir, { DEMO: 'true' }, { compiled: true });
}, 900_000);

afterAll(async () => {
  await server?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** `pnpm start` runs the bundle, its thread entries and its memory options: this is that. */
describe('the compiled server, as `pnpm start` runs it', () => {
  it('answers health on the embedded database and serves the demo storefront', async () => {
    const health = healthResponseSchema.parse(
      await (await fetch(`${server.base}/api/health`)).json(),
    );
    expect(health).toMatchObject({ ok: true, db: 'pglite' });
    const storefront = await fetch(`${server.base}/api/storefront/demo`);
    expect(storefront.status).toBe(200);
    expect(storefrontSchema.parse(await storefront.json()).subdomain).toBe('demo');
  });

  it('measures a demo address on its analysis thread and draws the map image', async () => {
    const { addresses } = demoAddressesResponseSchema.parse(
      await (await fetch(`${server.base}/api/demo/addresses`)).json(),
    );
    const res = await fetch(`${server.base}/api/analyze-property`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': DEMO_LANDING_API_KEY },
      body: JSON.stringify({ address: addresses[0]?.address }),
    });
    expect(res.status).toBe(200);
    const analysis = propertyAnalysisResultSchema.parse(await res.json());
    expect(analysis.mowableAreaSqFt).toBeGreaterThan(0);
    expect(analysis.mowableAreaSqFt).toBeLessThan(analysis.totalAreaSqFt);

    const image = await fetch(
      `${server.base}/api/green-overlay-image?analysisId=${analysis.analysisId}`,
      { headers: { 'x-api-key': DEMO_LANDING_API_KEY } },
    );
    expect(image.status).toBe(200);
    expect(Buffer.from(await image.arrayBuffer()).subarray(0, 8)).toEqual(PNG_SIGNATURE);
  });

  it('stops cleanly on SIGTERM', async () => {
    expect(await server.stop()).toBe(0);
  });
});
