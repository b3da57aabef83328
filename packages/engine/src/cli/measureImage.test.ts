import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeArrayBuffer } from 'geotiff';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readClassPng } from './classPng.ts';
import { exportDemo } from './exportDemoFiles.ts';
import { measureImage, type MeasureOptions } from './measureImage.ts';

let dir = '';
let parcel = '';
const options = (overrides: Partial<MeasureOptions>): MeasureOptions => ({
  imagePath: join(parcel, 'image.png'),
  gsd: 0.3,
  nirPath: join(parcel, 'nir.png'),
  parcelPath: join(parcel, 'parcel.geojson'),
  footprintsPath: join(parcel, 'footprints-px.geojson'),
  truthPath: join(parcel, 'truth.png'),
  maskOutPath: null,
  captureDate: null,
  // The demo painter's images, read as the product reads the demo region's imagery.
  classifier: 'pixels',
  ...overrides,
});

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'yardstick-measure-'));
  await exportDemo({ seed: 66208, outDir: dir, parcelCrops: 6, wholeRegion: false });
  const parcels = await readdir(join(dir, 'parcels'));
  // The sixth lot is a house lot on every layout of this seed.
  parcel = join(dir, 'parcels', parcels.sort()[5] ?? '');
  // Painting and exporting the region takes seconds on a loaded 2-core machine.
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('measure CLI core', () => {
  it('measures an exported demo parcel and scores it against its truth mask', async () => {
    const report = await measureImage(options({ maskOutPath: join(dir, 'classes.png') }));
    expect(report.image).toMatchObject({ bands: 'RGB+NIR', metresPerPixel: 0.3 });
    expect(report.mowable.sqFt).toBeGreaterThan(1000);
    expect(
      Math.abs(report.mowable.outlineSqFt - report.mowable.sqFt) / report.mowable.sqFt,
    ).toBeLessThan(0.03);
    expect(report.classesSqFt.lawn).toBeGreaterThanOrEqual(report.mowable.sqFt);
    expect(report.truth?.lawnIoU).toBeGreaterThan(0.9);
    expect(Math.abs(report.truth?.mowableErrorPercent ?? 100)).toBeLessThan(10);
    expect(report.complexity.score).toBeGreaterThanOrEqual(1);
    const written = await readClassPng(join(dir, 'classes.png'));
    expect([written.width, written.height]).toEqual([report.image.width, report.image.height]);
  });

  it('reports the lot’s paving, beds, lawn edges and trees for services beyond mowing', async () => {
    const { services } = await measureImage(options({}));
    expect(services.hardscape.pieces.map((p) => p.kind)).toContain('driveway');
    expect(services.hardscape.totalSqFt).toBeCloseTo(
      services.hardscape.pieces.reduce((sum, p) => sum + p.sqFt, 0),
      0,
    );
    expect(services.edges.hardFt).toBeGreaterThan(0);
    // The demo's sidewalk runs along the front lot line, 1.5 m wide.
    expect(services.hardscape.sidewalkSqFt).toBeGreaterThan(0);
    for (const confidence of Object.values(services.confidence)) {
      expect(confidence).toBeGreaterThan(0);
      expect(confidence).toBeLessThanOrEqual(1);
    }
  });

  it('scores against a known lawn area as it does against the truth mask', async () => {
    const masked = await measureImage(options({}));
    const trueSqFt = masked.truth?.trueMowableSqFt ?? 0;
    const report = await measureImage(options({ truthPath: null, truthSqFt: trueSqFt }));
    expect(report.truth).toBeUndefined();
    expect(report.truthArea?.trueMowableSqFt).toBe(trueSqFt);
    expect(report.truthArea?.mowableErrorPercent).toBeCloseTo(
      ((report.mowable.sqFt - trueSqFt) / trueSqFt) * 100,
      1,
    );
  });

  it('reads an image as a photograph with the region classifier unless told it is painted', async () => {
    const report = await measureImage(
      options({ classifier: undefined, maskOutPath: join(dir, 'regions.png') }),
    );
    expect(report.classifier).toBe('regions');
    expect(report.mowable.sqFt).toBeGreaterThan(1000);
    expect(report.truth?.lawnIoU).toBeGreaterThan(0.8);
    const painted = await measureImage(options({ maskOutPath: join(dir, 'pixels.png') }));
    expect(painted.classifier).toBe('pixels');
    const pixels = await readClassPng(join(dir, 'pixels.png'));
    const regions = await readClassPng(join(dir, 'regions.png'));
    // Another classifier, another class map.
    expect(Buffer.from(regions.classes).equals(Buffer.from(pixels.classes))).toBe(false);
  });

  it('tells each step as it starts, naming the image and its size', async () => {
    const steps: string[] = [];
    const report = await measureImage(options({ onProgress: (step) => steps.push(step) }));
    const { width, height } = report.image;
    expect(steps).toEqual([
      'Reading image.png',
      `Classifying ${width} × ${height} px (${((width * height) / 1e6).toFixed(1)} MP, RGB+NIR) at 0.3 m per pixel`,
      'Measuring the lawn and its obstacles',
      'Measuring beds, paving, edges and trees',
    ]);
  });

  it('works on colour alone, without NIR or footprints', async () => {
    const report = await measureImage(options({ nirPath: null, footprintsPath: null }));
    expect(report.image.bands).toBe('RGB');
    expect(report.mowable.sqFt).toBeGreaterThan(0);
    expect(report.truth?.lawnIoU).toBeGreaterThan(0.5);
  });

  it('gives the confidence of the measurement, lower for old imagery and without a parcel', async () => {
    const recent = new Date(Date.now() - 100 * 24 * 3600 * 1000).toISOString().slice(0, 10);
    const fresh = await measureImage(options({ captureDate: recent }));
    expect(fresh.measurement).toMatchObject({ imageryDate: recent, parcelSource: 'parcel' });
    expect(fresh.measurement.confidence).toBeGreaterThan(0.5);
    expect(fresh.measurement.confidence).toBeLessThanOrEqual(1);
    const old = await measureImage(options({ captureDate: '2015-06-01' }));
    expect(old.measurement.confidence).toBeLessThan(fresh.measurement.confidence);
    const noLot = await measureImage(options({ captureDate: recent, parcelPath: null }));
    expect(noLot.measurement.parcelSource).toBe('estimated');
    expect(noLot.measurement.confidence).toBeLessThan(fresh.measurement.confidence);
  });

  it('measures only the ground of a drone orthophoto, not its transparent corners', async () => {
    // 40 × 40 px at 0.5 m: a transparent white left half, an opaque lawn on the right.
    const rgba = new Uint8Array(40 * 40 * 4);
    for (let i = 0; i < 40 * 40; i++)
      rgba.set(i % 40 < 20 ? [255, 255, 255, 0] : [62, 110, 48, 255], i * 4);
    const path = join(dir, 'drone.tif');
    await writeFile(
      path,
      new Uint8Array(
        writeArrayBuffer(rgba, {
          width: 40,
          height: 40,
          SamplesPerPixel: 4,
          BitsPerSample: [8, 8, 8, 8],
          PhotometricInterpretation: 2,
          ExtraSamples: [2],
        }),
      ),
    );
    const report = await measureImage(
      options({
        imagePath: path,
        gsd: 0.5,
        nirPath: null,
        parcelPath: null,
        footprintsPath: null,
        truthPath: null,
      }),
    );
    expect(report.image.bands).toBe('RGB');
    // 800 px of 0.25 m²: 200 m², not the 400 m² of the whole square.
    expect(report.measuredAreaSqFt).toBeCloseTo(2152.8, 0);
    expect(report.measurement.parcelSource).toBe('estimated');
  });

  it('asks for --gsd when the image does not say its resolution', async () => {
    await expect(measureImage(options({ gsd: null }))).rejects.toThrow(/pass --gsd/);
  });
});
