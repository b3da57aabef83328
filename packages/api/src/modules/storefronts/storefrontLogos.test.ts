import {
  STOREFRONT_MESSAGES,
  storefrontFieldOfError,
  storefrontSchema,
} from '@yardstick/core/schemas/storefronts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { storefrontRepository } from './storefrontRepository.ts';
import { useTestApp } from '../../testing/app.ts';
import { buildOwner, buildStorefront } from '../../testing/factories.ts';
import { PNG_SIGNATURE, pngImage, SVG_WITH_SCRIPT } from '../../testing/images.ts';
import { storefrontForms } from '../../testing/storefrontForms.ts';

const app = useTestApp();
const { fields, publish, pngLogo, logoOf } = storefrontForms(app);

describe('storefront logos', () => {
  it('stores a PNG sent under an .svg name as a PNG, judged by its content', async () => {
    const owner = await buildOwner();
    const logo = { bytes: await pngImage(), name: 'logo.svg', type: 'image/svg+xml' };
    const res = await publish(owner, fields(), logo);
    expect(res.status).toBe(201);
    const storefront = storefrontSchema.parse(res.body);
    expect(storefront.hasLogo).toBe(true);
    const served = await logoOf(storefront.id);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.bytes.subarray(0, 8)).toEqual(PNG_SIGNATURE);
  });

  it('rasterises an SVG with a script into a PNG without the script', async () => {
    const owner = await buildOwner();
    const logo = { bytes: SVG_WITH_SCRIPT, name: 'logo.svg', type: 'image/svg+xml' };
    const res = await publish(owner, fields(), logo);
    expect(res.status).toBe(201);
    const served = await logoOf(storefrontSchema.parse(res.body).id);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.bytes.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    expect(served.bytes.includes('script')).toBe(false);
    expect(served.bytes.includes('alert')).toBe(false);
  });

  it('refuses a text file named like an image with 415', async () => {
    const owner = await buildOwner();
    const logo = { bytes: 'just some notes, not an image', name: 'logo.png', type: 'image/png' };
    const res = await publish(owner, fields(), logo);
    expect(res.status).toBe(415);
    expect(res.body).toEqual({ error: STOREFRONT_MESSAGES.logoType });
    expect(storefrontFieldOfError(res.status, STOREFRONT_MESSAGES.logoType)).toBe('logo');
    expect(await storefrontRepository(app.db).list(owner.id)).toEqual([]);
  });

  it('refuses a logo over 2 MB with 413', async () => {
    const owner = await buildOwner();
    const logo = { bytes: Buffer.alloc(3 * 1024 * 1024, 1), name: 'huge.png', type: 'image/png' };
    const res = await publish(owner, fields(), logo);
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ error: 'The logo must be 2 MB or smaller.' });
    expect(storefrontFieldOfError(res.status, 'The logo must be 2 MB or smaller.')).toBe('logo');
  });

  it.each([
    ['an empty file', Buffer.alloc(0), 'image/png'],
    [
      'an SVG too detailed to draw',
      Buffer.from(`<svg>${'<rect/>'.repeat(20_000)}</svg>`),
      'image/svg+xml',
    ],
  ])('refuses %s with a sentence shown under the logo field', async (_name, bytes, type) => {
    const owner = await buildOwner();
    const res = await publish(owner, fields(), { bytes, name: 'logo', type });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    const { error } = z.object({ error: z.string() }).parse(res.body);
    expect(storefrontFieldOfError(res.status, error)).toBe('logo');
  });
});

describe('GET /api/storefront-logo', () => {
  it('serves the logo with caching headers and answers 304 when unchanged', async () => {
    const owner = await buildOwner();
    const created = await publish(owner, fields(), await pngLogo());
    const storefront = storefrontSchema.parse(created.body);
    const res = await logoOf(storefront.id);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
    const etag = res.headers.get('etag') ?? '';
    // The content hash of the stored picture.
    expect(etag).toMatch(/^"[0-9a-f]{64}"$/);
    // As a browser cache revalidates (fetch() alone would add Cache-Control: no-cache).
    const again = await app.anonymous().get(`/api/storefront-logo?storefrontId=${storefront.id}`, {
      headers: { 'if-none-match': etag, 'cache-control': 'max-age=0' },
    });
    expect(again.status).toBe(304);
  });

  it('answers 404 when the storefront has no logo or does not exist', async () => {
    const storefront = await buildStorefront(await buildOwner());
    expect((await logoOf(storefront.id)).status).toBe(404);
    expect((await logoOf('nope')).status).toBe(404);
  });

  it('asks for the storefront id', async () => {
    const res = await app.anonymous().get('/api/storefront-logo');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'storefrontId is required' });
  });
});
