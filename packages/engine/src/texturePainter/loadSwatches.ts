import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { readGeoTiff } from '../providers/imagery/readGeotiff.ts';
import type { RasterBands } from '../raster/geoRaster.ts';
import { EXEMPLARS, type Exemplar, type Material } from './exemplars.ts';
import { cutSwatch, exemplarWindow, type Swatch } from './swatch.ts';

/** ../shared/data beside the repository, or TEXTURE_DATA_DIR. */
export function sharedDataDir(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  return process.env.TEXTURE_DATA_DIR ?? resolve(here, '../../../../../shared/data');
}

/** True when every source image of the catalogue can be read. */
export function textureExemplarsAvailable(): boolean {
  const dir = sharedDataDir();
  return EXEMPLARS.every((e) => existsSync(join(dir, e.source)));
}

export type SwatchLibrary = ReadonlyMap<Material, readonly Swatch[]>;

let library: Promise<SwatchLibrary> | null = null;

/** Reads only the windows of the source images the exemplars need, once per process. */
export function loadSwatchLibrary(): Promise<SwatchLibrary> {
  library ??= readLibrary(sharedDataDir());
  return library;
}

async function readLibrary(dir: string): Promise<SwatchLibrary> {
  const bySource = new Map<string, Exemplar[]>();
  for (const e of EXEMPLARS) bySource.set(e.source, [...(bySource.get(e.source) ?? []), e]);
  const perSource = await Promise.all(
    [...bySource].map(async ([source, exemplars]) => {
      const path = join(dir, source);
      const read = /\.tiff?$/i.test(source) ? tiffWindows(path) : pictureWindows(path);
      const windows = await read(exemplars.map(exemplarWindow));
      return exemplars.map((e, k) => {
        const bands = windows[k];
        if (!bands) throw new Error(`no pixels for the exemplar "${e.note}"`);
        return cutSwatch(e, bands);
      });
    }),
  );
  const out = new Map<Material, Swatch[]>();
  for (const s of perSource.flat())
    out.set(s.exemplar.material, [...(out.get(s.exemplar.material) ?? []), s]);
  return out;
}

/** [x0, y0, x1, y1] in source pixels, inside the image. */
type Window = readonly [number, number, number, number];

/** GeoTIFF windows: only the strips or tiles under each window are decoded. */
function tiffWindows(path: string) {
  return async (windows: Window[]): Promise<RasterBands[]> => {
    const body = await readFile(path);
    const { fromArrayBuffer } = await import('geotiff');
    const copy = body.buffer.slice(body.byteOffset, body.byteOffset + body.byteLength);
    const image = await (await fromArrayBuffer(copy)).getImage();
    const out: RasterBands[] = [];
    for (const w of windows)
      out.push((await readGeoTiff(body, [...clamp(w, image.getWidth(), image.getHeight())])).bands);
    return out;
  };
}

/** JPEG/PNG: one decode, then the windows are copied out of the interleaved pixels. */
function pictureWindows(path: string) {
  return async (windows: Window[]): Promise<RasterBands[]> => {
    const { data, info } = await sharp(path)
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    return windows.map((w) => {
      const [x0, y0, x1, y1] = clamp(w, info.width, info.height);
      const width = x1 - x0;
      const height = y1 - y0;
      const plane = (offset: number) => {
        const p = new Uint8Array(width * height);
        for (let y = 0; y < height; y++) {
          let s = ((y0 + y) * info.width + x0) * info.channels + offset;
          for (let x = 0; x < width; x++, s += info.channels) p[y * width + x] = data[s] ?? 0;
        }
        return p;
      };
      return { width, height, red: plane(0), green: plane(1), blue: plane(2), nir: null };
    });
  };
}

function clamp([x0, y0, x1, y1]: Window, width: number, height: number): Window {
  return [Math.max(0, x0), Math.max(0, y0), Math.min(width, x1), Math.min(height, y1)];
}
