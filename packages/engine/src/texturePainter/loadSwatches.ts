import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readImage } from '../cli/readImage.ts';
import { EXEMPLARS, type Exemplar, type Material } from './exemplars.ts';
import { cutSwatch, type Swatch } from './swatch.ts';

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

/** Reads each source image once per process and cuts every exemplar out of it. */
export function loadSwatchLibrary(): Promise<SwatchLibrary> {
  library ??= readLibrary(sharedDataDir());
  return library;
}

async function readLibrary(dir: string): Promise<SwatchLibrary> {
  const bySource = new Map<string, Exemplar[]>();
  for (const e of EXEMPLARS) bySource.set(e.source, [...(bySource.get(e.source) ?? []), e]);
  const swatches: Swatch[] = [];
  for (const [source, exemplars] of bySource) {
    const { bands } = await readImage(join(dir, source), null);
    for (const e of exemplars) swatches.push(cutSwatch(e, bands));
  }
  const out = new Map<Material, Swatch[]>();
  for (const s of swatches)
    out.set(s.exemplar.material, [...(out.get(s.exemplar.material) ?? []), s]);
  return out;
}
