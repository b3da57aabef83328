import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { acceptQuoteResponseSchema } from '@yardstick/core/schemas/quotes';
import {
  CLASS_COLOURS,
  createEngine,
  createProviders,
  measureImage,
  ImageryUnavailableError,
} from '@yardstick/engine';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useTestApp } from '../../testing/app.ts';
import { demoAddresses, estimatorSetup } from '../../testing/estimatorSetup.ts';
import { exportVerifiedJobs } from './exportVerifiedJobs.ts';
import { testProviderOptions } from '../../testing/demoRegion.ts';

const app = useTestApp();
const { ownerWithMowing, analyzeWithKey } = estimatorSetup(app);
const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
const SQ_FT_PER_M2 = 10.763_910_416_709_722;
// The providers the test app analyses with, so the export fetches the imagery it measured.
const providers = createProviders(testProviderOptions);

const caseSchema = z.object({
  verifiedSqFt: z.number(),
  measuredSqFt: z.number(),
  metresPerPixel: z.number(),
  command: z.string(),
  verifiedAs: z.string(),
});

/** An accepted quote on a demo address, verified as given (a number or the lawn as mowed). */
async function verifiedQuote(
  owner: { id: string },
  key: string,
  address: string,
  verify: (lawn: unknown) => Record<string, unknown>,
) {
  const analysis = await analyzeWithKey(key, address);
  const mowing = analysis.services[0];
  if (!mowing) throw new Error('no mowing line');
  const accepted = await app.withApiKey(key).post('/api/accept-quote', {
    propertyAnalysisId: analysis.analysisId,
    customerName: 'Private Person',
    customerEmail: 'private@example.com',
    selectedServices: [{ ...mowing, selectedFrequency: 'weekly' }],
  });
  const quote = acceptQuoteResponseSchema.parse(accepted.body).acceptedQuote;
  const res = await app.as(owner).put(`/api/accepted-quotes/${quote.id}/verified-area`, {
    verifiedOn: yesterday,
    ...verify(analysis.mapData.mowablePolygons),
  });
  expect(res.status).toBe(200);
  return acceptQuoteResponseSchema.parse(res.body).acceptedQuote;
}

describe('exportVerifiedJobs', () => {
  it('writes the shared verified jobs in the format pnpm measure reads, and nothing of owners who did not share', async () => {
    const sharing = await ownerWithMowing();
    const private_ = await ownerWithMowing();
    const asMowed = await verifiedQuote(
      sharing.owner,
      sharing.key,
      demoAddresses.first.address,
      (lawn) => ({
        lawnGeometry: lawn,
      }),
    );
    await verifiedQuote(sharing.owner, sharing.key, demoAddresses.second.address, () => ({
      verifiedSqFt: 5_000,
    }));
    await verifiedQuote(private_.owner, private_.key, demoAddresses.first.address, () => ({
      verifiedSqFt: 7_000,
    }));
    const share = await app
      .as(sharing.owner)
      .put('/api/accuracy-settings', { shareVerifiedJobs: true });
    expect(share.status).toBe(200);

    const out = await mkdtemp(join(tmpdir(), 'measure-export-'));
    const { cases, skipped } = await exportVerifiedJobs(app.db, createEngine({ providers }), out);
    expect(skipped).toEqual([]);
    expect(cases.map((c) => c.hasTruthMask).sort()).toEqual([false, true]);
    expect((await readdir(out)).sort()).toEqual(['case-0001', 'case-0002']);

    const drawn = cases.find((c) => c.hasTruthMask);
    if (!drawn) throw new Error('no case drawn as mowed');
    expect((await readdir(drawn.dir)).sort()).toEqual([
      'case.json',
      'footprints.geojson',
      'image.png',
      'nir.png',
      'parcel.geojson',
      'truth.png',
    ]);
    const described = caseSchema.parse(
      JSON.parse(await readFile(join(drawn.dir, 'case.json'), 'utf8')),
    );
    expect(described.command).toBe(
      `pnpm measure image.png --gsd ${described.metresPerPixel} --nir nir.png --parcel parcel.geojson --footprints footprints.geojson --truth truth.png --classifier pixels`,
    );
    const text = await readFile(join(drawn.dir, 'case.json'), 'utf8');
    expect(text).not.toContain('Private Person');
    expect(text).not.toContain('private@example.com');

    // The mask is the image's size and its lawn pixels add up to the verified lawn.
    const image = await sharp(join(drawn.dir, 'image.png')).metadata();
    const { data, info } = await sharp(join(drawn.dir, 'truth.png'))
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([image.width, image.height]);
    const [r, g, b] = CLASS_COLOURS.lawn;
    let lawnPixels = 0;
    for (let i = 0; i < data.length; i += info.channels)
      if (data[i] === r && data[i + 1] === g && data[i + 2] === b) lawnPixels++;
    const maskSqFt = lawnPixels * described.metresPerPixel ** 2 * SQ_FT_PER_M2;
    expect(asMowed.verifiedArea?.asMowed).toBe(true);
    expect(Math.abs(maskSqFt - described.verifiedSqFt) / described.verifiedSqFt).toBeLessThan(0.05);

    const typed = cases.find((c) => !c.hasTruthMask);
    const typedCase = caseSchema.parse(
      JSON.parse(await readFile(join(typed?.dir ?? '', 'case.json'), 'utf8')),
    );
    expect(typedCase).toMatchObject({ verifiedSqFt: 5_000, verifiedAs: 'area in sq ft' });
    expect(typedCase.command).not.toContain('--truth ');
    expect(typedCase.command).toContain('--truth-sq-ft 5000');
  });
});

/** A case as `pnpm measure` runs it from its case.json command line, the paths in its folder. */
async function measureCase(dir: string) {
  const described = caseSchema.parse(JSON.parse(await readFile(join(dir, 'case.json'), 'utf8')));
  const value = (name: string) => new RegExp(`--${name} (\\S+)`).exec(described.command)?.[1];
  const flag = (name: string) => {
    const given = value(name);
    return given ? join(dir, given) : null;
  };
  const report = await measureImage({
    imagePath: join(dir, 'image.png'),
    gsd: described.metresPerPixel,
    nirPath: flag('nir'),
    parcelPath: flag('parcel'),
    footprintsPath: flag('footprints'),
    truthPath: null,
    maskOutPath: null,
    captureDate: null,
    classifier: value('classifier') === 'pixels' ? 'pixels' : 'regions',
  });
  return { described, remeasuredSqFt: report.mowable.sqFt };
}

describe('exportVerifiedJobs imagery', () => {
  it('exports the imagery the analysis measured: pnpm measure on the case gives the stored measured area again', async () => {
    const sharing = await ownerWithMowing();
    for (const { address } of [demoAddresses.first, demoAddresses.second])
      await verifiedQuote(sharing.owner, sharing.key, address, () => ({ verifiedSqFt: 5_000 }));
    await app.as(sharing.owner).put('/api/accuracy-settings', { shareVerifiedJobs: true });

    const out = await mkdtemp(join(tmpdir(), 'measure-export-'));
    const { cases } = await exportVerifiedJobs(app.db, createEngine({ providers }), out);
    expect(cases.length).toBeGreaterThanOrEqual(2);
    for (const { dir } of cases) {
      const { described, remeasuredSqFt } = await measureCase(dir);
      // The same pixels measure the same lawn; the stored area is kept in acres to four
      // places, so up to half of 0.0001 acre (2.2 sq ft) of rounding. The editor's JPEG
      // measured these two lots 13.4 % and 9.1 % high.
      expect(Math.abs(remeasuredSqFt - described.measuredSqFt)).toBeLessThanOrEqual(2.2);
    }
  });

  it('skips a job whose imagery cannot be fetched again, rather than exporting other pixels', async () => {
    const sharing = await ownerWithMowing();
    await verifiedQuote(sharing.owner, sharing.key, demoAddresses.first.address, () => ({
      verifiedSqFt: 5_000,
    }));
    await app.as(sharing.owner).put('/api/accuracy-settings', { shareVerifiedJobs: true });
    const unavailable = {
      ...providers,
      imagery: {
        name: 'gone',
        imagery: () => Promise.reject(new ImageryUnavailableError('the source is down')),
      },
    };
    const out = await mkdtemp(join(tmpdir(), 'measure-export-'));
    const { cases, skipped } = await exportVerifiedJobs(
      app.db,
      createEngine({ providers: unavailable }),
      out,
    );
    expect(cases).toEqual([]);
    expect(skipped.length).toBeGreaterThan(0);
    expect(skipped[0]).toMatch(/its imagery could not be fetched again/);
    expect(await readdir(out)).toEqual([]);
  });
});
