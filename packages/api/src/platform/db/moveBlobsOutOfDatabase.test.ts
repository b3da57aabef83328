import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { blobKeyOf } from '../blobs/blobStore.ts';
import { fileBlobStore } from '../blobs/fileBlobStore.ts';
import { testDatabase } from '../../testing/database.ts';
import { buildAnalysis, buildOwner, buildStorefront } from '../../testing/factories.ts';
import { moveBlobsOutOfDatabase } from './moveBlobsOutOfDatabase.ts';
import { mapImages, propertyAnalyses, storefronts } from './schema/index.ts';

const png = (colour: string) =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: colour } })
    .png()
    .toBuffer();

describe('moveBlobsOutOfDatabase', () => {
  it('moves map images and logos an older version stored in rows into the blob store', async () => {
    const { db } = await testDatabase();
    const blobs = fileBlobStore(mkdtempSync(join(tmpdir(), 'yardstick-move-')));
    const owner = await buildOwner();

    // As the previous version stored them: a shared image row, a per-analysis image, a logo.
    const shared = await png('#2a7');
    await db.insert(mapImages).values({ sha256: blobKeyOf(shared), png: shared });
    const sharedAnalysis = await buildAnalysis(owner);
    await db
      .update(propertyAnalyses)
      .set({ mapImageSha256: blobKeyOf(shared) })
      .where(eq(propertyAnalyses.id, sharedAnalysis.id));
    const legacy = await png('#a72');
    const legacyAnalysis = await buildAnalysis(owner);
    await db
      .update(propertyAnalyses)
      .set({ legacyMapImage: legacy })
      .where(eq(propertyAnalyses.id, legacyAnalysis.id));
    const logo = await png('#27a');
    const storefront = await buildStorefront(owner);
    await db
      .update(storefronts)
      .set({ legacyLogo: logo, logoContentType: 'image/png' })
      .where(eq(storefronts.id, storefront.id));

    const moved = await moveBlobsOutOfDatabase(db, blobs);
    expect(moved.mapImages).toBeGreaterThanOrEqual(2);
    expect(moved.logos).toBeGreaterThanOrEqual(1);

    expect(await db.select().from(mapImages)).toEqual([]);
    const [a] = await db
      .select()
      .from(propertyAnalyses)
      .where(eq(propertyAnalyses.id, sharedAnalysis.id));
    expect(await blobs.get(a?.mapImageSha256 ?? '')).toEqual(shared);
    const [b] = await db
      .select()
      .from(propertyAnalyses)
      .where(eq(propertyAnalyses.id, legacyAnalysis.id));
    expect(b?.legacyMapImage).toBeNull();
    expect(await blobs.get(b?.mapImageSha256 ?? '')).toEqual(legacy);
    const [s] = await db.select().from(storefronts).where(eq(storefronts.id, storefront.id));
    expect(s?.legacyLogo).toBeNull();
    expect(await blobs.get(s?.logoSha256 ?? '')).toEqual(logo);

    // A second start finds nothing left to move.
    expect(await moveBlobsOutOfDatabase(db, blobs)).toEqual({ mapImages: 0, logos: 0 });
  });
});
