import sharp from 'sharp';
import type { RasterBands } from '../../raster/geoRaster.ts';

/** Why an image from a provider could not be used (the cause of ImageryUnavailableError). */
export class ImageDecodeFailure extends Error {
  override name = 'ImageDecodeFailure';
}

/**
 * Decodes a provider's image (GeoTIFF with 3–4 bands of 8 or 16 bits, or PNG/JPEG) into
 * 8-bit planar bands, and checks it has the size that was asked for.
 */
export async function decodeImage(
  body: Buffer,
  expected: { width: number; height: number },
): Promise<RasterBands> {
  let bands: RasterBands;
  try {
    bands = isTiff(body) ? await decodeTiff(body) : await decodePicture(body);
  } catch (error) {
    if (error instanceof ImageDecodeFailure) throw error;
    throw new ImageDecodeFailure('the image could not be decoded', { cause: error });
  }
  if (bands.width !== expected.width || bands.height !== expected.height)
    throw new ImageDecodeFailure(
      `the image is ${bands.width}×${bands.height} px, not the ${expected.width}×${expected.height} px asked for`,
    );
  return bands;
}

function isTiff(body: Buffer): boolean {
  const magic = body.toString('latin1', 0, 4);
  return magic === 'II*\0' || magic === 'MM\0*';
}

async function decodeTiff(body: Buffer): Promise<RasterBands> {
  const copy = new ArrayBuffer(body.byteLength);
  new Uint8Array(copy).set(body);
  const { fromArrayBuffer } = await import('geotiff');
  const tiff = await fromArrayBuffer(copy);
  const image = await tiff.getImage();
  const samples = image.getSamplesPerPixel();
  if (samples < 3) throw new ImageDecodeFailure(`the image has ${samples} band(s), not RGB`);
  const width = image.getWidth();
  const height = image.getHeight();
  const rasters = await image.readRasters();
  const planes = [0, 1, 2, 3].slice(0, Math.min(4, samples)).map((b) => rasters[b]);
  const scale = image.getBitsPerSample() > 8 ? 255 / (2 ** image.getBitsPerSample() - 1) : 1;
  // Plain loops: TypedArray.from with a mapper runs the iterator protocol per pixel, about
  // forty times slower on a window of imagery.
  const toBytes = (plane: (typeof rasters)[number] | undefined) => {
    if (!plane || typeof plane === 'number' || plane.length !== width * height)
      throw new ImageDecodeFailure('a band of the image is missing or truncated');
    const out = new Uint8Array(plane.length);
    for (let i = 0; i < plane.length; i++)
      out[i] = Math.max(0, Math.min(255, Math.round(Number(plane[i] ?? 0) * scale)));
    return out;
  };
  return {
    width,
    height,
    red: toBytes(planes[0]),
    green: toBytes(planes[1]),
    blue: toBytes(planes[2]),
    nir: samples >= 4 ? toBytes(planes[3]) : null,
  };
}

async function decodePicture(body: Buffer): Promise<RasterBands> {
  const { data, info } = await sharp(body)
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  if (info.channels < 3) throw new ImageDecodeFailure('the image has no colour bands');
  const n = info.width * info.height;
  const plane = (offset: number) => {
    const out = new Uint8Array(n);
    for (let i = 0; i < n; i++) out[i] = data[i * info.channels + offset] ?? 0;
    return out;
  };
  return {
    width: info.width,
    height: info.height,
    red: plane(0),
    green: plane(1),
    blue: plane(2),
    nir: null,
  };
}
