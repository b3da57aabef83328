import { writeArrayBuffer } from 'geotiff';
import type { LonLatBounds } from '../geo/georeference.ts';
import type { FakeHandler } from './fakeServer.ts';

export interface FakeNaipOptions {
  /** Where the fake has imagery; elsewhere it answers the ArcGIS error-as-200. */
  coverage: LonLatBounds;
  /** Misbehaviours for error tests. */
  mode?: 'normal' | 'wrong-size' | 'garbage';
}

/** A 4-band 8-bit TIFF: lawn (high NIR) on the left, paving on the right. */
export function fakeRgbnTiff(width: number, height: number): Buffer {
  const data = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      data.set(x < width * 0.75 ? [52, 96, 54, 200] : [180, 185, 178, 140], (y * width + x) * 4);
  const tiff = writeArrayBuffer(data, {
    width,
    height,
    SamplesPerPixel: 4,
    BitsPerSample: [8, 8, 8, 8],
    PhotometricInterpretation: 2,
    ExtraSamples: [0],
  });
  return Buffer.from(tiff);
}

const within = (b: LonLatBounds, c: LonLatBounds) =>
  b.west >= c.west && b.east <= c.east && b.south >= c.south && b.north <= c.north;

/** NAIP ImageServer exportImage, f=image, as providers.md documents it. */
export function fakeNaip(options: FakeNaipOptions): FakeHandler {
  return ({ url }) => {
    if (!url.pathname.endsWith('/exportImage')) return { status: 404, body: 'Not Found' };
    const q = url.searchParams;
    const [west = NaN, south = NaN, east = NaN, north = NaN] = (q.get('bbox') ?? '')
      .split(',')
      .map(Number);
    const [width = NaN, height = NaN] = (q.get('size') ?? '').split(',').map(Number);
    const wellFormed =
      [west, south, east, north, width, height].every(Number.isFinite) &&
      q.get('bboxSR') === '4326' &&
      q.get('f') === 'image' &&
      q.get('format') === 'tiff' &&
      q.get('bandIds') === '0,1,2,3' &&
      width <= 4000 &&
      height <= 4000;
    if (!wellFormed)
      return {
        json: { error: { code: 400, message: 'Unable to complete operation.', details: [] } },
      };
    if (!within({ west, south, east, north }, options.coverage))
      return {
        json: { error: { code: 400, message: 'No raster in the extent.', details: [] } },
      };
    if (options.mode === 'garbage')
      return { headers: { 'content-type': 'image/tiff' }, body: Buffer.from('II*\0 not really') };
    const [w, h] = options.mode === 'wrong-size' ? [width + 7, height] : [width, height];
    return { headers: { 'content-type': 'image/tiff' }, body: fakeRgbnTiff(w, h) };
  };
}

export const SPRINGFIELD_COVERAGE: LonLatBounds = {
  west: -89.66,
  south: 39.77,
  east: -89.64,
  north: 39.79,
};
