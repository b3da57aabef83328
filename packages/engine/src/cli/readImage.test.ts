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

  it('takes a PNG’s transparent part as no ground, as a GeoTIFF’s alpha band', async () => {
    // A drone orthophoto exported with transparency: its left quarter is outside the flight.
    const width = 40;
    const height = 20;
    const rgba = Buffer.alloc(width * height * 4);
    for (let i = 0; i < width * height; i++)
      rgba.set(i % width < 10 ? [0, 0, 0, 0] : [70, 120, 60, 255], i * 4);
    const path = join(dir, 'drone.png');
    await sharp(rgba, { raw: { width, height, channels: 4 } })
      .png()
      .toFile(path);
    const { bands, coverage } = await readImage(path, null);
    expect(bands.green[15]).toBe(120);
    expect(coverage?.reduce((sum, v) => sum + v, 0)).toBe(30 * height);
    const report = await measureImage({ ...onlyImage(path), gsd: 0.5 });
    // 30 × 20 opaque pixels of 0.25 m² each, in sq ft.
    expect(report.measuredAreaSqFt).toBeCloseTo(600 * 0.25 * 10.7639, 0);
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

/** `pnpm measure <image>` with no other option. */
const onlyImage = (imagePath: string) => ({
  imagePath,
  gsd: null,
  nirPath: null,
  parcelPath: null,
  footprintsPath: null,
  truthPath: null,
  maskOutPath: null,
  captureDate: null,
});

describe('world files', () => {
  /** A small JPEG in a folder of its own, with the files beside it given by name. */
  async function pictureWith(files: Record<string, string>): Promise<string> {
    const folder = await mkdtemp(join(dir, 'world-'));
    const path = join(folder, 'ortho.jpg');
    await sharp(Buffer.alloc(12 * 8 * 3, 120), { raw: { width: 12, height: 8, channels: 3 } })
      .jpeg()
      .toFile(path);
    for (const [name, text] of Object.entries(files)) await writeFile(join(folder, name), text);
    return path;
  }
  const world = (size: number, originX = 635_615.9, originY = 853_362.1) =>
    [size, 0, 0, -size, originX, originY].join('\n');
  const OREGON_FEET =
    'PROJCS["NAD_1983_HARN_Lambert_Conformal_Conic",GEOGCS["GCS_North_American_1983_HARN",' +
    'DATUM["NAD83_HARN",SPHEROID["GRS_1980",6378137,298.257222101]],PRIMEM["Greenwich",0],' +
    'UNIT["degree",0.0174532925199433]],PROJECTION["Lambert_Conformal_Conic_2SP"],' +
    'PARAMETER["false_easting",1312335.958005249],UNIT["foot",0.3048,AUTHORITY["EPSG","9002"]]]';

  it('takes the pixel size from a .jgw or .wld in the unit its .prj or .wkt names', async () => {
    const feet = await pictureWith({ 'ortho.jgw': world(1), 'ortho.prj': OREGON_FEET });
    expect((await readImage(feet, null)).metresPerPixel).toBeCloseTo(0.3048, 6);
    // The folder's only CRS file, under another name, as PDAL ships its Autzen sample.
    const wld = await pictureWith({ 'ortho.wld': world(0.5), 'ortho-srs.wkt': OREGON_FEET });
    expect((await readImage(wld, null)).metresPerPixel).toBeCloseTo(0.1524, 6);
    const metres = await pictureWith({
      'ortho.jgw': world(0.3, 360_000, 4_310_000),
      'ortho.prj':
        'PROJCRS["NAD83 / UTM zone 15N",BASEGEOGCRS["NAD83",ANGLEUNIT["degree",0.0174532925199433]],' +
        'CS[Cartesian,2],LENGTHUNIT["metre",1]]',
    });
    expect((await readImage(metres, null)).metresPerPixel).toBeCloseTo(0.3, 6);
    const degrees = await pictureWith({
      'ortho.jgw': world(0.000005, -105, 40),
      'ortho.prj':
        'GEOGCS["WGS 84",DATUM["WGS_1984",SPHEROID["WGS 84",6378137,298.257223563]],UNIT["degree",0.0174532925199433]]',
    });
    expect((await readImage(degrees, null)).metresPerPixel).toBeCloseTo(0.487, 2);
  });

  it('says why it cannot tell the resolution rather than guess a unit', async () => {
    const bare = await pictureWith({ 'ortho.jgw': world(1) });
    const read = await readImage(bare, null);
    expect(read.metresPerPixel).toBeNull();
    expect(read.resolutionUnknown).toMatch(/ortho\.jgw gives the pixel size \(1\), but no \.prj/);
    await expect(measureImage(onlyImage(bare))).rejects.toThrow(
      /no \.prj or \.wkt file beside it says in which unit; pass --gsd/,
    );
    const broken = await pictureWith({ 'ortho.jgw': '1\n0\n0\n' });
    expect((await readImage(broken, null)).resolutionUnknown).toMatch(/does not hold six numbers/);
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
      const report = await measureImage(onlyImage(REAL));
      console.info(
        `real orthophoto (Colorado Springs, RGB, ${report.image.metresPerPixel.toFixed(3)} m): ${JSON.stringify(report.classesSqFt)}`,
      );
      expect(report.image.metresPerPixel).toBeCloseTo(0.15, 2);
      expect(report.measuredAreaSqFt).toBeGreaterThan(0);
    },
  );
  const AUTZEN = join(REAL, '../../pdal-autzen/autzen.jpg');
  it.runIf(existsSync(AUTZEN))(
    'reads the Autzen JPEG’s resolution from its world file and CRS in feet',
    async () => {
      expect((await readImage(AUTZEN, null)).metresPerPixel).toBeCloseTo(0.3048, 6);
    },
  );
  if (!existsSync(REAL)) console.info(`skipping the real-imagery check: ${REAL} is absent`);
});
