import type { ParcelInfo } from '@yardstick/core/schemas/analysis';
import { closeRing, ringArea, type PolygonGeometry, type Position } from '../geo/geojson.ts';
import { metresPerDegree, type GeoReference } from '../geo/georeference.ts';
import type { GeoRaster } from '../raster/geoRaster.ts';
import { footprintPolygons } from './footprints.ts';
import { buildScene } from './layout/buildScene.ts';
import { paintScene } from './paint/paintScene.ts';
import { parcelAttributes } from './parcelAttributes.ts';
import { Random } from './random.ts';
import { REGION_LOOKS, type RegionLook, type RegionLookName } from './regionLooks.ts';
import { rectPolygon, type FootprintKind, type Pt, type Scene, type TruthObject } from './scene.ts';

export const DEFAULT_DEMO_SEED = 66208;
export const DEMO_METRES_PER_PIXEL = 0.3;
const CITY = 'Fairview, KS 66208';

export interface DemoParcel {
  lotIndex: number;
  address: string;
  /** The address point (rooftop of the main building), [lon, lat]. */
  point: Position;
  info: ParcelInfo;
}

export interface DemoFootprint {
  kind: FootprintKind;
  lotIndex: number | null;
  polygon: PolygonGeometry;
}

export interface DemoTruthObject {
  kind: TruthObject['kind'];
  lotIndex: number;
  polygon: PolygonGeometry;
}

export interface DemoRegionOptions {
  /** How the region is photographed (see regionLooks.ts); the demo serves `standard`. */
  look?: RegionLookName;
  /** One block of two rows (about a quarter of the lots), for quick accuracy runs. */
  compact?: boolean;
}

export interface DemoRegion {
  seed: number;
  look: RegionLookName;
  metresPerPixel: number;
  raster: GeoRaster;
  /** Ground-truth class per pixel (land-classes ids), same grid as the raster. */
  truth: Uint8Array;
  parcels: DemoParcel[];
  footprints: DemoFootprint[];
  truthObjects: DemoTruthObject[];
  captureDate: string;
}

const cache = new Map<string, DemoRegion>();
const CACHED_REGIONS = 3;

/** The region for a seed, generated once and kept (a few regions at most). */
export function getDemoRegion(
  seed = DEFAULT_DEMO_SEED,
  options: DemoRegionOptions = {},
): DemoRegion {
  const key = `${seed}|${options.look ?? 'standard'}|${options.compact ? 'compact' : 'full'}`;
  const hit = cache.get(key);
  if (hit) {
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  const region = generateDemoRegion(seed, options);
  cache.set(key, region);
  for (const key of cache.keys()) {
    if (cache.size <= CACHED_REGIONS) break;
    cache.delete(key);
  }
  return region;
}

/** Same seed and options, same bytes: every random choice hangs off `seed`. */
export function generateDemoRegion(seed: number, options: DemoRegionOptions = {}): DemoRegion {
  const lookName = options.look ?? 'standard';
  const look: RegionLook = REGION_LOOKS[lookName];
  const scene = applyLook(
    buildScene(new Random(seed), { compact: options.compact ?? false }),
    look,
    new Random(seed ^ 0x10c5),
  );
  const metresPerPixel = look.metresPerPixel;
  const painted = paintScene(scene, metresPerPixel, seed ^ 0x5eed, look.camera);
  const place = new Random(seed ^ 0x9e3779b9);
  const toLonLat = lonLatProjection(scene, place, painted.width, painted.height, metresPerPixel);
  const georef = toLonLat.georef;
  const polygon = (points: readonly Pt[]): PolygonGeometry => ({
    type: 'Polygon',
    coordinates: [closeRing(points.map(toLonLat.project))],
  });

  const footprints = footprintPolygons(scene).map(({ kind, lotIndex, ring }) => ({
    kind,
    lotIndex,
    polygon: polygon(ring),
  }));
  const attributes = new Random(seed ^ 0x2545f491);
  const tag = (seed % 46656).toString(36).toUpperCase().padStart(3, '0');
  const parcels = scene.lots.map((lot): DemoParcel => {
    const main = footprints.find(
      (f) => f.lotIndex === lot.index && (f.kind === 'house' || f.kind === 'commercial'),
    );
    const geometry = polygon(rectPolygon(lot.rect));
    const centroid = toLonLat.project([
      (lot.rect[0] + lot.rect[2]) / 2,
      (lot.rect[1] + lot.rect[3]) / 2,
    ]);
    const house = scene.houses.get(lot.index);
    const building =
      house ??
      (main
        ? {
            footprintM2: ringArea(main.polygon.coordinates[0] ?? []) * toLonLat.m2PerDeg2,
            storeys: 1,
          }
        : null);
    const info = parcelAttributes(attributes, tag, {
      lot,
      geometry,
      centroid,
      areaM2: (lot.rect[2] - lot.rect[0]) * (lot.rect[3] - lot.rect[1]),
      building,
    });
    return {
      lotIndex: lot.index,
      address: `${lot.houseNumber} ${lot.street}, ${CITY}`,
      point: main ? ringCentroid(main.polygon.coordinates[0] ?? []) : centroid,
      info,
    };
  });

  return {
    seed,
    look: lookName,
    metresPerPixel,
    raster: {
      width: painted.width,
      height: painted.height,
      red: painted.red,
      green: painted.green,
      blue: painted.blue,
      nir: look.nir ? painted.nir : null,
      georef,
    },
    truth: painted.truth,
    parcels,
    footprints,
    truthObjects: scene.truthObjects.map((o) => ({
      kind: o.kind,
      lotIndex: o.lotIndex,
      polygon: polygon(o.polygon),
    })),
    captureDate: `2025-${String(place.int(6, 8)).padStart(2, '0')}-${String(place.int(1, 28)).padStart(2, '0')}`,
  };
}

/** The look's sun and turf over the seed's layout, drawn from their own random stream. */
function applyLook(scene: Scene, look: RegionLook, random: Random): Scene {
  const sun = look.sunElevationDeg
    ? { ...scene.sun, elevationDeg: random.range(...look.sunElevationDeg) }
    : scene.sun;
  const rewrite = look.lawn;
  const elements = rewrite
    ? scene.elements.map((e) =>
        e.type === 'surface' && e.surface.kind === 'lawn'
          ? { ...e, surface: { ...e.surface, look: rewrite(e.surface.look, random) } }
          : e,
      )
    : scene.elements;
  return { ...scene, sun, elements };
}

/** A suburb near Fairview, KS; scene metres map linearly to lon/lat (local equirectangular). */
function lonLatProjection(
  scene: Scene,
  random: Random,
  widthPx: number,
  heightPx: number,
  metresPerPixel: number,
) {
  const centreLat = 38.95 + random.range(-0.02, 0.02);
  const centreLon = -94.66 + random.range(-0.025, 0.025);
  const perDegree = metresPerDegree(centreLat);
  const west = centreLon - scene.width / 2 / perDegree.lon;
  const north = centreLat + scene.height / 2 / perDegree.lat;
  const georef: GeoReference = {
    bounds: {
      west,
      north,
      east: west + (widthPx * metresPerPixel) / perDegree.lon,
      south: north - (heightPx * metresPerPixel) / perDegree.lat,
    },
    width: widthPx,
    height: heightPx,
  };
  return {
    georef,
    project: ([x, y]: Pt): Position => [west + x / perDegree.lon, north - y / perDegree.lat],
    m2PerDeg2: perDegree.lon * perDegree.lat,
  };
}

function ringCentroid(ring: readonly Position[]): Position {
  const points = ring.slice(0, -1);
  const sum = points.reduce<[number, number]>((acc, [x, y]) => [acc[0] + x, acc[1] + y], [0, 0]);
  return [sum[0] / points.length, sum[1] / points.length];
}
