import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { analyzeParcel } from '../pipeline/analyzeParcel.ts';
import { createProviders } from '../providers/registry.ts';
import { cropPlane, cropRaster } from '../raster/geoRaster.ts';
import { encodeMapSketch } from '../render/mapImage.ts';
import { DEFAULT_DEMO_SEED, getDemoRegion } from './demoRegion.ts';
import { prepareStoredDemoRegion, storedDemoRegion } from './demoRegionStore.ts';
import { painterSourceHash, painterVersion } from './painterVersion.ts';

const sameBytes = (a: Uint8Array | null, b: Uint8Array | null) =>
  a !== null && b !== null && Buffer.from(a).equals(Buffer.from(b));

const root = mkdtempSync(join(tmpdir(), 'demo-region-store-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('stored demo region', () => {
  const inMemory = getDemoRegion(DEFAULT_DEMO_SEED);

  it('is generated once, then found in its folder', () => {
    const stale = join(root, `${DEFAULT_DEMO_SEED}-standard-0ldpa1nter00`);
    mkdirSync(stale);
    writeFileSync(join(stale, 'region.json'), '{}');

    expect(prepareStoredDemoRegion(root, DEFAULT_DEMO_SEED)).toEqual({ generated: true });
    expect(prepareStoredDemoRegion(root, DEFAULT_DEMO_SEED)).toEqual({ generated: false });
    // Only this painter's region is left: the other one is gone, and no half-written folder.
    expect(readdirSync(root)).toEqual([`${DEFAULT_DEMO_SEED}-standard-${painterVersion()}`]);
  });

  it('holds the same parcels, outlines and extent as the generated region', () => {
    const stored = storedDemoRegion(root, DEFAULT_DEMO_SEED);
    expect(stored.parcels).toEqual(inMemory.parcels);
    expect(stored.footprints).toEqual(inMemory.footprints);
    expect(stored.truthObjects).toEqual(inMemory.truthObjects);
    expect(stored.captureDate).toBe(inMemory.captureDate);
    expect(stored.raster.georef).toEqual(inMemory.raster.georef);
    expect(storedDemoRegion(root, DEFAULT_DEMO_SEED)).toBe(stored);
  });

  it('reads any window’s pixels and truth exactly as cropped from memory', () => {
    const stored = storedDemoRegion(root, DEFAULT_DEMO_SEED);
    const { width, height } = inMemory.raster;
    const windows = [
      { x: 0, y: 0, width: 1, height: 1 },
      { x: 317, y: 402, width: 211, height: 187 },
      { x: width - 90, y: height - 60, width: 90, height: 60 },
      { x: 0, y: 0, width, height },
    ];
    for (const window of windows) {
      const read = stored.readRaster(window);
      const cropped = cropRaster(inMemory.raster, window);
      expect(read.georef).toEqual(cropped.georef);
      expect([read.width, read.height]).toEqual([window.width, window.height]);
      for (const band of ['red', 'green', 'blue', 'nir'] as const) {
        expect(sameBytes(read[band], cropped[band]), band).toBe(true);
      }
      const truth = stored.readTruth(window);
      expect(sameBytes(truth, cropPlane(inMemory.truth, width, window)), 'truth').toBe(true);
    }
  });

  it('refuses a window that reaches outside the region', () => {
    const stored = storedDemoRegion(root, DEFAULT_DEMO_SEED);
    const { width } = stored.raster;
    expect(() => stored.readRaster({ x: width - 10, y: 0, width: 20, height: 5 })).toThrow(
      RangeError,
    );
  });

  it('gives the analysis the same measurements and map as the region in memory', async () => {
    const fromFiles = createProviders({ demoRegionDir: root });
    const inMemoryProviders = createProviders();
    const address = inMemory.parcels[5]!.address;
    const resolved = await fromFiles.geocoder.resolve(address);
    const parcel = await fromFiles.parcels.parcelAt(resolved.point);
    expect(parcel).not.toBeNull();
    const [stored, generated] = await Promise.all([
      analyzeParcel(parcel!, fromFiles),
      analyzeParcel(parcel!, inMemoryProviders),
    ]);
    const [storedPng, generatedPng] = await Promise.all([
      encodeMapSketch(stored.image.sketch),
      encodeMapSketch(generated.image.sketch),
    ]);
    expect(storedPng.equals(generatedPng)).toBe(true);
    expect({ ...stored, image: null }).toEqual({ ...generated, image: null });
  });

  it('keeps the pixels on disk, four bytes a pixel', () => {
    const folder = join(root, `${DEFAULT_DEMO_SEED}-standard-${painterVersion()}`);
    const { width, height } = inMemory.raster;
    expect(statSync(join(folder, 'pixels.bin')).size).toBe(width * height * 4);
    expect(statSync(join(folder, 'truth.bin')).size).toBe(width * height);
  });
});

describe('painter version', () => {
  it('changes when any module the painter imports changes', () => {
    const dir = mkdtempSync(join(tmpdir(), 'painter-version-'));
    try {
      mkdirSync(join(dir, 'demo'));
      writeFileSync(join(dir, 'demo/region.ts'), "import { paint } from '../paint.ts';\n");
      writeFileSync(join(dir, 'paint.ts'), 'export const paint = 1;\n');
      const entry = join(dir, 'demo/region.ts');
      const before = painterSourceHash(entry);
      expect(painterSourceHash(entry)).toBe(before);
      writeFileSync(join(dir, 'paint.ts'), 'export const paint = 2;\n');
      expect(painterSourceHash(entry)).not.toBe(before);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
