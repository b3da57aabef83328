import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeArrayBuffer } from 'geotiff';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UnreadableImageError } from '../errors.ts';
import { measureImage } from './measureImage.ts';
import { readImage } from './readImage.ts';

let dir = '';
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'yardstick-read-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const UTM_15N = {
  GTModelTypeGeoKey: 1,
  ProjectedCSTypeGeoKey: 26915,
  ModelTiepoint: [0, 0, 0, 360000, 4310000, 0],
};

describe('readImage', () => {
  it('reads a four-band GeoTIFF as RGB + NIR with its ground resolution', async () => {
    const width = 8;
    const height = 6;
    const data = new Uint8Array(width * height * 4);
    for (let i = 0; i < width * height; i++) data.set([10 + i, 20, 30, 200], i * 4);
    const tiff = writeArrayBuffer(data, {
      width,
      height,
      SamplesPerPixel: 4,
      BitsPerSample: [8, 8, 8, 8],
      PhotometricInterpretation: 2,
      ExtraSamples: [0],
      ModelPixelScale: [0.6, 0.6, 0],
      ...UTM_15N,
    });
    const path = join(dir, 'naip.tif');
    await writeFile(path, Buffer.from(tiff));
    const { bands, metresPerPixel } = await readImage(path, null);
    expect(metresPerPixel).toBeCloseTo(0.6);
    expect(Array.from(bands.red.subarray(0, 3))).toEqual([10, 11, 12]);
    expect(bands.nir?.[0]).toBe(200);
  });

  it('stretches 16-bit imagery to 8 bits', async () => {
    const width = 20;
    const height = 10;
    const data = new Uint16Array(width * height * 3);
    for (let i = 0; i < width * height; i++) data.set([1000 + i * 20, 2000, 3000], i * 3);
    const tiff = writeArrayBuffer(data, {
      width,
      height,
      SamplesPerPixel: 3,
      BitsPerSample: [16, 16, 16],
      PhotometricInterpretation: 2,
      ModelPixelScale: [0.5, 0.5, 0],
      ...UTM_15N,
    });
    const path = join(dir, 'deep.tif');
    await writeFile(path, Buffer.from(tiff));
    const { bands } = await readImage(path, null);
    // One stretch for all bands keeps the colour balance: red spans it, blue sits inside.
    expect(Math.max(...bands.red)).toBe(255);
    expect(Math.min(...bands.red)).toBe(0);
    expect(bands.blue[0]).toBeGreaterThan(100);
    expect(bands.blue[0]).toBeLessThan(160);
  });

  it('refuses an image without colour', async () => {
    const path = join(dir, 'grey.png');
    await sharp(Buffer.alloc(100, 128), { raw: { width: 10, height: 10, channels: 1 } })
      .toColourspace('b-w')
      .png()
      .toFile(path);
    await expect(readImage(path, null)).rejects.toBeInstanceOf(UnreadableImageError);
  });
});

const REAL = join(
  import.meta.dirname,
  '../../../../../shared/data/coloradosprings-hro015/201404_13SED190110_201404_0x1500m_CL_1.tif',
);

describe('measure on real imagery (shared/data)', () => {
  it.runIf(existsSync(REAL))(
    'classifies a real 0.15 m orthophoto, resolution taken from the GeoTIFF',
    async () => {
      const report = await measureImage({
        imagePath: REAL,
        gsd: null,
        nirPath: null,
        parcelPath: null,
        footprintsPath: null,
        truthPath: null,
        maskOutPath: null,
        captureDate: null,
      });
      console.info(
        `real orthophoto (Colorado Springs, RGB, ${report.image.metresPerPixel.toFixed(3)} m): ${JSON.stringify(report.classesSqFt)}`,
      );
      expect(report.image.metresPerPixel).toBeCloseTo(0.15, 2);
      expect(report.measuredAreaSqFt).toBeGreaterThan(0);
    },
  );
  if (!existsSync(REAL)) console.info(`skipping the real-imagery check: ${REAL} is absent`);
});
