import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { writeArrayBuffer } from 'geotiff';
import { describe, expect, it } from 'vitest';
import { classifyPixels } from '../../classify/classifyPixels.ts';
import { pixelSizeMetres } from '../../geo/georeference.ts';
import { LAND_CLASSES } from '../../landClasses.ts';
import { readGeoTiff } from './readGeotiff.ts';
import { utmToLonLat, utmZoneOf } from './utm.ts';

/** ../shared/data from the repository root: real files, never committed. */
const DATA = fileURLToPath(new URL('../../../../../../shared/data/', import.meta.url));
const haveData = existsSync(DATA);
if (!haveData) console.log(`Skipping the real-imagery reader tests: ${DATA} is absent.`);
const file = (path: string) => readFileSync(`${DATA}${path}`);

describe('utmToLonLat', () => {
  it('puts the central meridian at the equator where it belongs', () => {
    const [lon, lat] = utmToLonLat(500_000, 0, { zone: 31, north: true });
    expect(lon).toBeCloseTo(3, 9);
    expect(lat).toBeCloseTo(0, 9);
  });

  it('matches the textbook example within a metre (CN Tower, zone 17N)', () => {
    // Wikipedia, "Universal Transverse Mercator coordinate system": 43°38′33.24″N
    // 79°23′13.7″W is 630084 m E, 4833438 m N in zone 17.
    const [lon, lat] = utmToLonLat(630_084, 4_833_438, { zone: 17, north: true });
    expect(Math.abs(lon - -(79 + 23 / 60 + 13.7 / 3600))).toBeLessThan(1.5e-5);
    expect(Math.abs(lat - (43 + 38 / 60 + 33.24 / 3600))).toBeLessThan(1e-5);
  });

  it('knows the UTM EPSG families', () => {
    expect(utmZoneOf(26913)).toEqual({ zone: 13, north: true });
    expect(utmZoneOf(32616)).toEqual({ zone: 16, north: true });
    expect(utmZoneOf(32755)).toEqual({ zone: 55, north: false });
    expect(utmZoneOf(5070)).toBeNull();
  });
});

describe('readGeoTiff', () => {
  it('reads a 16-bit single-band UTM file as stretched grey with a lon/lat georeference', async () => {
    const values = new Uint16Array(40 * 30).map((_, i) => 300 + (i % 40) * 10);
    const tiff = writeArrayBuffer(values, {
      width: 40,
      height: 30,
      BitsPerSample: [16],
      SamplesPerPixel: 1,
      GTModelTypeGeoKey: 1,
      ProjectedCSTypeGeoKey: 32616,
      ModelPixelScale: [0.5, 0.5, 0],
      ModelTiepoint: [0, 0, 0, 733_601, 3_725_139, 0],
    });
    const raster = await readGeoTiff(new Uint8Array(tiff));
    expect(raster.kind).toBe('grey');
    expect(raster.crs).toMatchObject({ epsg: 32616, projected: true });
    expect(raster.metresPerPixel).toBe(0.5);
    expect(Math.min(...raster.bands.red)).toBe(0);
    expect(Math.max(...raster.bands.red)).toBe(255);
    const size = raster.georef ? pixelSizeMetres(raster.georef) : { x: 0, y: 0 };
    expect(size.x).toBeCloseTo(0.5, 1);
    expect(size.y).toBeCloseTo(0.5, 1);
  });

  /** A small RGB file with the given geo keys and pixel scale. */
  const colourTiff = (keys: Record<string, unknown>, scale: number) =>
    new Uint8Array(
      writeArrayBuffer(new Uint8Array(8 * 6 * 3).fill(120), {
        width: 8,
        height: 6,
        SamplesPerPixel: 3,
        BitsPerSample: [8, 8, 8],
        PhotometricInterpretation: 2,
        ModelPixelScale: [scale, scale, 0],
        ...keys,
      }),
    );

  it('converts a State Plane file’s feet to metres, international or US survey', async () => {
    // NAD83 / California zone 5 (ftUS), as many county orthophotos come: half a foot a pixel.
    const stateplane = { GTModelTypeGeoKey: 1, ProjectedCSTypeGeoKey: 2229 };
    const tiepoint = { ModelTiepoint: [0, 0, 0, 6_460_000, 1_840_000, 0] };
    const usFeet = await readGeoTiff(
      colourTiff({ ...stateplane, ...tiepoint, ProjLinearUnitsGeoKey: 9003 }, 0.5),
    );
    expect(usFeet.metresPerPixel).toBeCloseTo(0.1524003, 6);
    const feet = await readGeoTiff(
      colourTiff({ ...stateplane, ...tiepoint, ProjLinearUnitsGeoKey: 9002 }, 1),
    );
    expect(feet.metresPerPixel).toBeCloseTo(0.3048, 6);
    // A unit it does not know (a chain, 9033) gives no resolution rather than a wrong one.
    const chains = await readGeoTiff(
      colourTiff({ ...stateplane, ...tiepoint, ProjLinearUnitsGeoKey: 9033 }, 0.01),
    );
    expect(chains.metresPerPixel).toBeNull();
  });

  it('takes feet from the CRS’s name when a State Plane file names no unit', async () => {
    const stateplane = { GTModelTypeGeoKey: 1, ProjectedCSTypeGeoKey: 2229 };
    const tiepoint = { ModelTiepoint: [0, 0, 0, 6_460_000, 1_840_000, 0] };
    const named = async (citation: Record<string, string>) =>
      (await readGeoTiff(colourTiff({ ...stateplane, ...tiepoint, ...citation }, 0.5)))
        .metresPerPixel;
    expect(await named({ GTCitationGeoKey: 'NAD83 / California zone 5 (ftUS)' })).toBeCloseTo(
      0.1524003,
      6,
    );
    expect(
      await named({ PCSCitationGeoKey: 'NAD_1983_StatePlane_California_V_FIPS_0405_Feet' }),
    ).toBeCloseTo(0.1524003, 6);
    expect(await named({ GTCitationGeoKey: 'NAD83(HARN) / Oregon GIC Lambert (ft)' })).toBeCloseTo(
      0.1524,
      6,
    );
    // A name without feet, or no name at all, is metres as before.
    expect(await named({ GTCitationGeoKey: 'NAD83 / UTM zone 11N' })).toBeCloseTo(0.5, 6);
    expect(await named({})).toBeCloseTo(0.5, 6);
  });

  it('takes a lon/lat file’s pixel size in metres at its latitude', async () => {
    // 0.000005° at 40° N: 0.427 m east-west and 0.555 m north-south.
    const raster = await readGeoTiff(
      colourTiff(
        {
          GTModelTypeGeoKey: 2,
          GeographicTypeGeoKey: 4326,
          ModelTiepoint: [0, 0, 0, -105, 40, 0],
        },
        0.000005,
      ),
    );
    expect(raster.metresPerPixel).toBeCloseTo(Math.sqrt(0.42697 * 0.55518), 3);
  });

  /** A 4-band 8-bit file: grey paving, its fourth band as given, marked as `extra`. */
  const fourBands = (fourth: (i: number) => number, extra: number) => {
    const n = 20 * 10;
    const data = new Uint8Array(n * 4);
    for (let i = 0; i < n; i++) data.set([150, 150, 148, fourth(i)], i * 4);
    return new Uint8Array(
      writeArrayBuffer(data, {
        width: 20,
        height: 10,
        SamplesPerPixel: 4,
        BitsPerSample: [8, 8, 8, 8],
        PhotometricInterpretation: 2,
        ExtraSamples: [extra],
      }),
    );
  };

  it('reads a drone orthophoto’s alpha as no band at all, not as near-infrared', async () => {
    // Transparent on the left, opaque on the right, as OpenDroneMap writes a footprint.
    const raster = await readGeoTiff(fourBands((i) => (i % 20 < 5 ? 0 : 255), 2));
    expect(raster.kind).toBe('colour');
    expect(raster.bands.nir).toBeNull();
    // Where the image has ground: the opaque three quarters of each row.
    expect([...(raster.coverage ?? [])].slice(0, 20)).toEqual([
      ...Array<number>(5).fill(0),
      ...Array<number>(15).fill(1),
    ]);
    const map = classifyPixels({ bands: raster.bands, metresPerPixel: 0.5, buildingMask: null });
    expect(new Set(map.classes)).not.toContain(LAND_CLASSES.indexOf('lawn'));
  });

  it('keeps a fourth band that takes values between as near-infrared, however it is marked', async () => {
    for (const extra of [0, 2]) {
      const raster = await readGeoTiff(fourBands((i) => 60 + (i % 120), extra));
      expect(raster.bands.nir?.[7]).toBe(67);
      expect(raster.coverage).toBeNull();
    }
  });
});

describe.skipIf(!haveData)('readGeoTiff on the real files in ../shared/data', () => {
  it('reads the Colorado Springs orthophoto (NAD83 / UTM 13N, 3 × uint8, 0.15 m)', async () => {
    const raster = await readGeoTiff(
      file('coloradosprings-hro015/201404_13SED190110_201404_0x1500m_CL_1.tif'),
    );
    expect(raster.kind).toBe('colour');
    expect(raster.crs.epsg).toBe(26913);
    expect(raster.metresPerPixel).toBeCloseTo(0.15, 2);
    const { west, south } = raster.georef?.bounds ?? { west: 0, south: 0 };
    // North-east Colorado Springs.
    expect(west).toBeCloseTo(-104.777, 2);
    expect(south).toBeCloseTo(38.953, 2);
  });

  it('reads the Atlanta panchromatic image (WGS84 / UTM 16N, 1 × uint16) as grey', async () => {
    const raster = await readGeoTiff(file('atlanta-spacenet-pan05/sample_geotiff.tif'));
    expect(raster.kind).toBe('grey');
    expect(raster.bands.width).toBe(900);
    expect(raster.metresPerPixel).toBe(0.5);
    expect(raster.georef?.bounds.west).toBeCloseTo(-84.47, 1);
  });

  it('reads a window of a Chesapeake palette label tile (Albers: no lon/lat georeference)', async () => {
    const raster = await readGeoTiff(
      file('chesapeake-lc-wv-format-only/Baywide_13Class_20132014_E1300000_N1770000.tif'),
      // Most of the tile is no-data (0); the labelled part is columns 6885+, rows 1257-6266.
      [8000, 3000, 8500, 3400],
    );
    expect(raster.kind).toBe('labels');
    const expected = [1_308_000, 1_776_600, 1_308_500, 1_777_000];
    raster.bbox.forEach((v, i) => expect(v).toBeCloseTo(expected[i] ?? NaN, 3));
    expect(raster.georef).toBeNull();
    const codes = new Set(raster.labels);
    expect([...codes].every((c) => c >= 1 && c <= 12)).toBe(true);
    // ~90 % tree canopy (class 3), per the data README.
    const tree = raster.labels?.filter((c) => c === 3).length ?? 0;
    expect(tree / (500 * 400)).toBeGreaterThan(0.5);
  });

  it('reads JPEG-compressed YCbCr SWISSIMAGE as RGB: its lawns are green and the scene is not tinted', async () => {
    const raster = await readGeoTiff(
      file('swissimage-detectree/swissimage_0.5m_1091-322_big_600x875.tif'),
    );
    const { red, green, blue, width } = raster.bands;
    const mean = (band: Uint8Array) => band.reduce((a, b) => a + b, 0) / band.length;
    // A suburb in summer: overall neutral-to-green, never the magenta of chroma read as colour.
    expect(mean(green)).toBeGreaterThan(mean(red));
    expect(mean(green)).toBeGreaterThan(mean(blue));
    // The mown lawn west of the north-west tower (x 205–235, y 55–70).
    let g = 0;
    let r = 0;
    for (let y = 55; y < 70; y++)
      for (let x = 205; x < 235; x++) {
        g += green[y * width + x] ?? 0;
        r += red[y * width + x] ?? 0;
      }
    expect(g).toBeGreaterThan(1.1 * r);
  });

  it('classifies the colour orthophoto into known land classes', async () => {
    const raster = await readGeoTiff(
      file('coloradosprings-hro015/201404_13SED190110_201404_0x1500m_CL_1.tif'),
    );
    const map = classifyPixels({ bands: raster.bands, metresPerPixel: 0.15, buildingMask: null });
    expect(map.classes.length).toBe(raster.bands.width * raster.bands.height);
    expect(Math.max(...map.classes)).toBeLessThan(LAND_CLASSES.length);
  });
});
