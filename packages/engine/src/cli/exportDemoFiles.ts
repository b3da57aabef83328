import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import {
  getDemoRegion,
  type DemoRegion,
  type DemoRegionOptions,
} from '../demoRegion/demoRegion.ts';
import type { Position } from '../geo/geojson.ts';
import { boundsOfPositions, expandBounds, lonLatToPixel } from '../geo/georeference.ts';
import { cropPlane, windowForBounds, type PixelWindow } from '../raster/geoRaster.ts';
import { writeClassPng } from './classPng.ts';

/** Margin round each exported parcel crop, as the pipeline fetches it. */
const CROP_MARGIN_M = 12;

export interface ExportOptions {
  seed: number;
  region?: DemoRegionOptions;
  outDir: string;
  /** How many parcels to also export as ready-to-measure crops. */
  parcelCrops: number;
  /** Also write the whole region (a few MB of PNG); crops alone are quicker. */
  wholeRegion: boolean;
}

/**
 * Writes a demo region as files the measure command reads: image.png (RGB), nir.png,
 * truth.png (class colours), parcels.geojson (lon/lat, with attributes), parcels-px.geojson
 * and footprints-px.geojson (pixel coordinates), region.json; and per-parcel crops in
 * parcels/<parcel id>/ with the same files.
 */
export async function exportDemo({
  seed,
  region: regionOptions,
  outDir,
  parcelCrops,
  wholeRegion,
}: ExportOptions): Promise<string[]> {
  const region = getDemoRegion(seed, regionOptions);
  const { raster } = region;
  await mkdir(outDir, { recursive: true });
  const whole: PixelWindow = { x: 0, y: 0, width: raster.width, height: raster.height };
  const written = wholeRegion ? await writeWindow(region, whole, outDir) : [];
  const toPixel = ([lon, lat]: Position): Position => lonLatToPixel(raster.georef, lon, lat);
  const parcels = region.parcels.map((p) => ({
    type: 'Feature',
    properties: { address: p.address, ...p.info, geometry: undefined },
    geometry: p.info.geometry,
  }));
  await writeJson(join(outDir, 'parcels.geojson'), {
    type: 'FeatureCollection',
    features: parcels,
  });
  await writeJson(
    join(outDir, 'parcels-px.geojson'),
    pixelCollection(
      region.parcels.map((p) => ({
        properties: { address: p.address, parcelId: p.info.parcelId },
        rings: p.info.geometry.coordinates.map((r) => r.map(toPixel)),
      })),
    ),
  );
  await writeJson(join(outDir, 'region.json'), {
    seed,
    look: region.look,
    width: raster.width,
    height: raster.height,
    metresPerPixel: region.metresPerPixel,
    bounds: raster.georef.bounds,
    captureDate: region.captureDate,
  });
  written.push('parcels.geojson', 'parcels-px.geojson', 'region.json');
  for (const parcel of region.parcels.slice(0, parcelCrops)) {
    const outline = parcel.info.geometry.coordinates;
    const window = windowForBounds(
      raster.georef,
      expandBounds(boundsOfPositions(outline.flat()), CROP_MARGIN_M),
    );
    if (!window) continue;
    const dir = join(outDir, 'parcels', parcel.info.parcelId);
    await mkdir(dir, { recursive: true });
    const local = (p: Position): Position => {
      const [x, y] = toPixel(p);
      return [x - window.x, y - window.y];
    };
    await writeWindow(region, window, dir);
    await writeJson(
      join(dir, 'parcel.geojson'),
      pixelCollection([
        {
          properties: { address: parcel.address, parcelId: parcel.info.parcelId },
          rings: outline.map((r) => r.map(local)),
        },
      ]),
    );
    written.push(`parcels/${parcel.info.parcelId}/`);
  }
  return written;
}

/** image.png, nir.png, truth.png and footprints-px.geojson for a window of the region. */
async function writeWindow(
  region: DemoRegion,
  window: PixelWindow,
  dir: string,
): Promise<string[]> {
  const { raster } = region;
  const crop = (plane: Uint8Array) => cropPlane(plane, raster.width, window);
  const [red, green, blue] = [crop(raster.red), crop(raster.green), crop(raster.blue)];
  const rgb = Buffer.alloc(window.width * window.height * 3);
  for (let i = 0; i < red.length; i++) {
    rgb[3 * i] = red[i] ?? 0;
    rgb[3 * i + 1] = green[i] ?? 0;
    rgb[3 * i + 2] = blue[i] ?? 0;
  }
  const raw = { width: window.width, height: window.height };
  await sharp(rgb, { raw: { ...raw, channels: 3 } })
    .png()
    .toFile(join(dir, 'image.png'));
  if (raster.nir)
    await sharp(Buffer.from(crop(raster.nir)), { raw: { ...raw, channels: 1 } })
      .png()
      .toFile(join(dir, 'nir.png'));
  await writeClassPng(join(dir, 'truth.png'), crop(region.truth), window.width, window.height);
  const footprints = region.footprints.map((f) => ({
    properties: { kind: f.kind },
    rings: f.polygon.coordinates.map((ring) =>
      ring.map(([lon, lat]): Position => {
        const [x, y] = lonLatToPixel(raster.georef, lon, lat);
        return [x - window.x, y - window.y];
      }),
    ),
  }));
  await writeJson(
    join(dir, 'footprints-px.geojson'),
    pixelCollection(
      footprints.filter((f) =>
        f.rings
          .flat()
          .some(([x, y]) => x >= 0 && y >= 0 && x <= window.width && y <= window.height),
      ),
    ),
  );
  return ['image.png', 'nir.png', 'truth.png', 'footprints-px.geojson'];
}

function pixelCollection(items: { properties: Record<string, unknown>; rings: Position[][] }[]) {
  return {
    type: 'FeatureCollection',
    features: items.map(({ properties, rings }) => ({
      type: 'Feature',
      properties,
      geometry: { type: 'Polygon', coordinates: rings },
    })),
  };
}

async function writeJson(path: string, value: unknown): Promise<void> {
  await writeFile(path, `${JSON.stringify(value)}\n`);
}
