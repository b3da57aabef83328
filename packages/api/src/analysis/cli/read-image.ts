import { readFile } from 'node:fs/promises';
import { fromArrayBuffer } from 'geotiff';
import sharp from 'sharp';
import { z } from 'zod';
import { UnreadableImageError } from '../errors.ts';
import type { RasterBands } from '../raster/geo-raster.ts';

export interface LoadedImage {
  bands: RasterBands;
  /** Ground size of a pixel from the file's georeference, when it has one in metres. */
  metresPerPixel: number | null;
}

/** PNG/JPEG/WebP via sharp (RGB; a separate grey NIR image may be given), GeoTIFF via geotiff (RGB or RGBN, 8 or 16 bit). */
export async function readImage(path: string, nirPath: string | null): Promise<LoadedImage> {
  const loaded = /\.tiff?$/i.test(path) ? await readTiff(path) : await readPicture(path);
  if (nirPath) {
    const nir = await readGrey(nirPath);
    if (nir.width !== loaded.bands.width || nir.height !== loaded.bands.height)
      throw new UnreadableImageError('the NIR image is not the same size as the colour image');
    loaded.bands.nir = nir.data;
  }
  return loaded;
}

async function readPicture(path: string): Promise<LoadedImage> {
  const { channels = 0, hasAlpha = false } = await sharp(path).metadata();
  if (channels - (hasAlpha ? 1 : 0) < 3)
    throw new UnreadableImageError(
      'it has no colour bands (at least red, green and blue are needed)',
    );
  const { data, info } = await sharp(path)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const n = info.width * info.height;
  const plane = (offset: number) => {
    const out = new Uint8Array(n);
    for (let i = 0; i < n; i++) out[i] = data[i * info.channels + offset] ?? 0;
    return out;
  };
  return {
    bands: {
      width: info.width,
      height: info.height,
      red: plane(0),
      green: plane(1),
      blue: plane(2),
      nir: null,
    },
    metresPerPixel: null,
  };
}

async function readGrey(
  path: string,
): Promise<{ width: number; height: number; data: Uint8Array }> {
  const { data, info } = await sharp(path).greyscale().raw().toBuffer({ resolveWithObject: true });
  return {
    width: info.width,
    height: info.height,
    data: Uint8Array.from(data.subarray(0, info.width * info.height)),
  };
}

const geoKeysSchema = z.looseObject({
  GTModelTypeGeoKey: z.number().optional(),
  ProjLinearUnitsGeoKey: z.number().optional(),
});
const PROJECTED_MODEL = 1;
const LINEAR_METRE = 9001;

async function readTiff(path: string): Promise<LoadedImage> {
  const file = await readFile(path);
  const tiff = await fromArrayBuffer(
    file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength),
  );
  const image = await tiff.getImage();
  const samples = image.getSamplesPerPixel();
  if (samples < 3)
    throw new UnreadableImageError(
      `it has ${samples} band${samples === 1 ? '' : 's'}; at least red, green and blue are needed`,
    );
  const width = image.getWidth();
  const height = image.getHeight();
  const rasters = await image.readRasters();
  const planes: number[][] = [];
  for (let b = 0; b < Math.min(4, samples); b++) {
    const plane = rasters[b];
    planes.push(plane && typeof plane !== 'number' ? Array.from(plane, Number) : []);
  }
  const stretch = image.getBitsPerSample() > 8 ? stretchFor(planes.slice(0, 3)) : null;
  const toBytes = (plane: readonly number[] | undefined) => {
    const out = new Uint8Array(width * height);
    if (!plane) return out;
    for (let i = 0; i < out.length; i++) {
      const v = plane[i] ?? 0;
      out[i] = stretch
        ? Math.round(
            Math.max(0, Math.min(1, (v - stretch.low) / (stretch.high - stretch.low))) * 255,
          )
        : v;
    }
    return out;
  };
  const keys = geoKeysSchema.safeParse(image.getGeoKeys() ?? {});
  const metric =
    keys.success &&
    keys.data.GTModelTypeGeoKey === PROJECTED_MODEL &&
    (keys.data.ProjLinearUnitsGeoKey ?? LINEAR_METRE) === LINEAR_METRE;
  const [rx, ry] = metric ? image.getResolution() : [];
  return {
    bands: {
      width,
      height,
      red: toBytes(planes[0]),
      green: toBytes(planes[1]),
      blue: toBytes(planes[2]),
      nir: samples >= 4 ? toBytes(planes[3]) : null,
    },
    metresPerPixel: rx !== undefined && ry !== undefined ? (Math.abs(rx) + Math.abs(ry)) / 2 : null,
  };
}

/** 0.5 %–99.5 % of the visible-band values mapped to 0–255, one stretch for all bands so colour balance holds. */
function stretchFor(planes: readonly (readonly number[])[]): { low: number; high: number } {
  const values: number[] = [];
  for (const plane of planes) for (let i = 0; i < plane.length; i += 7) values.push(plane[i] ?? 0);
  values.sort((a, b) => a - b);
  const low = values[Math.floor(values.length * 0.005)] ?? 0;
  const high = values[Math.floor(values.length * 0.995)] ?? 255;
  return { low, high: Math.max(high, low + 1) };
}
