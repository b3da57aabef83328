import { SMALL_MAP_IMAGE_MAX_BYTES } from '@yardstick/core/mapImage';
import { propertyAnalysisResultSchema } from '@yardstick/core/schemas/analysis';
import { errorBodySchema } from '@yardstick/core/schemas/fields';
import { createHash } from 'node:crypto';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { fileBlobStore } from '../../platform/blobs/fileBlobStore.ts';
import { imageVariants, propertyAnalyses } from '../../platform/db/schema/index.ts';
import { useTestApp } from '../../testing/app.ts';
import { buildApiKey, buildOwner, buildService } from '../../testing/factories.ts';
import { demoAddressList } from '../../testing/demoRegion.ts';

const app = useTestApp();
// Lots whose map image is a full 600 px wide (landscape) and one that is taller than wide.
const WIDE_LOTS = [
  '7102 Windsor Rd, Fairview, KS 66208',
  '1707 Maple Grove Ter, Fairview, KS 66208',
];
const addresses = new Set(demoAddressList().map((entry) => entry.address));

function blobDir(): string {
  if (app.config.blobs.kind !== 'file') throw new Error('these tests read the file blob store');
  return app.config.blobs.dir;
}

async function analysed(address: string) {
  expect(addresses.has(address)).toBe(true);
  const owner = await buildOwner();
  await buildService(owner, { name: 'Lawn Mowing', isDefault: true });
  const res = await app
    .withApiKey(await buildApiKey(owner))
    .post('/api/analyze-property', { address });
  expect(res.status).toBe(200);
  return propertyAnalysisResultSchema.parse(res.body);
}

async function fetchImage(analysisId: string, variant = '', headers: Record<string, string> = {}) {
  const query = variant ? `&variant=${variant}` : '';
  const res = await fetch(`${app.url}/api/green-overlay-image?analysisId=${analysisId}${query}`, {
    headers,
  });
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

function removeBlob(key: string): void {
  rmSync(join(blobDir(), key.slice(0, 2), key.slice(2, 4), key));
}

/** The key of what the analysis's map image is drawn from. */
async function sketchKey(analysisId: string): Promise<string> {
  const [row] = await app.db
    .select({ sketch: propertyAnalyses.mapSketchSha256 })
    .from(propertyAnalyses)
    .where(eq(propertyAnalyses.id, analysisId));
  return row?.sketch ?? '';
}

/** The key of the analysis's full map image, encoded from its sketch on first request. */
async function fullImageKey(analysisId: string): Promise<string> {
  const sketch = await sketchKey(analysisId);
  const [image] = await app.db
    .select({ key: imageVariants.sha256 })
    .from(imageVariants)
    .where(and(eq(imageVariants.sourceSha256, sketch), eq(imageVariants.variant, 'png')));
  return image?.key ?? '';
}

describe('GET /api/green-overlay-image', () => {
  it('encodes the map image on its first request and keeps it for the next', async () => {
    // A lot no other test measures, so no other test encoded its image before.
    const { analysisId } = await analysed([...addresses][57]!);
    expect(await fullImageKey(analysisId)).toBe('');

    const [first, parallel] = await Promise.all([fetchImage(analysisId), fetchImage(analysisId)]);
    expect(first.res.status).toBe(200);
    expect(first.res.headers.get('content-type')).toBe('image/png');
    const meta = await sharp(first.bytes).metadata();
    expect([meta.format, meta.isPalette]).toEqual(['png', true]);
    expect(Math.max(meta.width, meta.height)).toBe(600);
    expect(parallel.bytes).toEqual(first.bytes);
    const key = await fullImageKey(analysisId);
    expect(key).toBe(createHash('sha256').update(first.bytes).digest('hex'));

    // A lost image file is made again from the sketch, byte for byte.
    removeBlob(key);
    const remade = await fetchImage(analysisId);
    expect(remade.res.status).toBe(200);
    expect(remade.bytes).toEqual(first.bytes);
    // Kept as a file: a later request is that file, even with the sketch gone.
    removeBlob(await sketchKey(analysisId));
    const again = await fetchImage(analysisId);
    expect(again.res.status).toBe(200);
    expect(again.bytes).toEqual(first.bytes);
  }, 120_000);
});

describe('GET /api/green-overlay-image?variant=small', () => {
  it.each(WIDE_LOTS)(
    'serves %s to phones as a WebP of 600 px wide and at most 150 KB, the same picture as the full image',
    async (address) => {
      const { analysisId } = await analysed(address);
      const full = await fetchImage(analysisId);
      const small = await fetchImage(analysisId, 'small');
      expect(small.res.status).toBe(200);
      expect(small.res.headers.get('content-type')).toBe('image/webp');
      expect(small.bytes.length).toBeLessThanOrEqual(SMALL_MAP_IMAGE_MAX_BYTES);
      expect(small.bytes.length).toBeLessThan(full.bytes.length / 2);

      const fullMeta = await sharp(full.bytes).metadata();
      const smallMeta = await sharp(small.bytes).metadata();
      expect(smallMeta.format).toBe('webp');
      expect(smallMeta.width).toBe(600);
      expect(smallMeta.height).toBe(fullMeta.height);

      // The same picture: on average within a few levels of the full image, channel by channel.
      const raw = (bytes: Buffer) => sharp(bytes).removeAlpha().raw().toBuffer();
      const [a, b] = await Promise.all([raw(full.bytes), raw(small.bytes)]);
      expect(a.length).toBe(b.length);
      let difference = 0;
      for (let i = 0; i < a.length; i++) difference += Math.abs((a[i] ?? 0) - (b[i] ?? 0));
      expect(difference / a.length).toBeLessThan(4);
    },
  );

  it('is content-addressed and immutable: its hash is the ETag and a browser that has it gets 304', async () => {
    const { analysisId } = await analysed(WIDE_LOTS[0]!);
    const { res, bytes } = await fetchImage(analysisId, 'small');
    const etag = res.headers.get('etag');
    expect(etag).toBe(`"${createHash('sha256').update(bytes).digest('hex')}"`);
    expect(res.headers.get('cache-control')).toContain('immutable');
    const again = await fetchImage(analysisId, 'small', {
      'if-none-match': etag ?? '',
      'cache-control': 'max-age=0',
    });
    expect(again.res.status).toBe(304);
  });

  it('is made once and kept: later requests no longer need the full image', async () => {
    const { analysisId } = await analysed(WIDE_LOTS[1]!);
    const first = await fetchImage(analysisId, 'small');
    expect(first.res.status).toBe(200);

    const source = await fullImageKey(analysisId);
    const recorded = await app.db
      .select()
      .from(imageVariants)
      .where(eq(imageVariants.sourceSha256, source));
    expect(recorded.map((variant) => variant.variant)).toEqual(['small']);

    // With the full image and the sketch it is drawn from gone from the store, only a kept
    // variant can still be served.
    removeBlob(source);
    removeBlob(await sketchKey(analysisId));
    const second = await fetchImage(analysisId, 'small');
    expect(second.res.status).toBe(200);
    expect(second.bytes).toEqual(first.bytes);
    expect((await fetchImage(analysisId)).res.status).toBe(404);
  });

  it('shrinks a full-colour PNG of several hundred KB, as older analyses kept, below 150 KB', async () => {
    const { analysisId } = await analysed(WIDE_LOTS[0]!);
    const palette = (await fetchImage(analysisId)).bytes;
    // Softened, the palette image becomes a photo-like one of tens of thousands of colours.
    const fullColour = await sharp(palette).blur(1.2).png({ palette: false }).toBuffer();
    expect(fullColour.length).toBeGreaterThan(350 * 1024);
    const key = await fileBlobStore(blobDir()).put(fullColour);
    await app.db
      .update(propertyAnalyses)
      .set({ mapImageSha256: key })
      .where(eq(propertyAnalyses.id, analysisId));

    const small = await fetchImage(analysisId, 'small');
    expect(small.res.status).toBe(200);
    expect(small.bytes.length).toBeLessThanOrEqual(SMALL_MAP_IMAGE_MAX_BYTES);
    expect((await sharp(small.bytes).metadata()).width).toBe(600);
  });

  it('refuses an unknown variant with 400 and answers 404 for an unknown analysis', async () => {
    const bad = await fetchImage('00000000-0000-4000-8000-000000000000', 'huge');
    expect(bad.res.status).toBe(400);
    expect(errorBodySchema.parse(JSON.parse(bad.bytes.toString())).error).toMatch(/variant/);
    const unknown = await fetchImage('00000000-0000-4000-8000-000000000000', 'small');
    expect(unknown.res.status).toBe(404);
  });
});
