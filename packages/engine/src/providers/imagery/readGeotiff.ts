import type { GeoTIFFImage } from 'geotiff';
import { z } from 'zod';
import { boundsOfPositions, pixelSizeMetres, type GeoReference } from '../../geo/georeference.ts';
import type { RasterBands } from '../../raster/geoRaster.ts';
import { ImageDecodeFailure } from './decodeImage.ts';
import { utmToLonLat, utmZoneOf } from './utm.ts';

/** What a GeoTIFF holds, read into what the engine can use. */
export interface GeoTiffRaster {
  /** colour: 3–4 bands; grey: one band (panchromatic); labels: one band with a palette. */
  kind: 'colour' | 'grey' | 'labels';
  /** 8-bit bands to look at or classify (grey is copied into R, G and B; labels are painted). */
  bands: RasterBands;
  /** The raw class codes of a label raster. */
  labels: Uint8Array | null;
  /** 1 where the image has ground, 0 where its alpha is transparent; null without an alpha band. */
  coverage: Uint8Array | null;
  crs: { epsg: number | null; projected: boolean; name: string };
  /** [minX, minY, maxX, maxY] in the file's CRS units. */
  bbox: number[];
  /**
   * Ground size of a pixel: in a projected CRS whose linear unit is known (metre, foot, US
   * survey foot, or a unit of given size), or in degrees at the image's latitude.
   */
  metresPerPixel: number | null;
  /** Lon/lat georeference when the CRS is geographic or UTM; null for others (e.g. Albers). */
  georef: GeoReference | null;
}

const geoKeys = z.looseObject({
  GTModelTypeGeoKey: z.number().optional(),
  ProjectedCSTypeGeoKey: z.number().optional(),
  GeographicTypeGeoKey: z.number().optional(),
  ProjLinearUnitsGeoKey: z.number().optional(),
  ProjLinearUnitSizeGeoKey: z.number().optional(),
  GTCitationGeoKey: z.string().optional(),
  PCSCitationGeoKey: z.string().optional(),
});
const PROJECTED = 1;
const GEOGRAPHIC = 2;
const METRE = 9001;
const USER_DEFINED = 32767;
/** Metres in each linear unit GeoTIFF names by its EPSG code. */
const UNIT_METRES = new Map([
  [METRE, 1],
  [9002, 0.3048], // foot
  [9003, 1200 / 3937], // US survey foot, the unit of most US State Plane orthophotos
]);

/**
 * Metres in the projected CRS's linear unit; null: unknown. A file that names no unit is in
 * metres unless its CRS's name says feet: EPSG's names end in "(ftUS)" or "(ft)", ESRI's in
 * "_Feet" (US survey) or "_Feet_Intl". A State Plane file read as metres would be measured
 * ten times too large.
 */
function metresPerUnit(keys: z.infer<typeof geoKeys>): number | null {
  const unit = keys.ProjLinearUnitsGeoKey ?? unitNamedIn(citations(keys)) ?? METRE;
  if (unit === USER_DEFINED) return keys.ProjLinearUnitSizeGeoKey ?? null;
  return UNIT_METRES.get(unit) ?? null;
}

const citations = (keys: z.infer<typeof geoKeys>) =>
  [keys.PCSCitationGeoKey, keys.GTCitationGeoKey].filter((c) => c !== undefined).join(' | ');

/** The foot a CRS's name ends in, as GeoTIFF's unit code; undefined when it names none. */
function unitNamedIn(citation: string): number | undefined {
  if (/\(ftUS\)|US[ _]survey[ _]f(oo|ee)t/i.test(citation)) return 9003;
  if (/\(ft\)|Feet_Intl|international[ _]f(oo|ee)t/i.test(citation)) return 9002;
  // ESRI's State Plane names end in _Feet for the US survey foot.
  if (/(^|[^a-z])f(oo|ee)t([^a-z]|$)/i.test(citation)) return 9003;
  return undefined;
}

/** Reads a GeoTIFF (whole, or a pixel window [x0, y0, x1, y1]) from memory. */
export async function readGeoTiff(body: Uint8Array, window?: number[]): Promise<GeoTiffRaster> {
  const copy = new ArrayBuffer(body.byteLength);
  new Uint8Array(copy).set(body);
  const { fromArrayBuffer } = await import('geotiff');
  const image = await (await fromArrayBuffer(copy)).getImage();
  const keys = geoKeys.parse(image.getGeoKeys() ?? {});
  const [x0, y0, x1, y1] = window ?? [0, 0, image.getWidth(), image.getHeight()];
  const width = (x1 ?? 0) - (x0 ?? 0);
  const height = (y1 ?? 0) - (y0 ?? 0);
  const rasters = await image.readRasters(window ? { window } : {});
  const planes = Array.from({ length: image.getSamplesPerPixel() }, (_, b) => {
    const plane = rasters[b];
    if (!plane || typeof plane === 'number' || plane.length !== width * height)
      throw new ImageDecodeFailure('a band of the image is missing or truncated');
    return plane;
  });
  const extraSamples: unknown = await image.fileDirectory.loadValue('ExtraSamples');
  const fourth = planes[3];
  let coverage: Uint8Array | null = null;
  if (
    planes.length === 4 &&
    fourth &&
    isAlphaMask(fourth, extraSamples, image.getBitsPerSample())
  ) {
    planes.pop();
    coverage = new Uint8Array(fourth.length);
    for (let i = 0; i < fourth.length; i++) coverage[i] = fourth[i] ? 1 : 0;
  }
  const palette = await colourMap(image);
  if (
    planes.length === 3 &&
    (await image.fileDirectory.loadValue('PhotometricInterpretation')) === YCBCR
  )
    planes.splice(0, 3, ...ycbcrToRgb(planes, width * height));
  const { kind, bands, labels } = toBands(planes, width, height, image.getBitsPerSample(), palette);
  const projected = keys.GTModelTypeGeoKey === PROJECTED;
  const epsg = projected
    ? (keys.ProjectedCSTypeGeoKey ?? null)
    : (keys.GeographicTypeGeoKey ?? null);
  const unitMetres = projected ? metresPerUnit(keys) : null;
  const full = image.getBoundingBox();
  const [rx = 0, ry = 0] = image.getResolution();
  const bbox = [
    (full[0] ?? 0) + (x0 ?? 0) * rx,
    (full[3] ?? 0) + (y1 ?? 0) * ry,
    (full[0] ?? 0) + (x1 ?? 0) * rx,
    (full[3] ?? 0) + (y0 ?? 0) * ry,
  ];
  const georef = lonLatGeoReference(keys.GTModelTypeGeoKey, epsg, bbox, width, height);
  return {
    kind,
    bands,
    labels,
    coverage,
    crs: {
      epsg: epsg === USER_DEFINED ? null : epsg,
      projected,
      name: keys.PCSCitationGeoKey ?? keys.GTCitationGeoKey ?? `EPSG:${epsg ?? '?'}`,
    },
    bbox,
    metresPerPixel: projected
      ? unitMetres && ((Math.abs(rx) + Math.abs(ry)) / 2) * unitMetres
      : geographicPixelSize(georef),
    georef,
  };
}

/** The ground size of a pixel of a lon/lat image: the side of a square of its area. */
function geographicPixelSize(georef: GeoReference | null): number | null {
  if (!georef) return null;
  const { x, y } = pixelSizeMetres(georef);
  return Math.sqrt(x * y);
}

function lonLatGeoReference(
  model: number | undefined,
  epsg: number | null,
  [minX = 0, minY = 0, maxX = 0, maxY = 0]: number[],
  width: number,
  height: number,
): GeoReference | null {
  if (model === GEOGRAPHIC)
    return { bounds: { west: minX, south: minY, east: maxX, north: maxY }, width, height };
  const utm = epsg === null ? null : utmZoneOf(epsg);
  if (!utm) return null;
  // A few hundred metres of UTM are a plate carrée to well under a pixel: take the corners' box.
  const corners = [
    utmToLonLat(minX, minY, utm),
    utmToLonLat(maxX, minY, utm),
    utmToLonLat(minX, maxY, utm),
    utmToLonLat(maxX, maxY, utm),
  ];
  return { bounds: boundsOfPositions(corners), width, height };
}

/** ExtraSamples values for alpha: 1 associated, 2 unassociated (0, unspecified, is NAIP's NIR). */
const ALPHA_SAMPLES = new Set([1, 2]);

/**
 * Whether a fourth band is an alpha mask rather than near-infrared. Drone orthophotos
 * (OpenDroneMap, WebODM) are RGBA, transparent outside their footprint and opaque inside; read
 * as near-infrared, that alpha makes every opaque pixel a plant. Some NAIP tiles mark their
 * near-infrared band as alpha too, but it takes every value between, not only the two ends.
 */
function isAlphaMask(plane: Plane, extraSamples: unknown, bits: number): boolean {
  const first: unknown = ArrayBuffer.isView(extraSamples)
    ? (extraSamples as Uint16Array)[0]
    : Array.isArray(extraSamples)
      ? extraSamples[0]
      : extraSamples;
  if (typeof first !== 'number' || !ALPHA_SAMPLES.has(first)) return false;
  const opaque = 2 ** bits - 1;
  for (let i = 0; i < plane.length; i++) {
    const v = plane[i];
    if (v !== 0 && v !== opaque) return false;
  }
  return true;
}

/** PhotometricInterpretation of JPEG-compressed colour (SWISSIMAGE, many orthophotos): the planes are luma and chroma. */
const YCBCR = 6;

/** JFIF's full-range YCbCr to RGB (clamped arrays round and clamp to bytes). */
function ycbcrToRgb([y, cb, cr]: Plane[], n: number): [Uint8Array, Uint8Array, Uint8Array] {
  const red = new Uint8ClampedArray(n);
  const green = new Uint8ClampedArray(n);
  const blue = new Uint8ClampedArray(n);
  for (let i = 0; i < n; i++) {
    const l = y?.[i] ?? 0;
    const b = (cb?.[i] ?? 128) - 128;
    const r = (cr?.[i] ?? 128) - 128;
    red[i] = l + 1.402 * r;
    green[i] = l - 0.344136 * b - 0.714136 * r;
    blue[i] = l + 1.772 * b;
  }
  return [new Uint8Array(red.buffer), new Uint8Array(green.buffer), new Uint8Array(blue.buffer)];
}

async function colourMap(image: GeoTIFFImage): Promise<Uint16Array | null> {
  const value: unknown = await image.fileDirectory.loadValue('ColorMap');
  return value instanceof Uint16Array ? value : null;
}

type Plane = ArrayLike<number>;

function toBands(
  planes: Plane[],
  width: number,
  height: number,
  bits: number,
  palette: Uint16Array | null,
): Pick<GeoTiffRaster, 'kind' | 'bands' | 'labels'> {
  const n = width * height;
  const [first, second, third, fourth] = planes;
  if (first && second && third) {
    // Deep colour uses a fraction of its range: one stretch for all bands keeps the colour balance.
    const range = bits > 8 ? stretchRange([first, second, third], n) : null;
    const bytes = (p: Plane) => (range ? stretched(p, n, range) : firstBytes(p, n));
    const nir = fourth ? bytes(fourth) : null;
    return {
      kind: 'colour',
      bands: { width, height, red: bytes(first), green: bytes(second), blue: bytes(third), nir },
      labels: null,
    };
  }
  if (!first) throw new ImageDecodeFailure('the image has no bands');
  if (palette) {
    const labels = firstBytes(first, n);
    const entries = palette.length / 3;
    const paint = (offset: number) => {
      const out = new Uint8Array(n);
      for (let i = 0; i < n; i++) out[i] = (palette[offset * entries + (labels[i] ?? 0)] ?? 0) >> 8;
      return out;
    };
    return {
      kind: 'labels',
      bands: { width, height, red: paint(0), green: paint(1), blue: paint(2), nir: null },
      labels,
    };
  }
  const grey = stretched(first, n, stretchRange([first], n));
  return {
    kind: 'grey',
    bands: { width, height, red: grey, green: grey.slice(), blue: grey.slice(), nir: null },
    labels: null,
  };
}

interface StretchRange {
  low: number;
  high: number;
}

/** The 0.5 % and 99.5 % values over the planes (16-bit imagery uses a fraction of its range). */
function stretchRange(planes: readonly Plane[], n: number): StretchRange {
  const sample: number[] = [];
  for (const plane of planes) for (let i = 0; i < n; i += 7) sample.push(plane[i] ?? 0);
  sample.sort((a, b) => a - b);
  const low = sample[Math.floor(sample.length * 0.005)] ?? 0;
  const high = Math.max(low + 1, sample[Math.floor(sample.length * 0.995)] ?? 255);
  return { low, high };
}

// Plain loops below: TypedArray.from with a mapper calls it through the iterator protocol
// for every pixel, many times slower on a whole tile.

/** The first n values as bytes (8-bit planes and palette indices). */
function firstBytes(plane: Plane, n: number): Uint8Array {
  const out = new Uint8Array(n);
  for (let i = 0; i < n; i++) out[i] = plane[i] ?? 0;
  return out;
}

/** The range mapped to 0–255. */
function stretched(plane: Plane, n: number, { low, high }: StretchRange): Uint8Array {
  const out = new Uint8Array(n);
  for (let i = 0; i < n; i++)
    out[i] = Math.max(0, Math.min(255, Math.round((((plane[i] ?? 0) - low) / (high - low)) * 255)));
  return out;
}
