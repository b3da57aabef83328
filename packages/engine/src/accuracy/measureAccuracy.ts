import {
  getDemoRegion,
  type DemoRegion,
  type DemoRegionOptions,
} from '../demoRegion/demoRegion.ts';
import { lonLatToPixel } from '../geo/georeference.ts';
import type { Position } from '../geo/geojson.ts';
import { scanPolygon } from '../geo/scanPolygon.ts';
import { LAWN, WATER } from '../landClasses.ts';
import type { FoundObstacle } from '../obstacles/findObstacles.ts';
import { measureParcel, type ParcelMeasurement } from '../pipeline/measureParcel.ts';
import { BuiltinVision } from '../providers/builtinVision.ts';
import { DemoBuildingSource } from '../providers/demo/demoBuildingSource.ts';
import { DemoGeocoder } from '../providers/demo/demoGeocoder.ts';
import { DemoImagerySource } from '../providers/demo/demoImagerySource.ts';
import { DemoParcelSource } from '../providers/demo/demoParcelSource.ts';
import type { ImagerySource, Providers, VisionProvider } from '../providers/types.ts';
import { cropPlane } from '../raster/geoRaster.ts';
import { freshImageryConfidence } from './freshImageryConfidence.ts';

export interface AccuracyReport {
  seed: number;
  parcels: number;
  /** (measured − true) / true mowable area per parcel, in parcel order. */
  signedErrors: number[];
  /** Each of those parcels' confidence in fresh imagery (freshImageryConfidence). */
  confidences: number[];
  /** Parcels measured more than 1 % short of, or over, the truth. */
  under: number;
  over: number;
  /** Σ|mowable ∩ truth lawn| / Σ|mowable ∪ truth lawn| over the parcels. */
  lawnIoU: number;
  /** |measured − true| / true mowable area, per parcel. */
  medianAreaError: number;
  p90AreaError: number;
  maxAreaError: number;
  /**
   * Pools at least half visible from above: one hidden under canopy in the truth mask cannot
   * be seen in the imagery, so it is listed as hidden and not counted.
   */
  pools: { found: number; total: number; hidden: number };
  /** All sheds count: footprints show them even under canopy. */
  sheds: { found: number; total: number; hidden: number };
  /** Pool obstacles with no real pool under them. */
  falsePools: number;
}

/** A truth object counts when at least this share of it shows in the truth mask. */
const MIN_VISIBLE_SHARE = 0.5;

export interface AccuracyOptions {
  /** Drop the NIR band, as colour-only imagery (Mapbox satellite) would give. */
  colourOnly: boolean;
  /** Which look and size of region to generate (default: the standard, full region). */
  region?: DemoRegionOptions;
  /** Measure only every n-th parcel (default 1: all of them), to keep a run short. */
  parcelStride?: number;
  /** The classifier to measure (default: the built-in one). */
  vision?: VisionProvider;
}

/** A parcel counts as under- or over-measured beyond this relative error. */
const BIAS_TOLERANCE = 0.01;

/** Runs the real pipeline (demo providers) on every parcel of a seed and scores it against the truth. */
export async function measureAccuracy(
  seed: number,
  options: AccuracyOptions = { colourOnly: false },
): Promise<AccuracyReport> {
  const region = getDemoRegion(seed, options.region);
  const demo = demoProviders(region, options.vision ?? new BuiltinVision());
  const providers: Providers = options.colourOnly
    ? { ...demo, imagery: withoutNir(demo.imagery) }
    : demo;
  let intersection = 0;
  let union = 0;
  const signedErrors: number[] = [];
  const confidences: number[] = [];
  const stride = options.parcelStride ?? 1;
  const parcels = region.parcels.filter((_, k) => k % stride === 0);
  const pools = { found: 0, total: 0, hidden: 0 };
  const sheds = { found: 0, total: 0, hidden: 0 };
  let falsePools = 0;
  for (const parcel of parcels) {
    const record = await providers.parcels.parcelAt(parcel.point);
    if (!record) throw new Error(`no parcel at the address point of ${parcel.address}`);
    const m = await measureParcel(record, providers);
    const truth = truthWindow(region, m);
    let truthLawn = 0;
    let measured = 0;
    for (let i = 0; i < truth.length; i++) {
      if (!m.parcelMask[i]) continue;
      const t = truth[i] === LAWN;
      const p = m.lawn.mowable[i] === 1;
      truthLawn += t ? 1 : 0;
      measured += p ? 1 : 0;
      intersection += t && p ? 1 : 0;
      union += t || p ? 1 : 0;
    }
    if (truthLawn > 0) {
      signedErrors.push((measured - truthLawn) / truthLawn);
      confidences.push(
        freshImageryConfidence(m.classMap, m.lawn.mowable, m.parcelMask, m.metresPerPixel),
      );
    }
    const obstacles = m.lawn.obstacles;
    for (const object of region.truthObjects.filter((o) => o.lotIndex === parcel.lotIndex)) {
      if (object.kind === 'pond') continue;
      const tally = object.kind === 'pool' ? pools : sheds;
      const outline = (object.polygon.coordinates[0] ?? []).map(([lon, lat]) =>
        lonLatToPixel(m.georef, lon, lat),
      );
      if (
        object.kind === 'pool' &&
        visibleShare(outline, truth, m.georef.width, m.georef.height, WATER) < MIN_VISIBLE_SHARE
      ) {
        tally.hidden++;
        continue;
      }
      tally.total++;
      if (
        detected(
          object.kind,
          centroidPixel(object.polygon.coordinates[0] ?? [], m),
          obstacles,
          1 / m.metresPerPixel,
        )
      )
        tally.found++;
    }
    const realPools = region.truthObjects
      .filter((o) => o.lotIndex === parcel.lotIndex && o.kind === 'pool')
      .map((o) => centroidPixel(o.polygon.coordinates[0] ?? [], m));
    falsePools += obstacles.filter(
      (o) =>
        o.type === 'pool' && !realPools.some((p) => detected('pool', p, [o], 1 / m.metresPerPixel)),
    ).length;
  }
  return {
    seed,
    parcels: parcels.length,
    signedErrors,
    confidences,
    ...errorSummary(signedErrors),
    lawnIoU: union > 0 ? intersection / union : 0,
    pools,
    sheds,
    falsePools,
  };
}

/** Median, p90 and max of the absolute errors, and how many parcels fell short or over. */
export function errorSummary(signedErrors: readonly number[]) {
  const errors = signedErrors.map(Math.abs).sort((a, b) => a - b);
  const quantile = (q: number) =>
    errors[Math.min(errors.length - 1, Math.floor(q * errors.length))] ?? 0;
  return {
    medianAreaError: quantile(0.5),
    p90AreaError: quantile(0.9),
    maxAreaError: errors[errors.length - 1] ?? 0,
    under: signedErrors.filter((e) => e < -BIAS_TOLERANCE).length,
    over: signedErrors.filter((e) => e > BIAS_TOLERANCE).length,
  };
}

/** The demo providers over one generated region, with the given classifier. */
export function demoProviders(region: DemoRegion, vision: VisionProvider): Providers {
  const get = () => region;
  return {
    geocoder: new DemoGeocoder(get),
    parcels: new DemoParcelSource(get),
    imagery: new DemoImagerySource(get),
    buildings: new DemoBuildingSource(get),
    vision,
  };
}

export function formatReport(r: AccuracyReport, label = ''): string {
  const pct = (v: number) => `${(v * 100).toFixed(1)}%`;
  const recall = ({ found, total, hidden }: AccuracyReport['pools']) =>
    `${found}/${total} (${total ? pct(found / total) : 'n/a'}${hidden ? `; ${hidden} hidden under canopy not counted` : ''})`;
  return `seed ${r.seed}${label}: ${r.parcels} parcels, lawn IoU ${r.lawnIoU.toFixed(3)}, mowable-area error median ${pct(r.medianAreaError)} p90 ${pct(r.p90AreaError)} max ${pct(r.maxAreaError)} (${r.under} under, ${r.over} over), pools ${recall(r.pools)}, sheds ${recall(r.sheds)}, false pools ${r.falsePools}`;
}

function withoutNir(source: ImagerySource): ImagerySource {
  return {
    name: `${source.name}-rgb`,
    imagery: async (bounds) => {
      const tile = await source.imagery(bounds);
      return { ...tile, raster: { ...tile.raster, nir: null } };
    },
  };
}

/** The truth mask under the measurement's imagery window (the demo imagery is a whole-pixel crop). */
export function truthWindow(region: DemoRegion, m: ParcelMeasurement): Uint8Array {
  const [x, y] = lonLatToPixel(region.raster.georef, m.georef.bounds.west, m.georef.bounds.north);
  return cropPlane(region.truth, region.raster.width, {
    x: Math.round(x),
    y: Math.round(y),
    width: m.georef.width,
    height: m.georef.height,
  });
}

function visibleShare(
  outline: Position[],
  truth: Uint8Array,
  width: number,
  height: number,
  landClass: number,
): number {
  let inside = 0;
  let visible = 0;
  scanPolygon([outline], width, height, (y, x0, x1) => {
    for (let i = y * width + x0; i < y * width + x1; i++) {
      inside++;
      if (truth[i] === landClass) visible++;
    }
  });
  return inside > 0 ? visible / inside : 0;
}

function centroidPixel(ring: readonly Position[], m: ParcelMeasurement): Position {
  const points = ring.slice(0, -1).map(([lon, lat]) => lonLatToPixel(m.georef, lon, lat));
  return [
    points.reduce((s, p) => s + p[0], 0) / points.length,
    points.reduce((s, p) => s + p[1], 0) / points.length,
  ];
}

/** A truth object is found when an obstacle of its type has it inside its box (1 m slack). */
function detected(
  kind: 'pool' | 'shed',
  [x, y]: Position,
  obstacles: readonly FoundObstacle[],
  slack: number,
): boolean {
  return obstacles.some(
    (o) =>
      o.type === kind &&
      x >= o.bbox[0] - slack &&
      x <= o.bbox[2] + slack &&
      y >= o.bbox[1] - slack &&
      y <= o.bbox[3] + slack,
  );
}
