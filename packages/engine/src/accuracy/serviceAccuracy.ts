/**
 * How well the measures for services beyond mowing (beds, paving, lawn edges, trees) match
 * the truth, per parcel, on the demo region and on the texture painter's scenes, with the
 * error split in two: the classifier's (the measures on its class map against the same
 * measures on the true class map) and the measures' own (the measures on the true class map
 * against the painter's own figures: its paving and bed pixels in the lot, the length of its
 * lawn's boundary with paving and beds, and the trees it planted with their middle in the lot
 * that a canopy can show; the demo's shrubs left out).
 */
import type { ClassMap } from '../classify/classifyPixels.ts';
import { LAWN, PAVEMENT, SOIL } from '../landClasses.ts';
import { getDemoRegion, type DemoRegionOptions } from '../demoRegion/demoRegion.ts';
import type { Position } from '../geo/geojson.ts';
import { buildScene } from '../demoRegion/layout/buildScene.ts';
import { Random } from '../demoRegion/random.ts';
import { mowableMask } from '../measure/mowableMask.ts';
import { serviceMeasures, type ServiceMeasures } from '../measure/services/serviceMeasures.ts';
import { FEET_PER_METRE, squareFeet } from '../measure/units.ts';
import { measureParcel } from '../pipeline/measureParcel.ts';
import { BuiltinVision } from '../providers/builtinVision.ts';
import type { Classifier } from './crossSourceEvaluation.ts';
import { demoProviders, truthWindow } from './measureAccuracy.ts';
import { crownsInView, paintedEdgeLength } from './paintedFigures.ts';
import { measureTextureLot, paintedTextureLot } from './textureLot.ts';

/** The figures compared, for one parcel. */
export interface ServiceFigures {
  hardscapeSqFt: number;
  /** The public sidewalk along the lot's street side. */
  sidewalkSqFt: number;
  bedsSqFt: number;
  /** Lawn edge along paving and along beds together. */
  edgesFt: number;
  trees: number;
  /** The beds' own confidence (services.confidence.beds). */
  bedsConfidence: number;
}

/** The figures a painter gives of itself (it draws no line between sidewalk and street). */
export type PaintedFigures = Omit<ServiceFigures, 'sidewalkSqFt' | 'bedsConfidence'>;

export interface ServiceParcel {
  /** The measures on the classifier's class map. */
  measured: ServiceFigures;
  /** The same measures on the true class map: what a perfect classifier would give. */
  onTrueClasses: ServiceFigures;
  /** The painter's own figures, where the source has a painter. */
  painted: PaintedFigures | null;
}

export const figures = (s: ServiceMeasures): ServiceFigures => ({
  hardscapeSqFt: s.hardscape.totalSqFt,
  sidewalkSqFt: s.hardscape.sidewalkSqFt,
  bedsSqFt: s.bedsSqFt,
  edgesFt: s.edges.hardFt + s.edges.bedFt,
  trees: s.trees.count,
  bedsConfidence: s.confidence.beds,
});

/** One lot's measures on a class map (classified or true), as the product takes them. */
export interface LotInput {
  classes: Uint8Array;
  confidence: Uint8Array;
  width: number;
  height: number;
  metresPerPixel: number;
  parcelMask: Uint8Array;
  buildingMask: Uint8Array | null;
  mowable: Uint8Array;
  parcelRing: readonly Position[] | null;
}

export function measuresOf(lot: LotInput): ServiceMeasures {
  return serviceMeasures({
    ...lot,
    pixelAreaM2: lot.metresPerPixel ** 2,
    scene: { parcelSource: 'parcel', imageryAgeYears: 0, resolutionM: lot.metresPerPixel },
  });
}

/** The measures on the true class map, and the painter's own figures from it. */
function trueFigures(
  truth: Uint8Array,
  lot: Omit<LotInput, 'classes' | 'confidence' | 'mowable'>,
  trees: number,
): Pick<ServiceParcel, 'onTrueClasses' | 'painted'> {
  const { width, height, metresPerPixel, parcelMask, buildingMask } = lot;
  const onTrueClasses = figures(
    measuresOf({
      ...lot,
      classes: truth,
      confidence: new Uint8Array(truth.length).fill(255),
      mowable: mowableMask(truth, parcelMask, buildingMask, width, height, metresPerPixel),
    }),
  );
  const inParcel = (cls: number) => truth.map((c, i) => (c === cls && parcelMask[i] ? 1 : 0));
  const lawn = inParcel(LAWN);
  const paving = inParcel(PAVEMENT);
  const beds = inParcel(SOIL);
  // Lawn edge runs along paving in the lot or beyond its line, and along beds in the lot.
  const beyond = truth.map((c, i) => (c === PAVEMENT || beds[i] ? 1 : 0));
  const sqFt = (mask: Uint8Array) =>
    squareFeet(mask.reduce((n, v) => n + v, 0) * metresPerPixel ** 2);
  return {
    onTrueClasses,
    painted: {
      hardscapeSqFt: sqFt(paving),
      bedsSqFt: sqFt(beds),
      edgesFt: paintedEdgeLength(lawn, beyond, width, height) * metresPerPixel * FEET_PER_METRE,
      trees,
    },
  };
}

/**
 * Every `stride`-th parcel of a demo region through the real pipeline (demo providers, the
 * built-in classifier), against the region's truth mask and the trees its layout planted.
 */
export async function demoServiceParcels(
  seed: number,
  region: DemoRegionOptions,
  stride: number,
): Promise<ServiceParcel[]> {
  const demo = getDemoRegion(seed, region);
  const providers = demoProviders(demo, new BuiltinVision());
  // The layout alone (no painting) says where each tree stands, in metres.
  const layout = buildScene(new Random(seed), { compact: region.compact ?? false });
  // Shrubs hide crowns as trees do, but are no trees to count.
  const crowns = layout.elements.flatMap((e) =>
    e.type === 'tree'
      ? [
          {
            centre: [e.tree.x, e.tree.y] as const,
            radius: e.tree.radius,
            shrub: e.tree.species === 'shrub',
          },
        ]
      : [],
  );
  const inView = crownsInView(crowns);
  const planted = crowns.filter((crown, k) => inView[k] && !crown.shrub);
  const parcels: ServiceParcel[] = [];
  for (const parcel of demo.parcels.filter((_, k) => k % stride === 0)) {
    const record = await providers.parcels.parcelAt(parcel.point);
    if (!record) throw new Error(`no parcel at the address point of ${parcel.address}`);
    const m = await measureParcel(record, providers);
    const lot = {
      width: m.georef.width,
      height: m.georef.height,
      metresPerPixel: m.metresPerPixel,
      parcelMask: m.parcelMask,
      buildingMask: m.buildingMask,
      parcelRing: m.parcelRings[0] ?? null,
    };
    const rect = layout.lots.find((l) => l.index === parcel.lotIndex)?.rect;
    const trees = planted.filter(
      ({ centre: [x, y] }) =>
        rect !== undefined && x >= rect[0] && x < rect[2] && y >= rect[1] && y < rect[3],
    ).length;
    parcels.push({
      measured: figures(measuresOf({ ...lot, ...classesOf(m.classMap), mowable: m.lawn.mowable })),
      ...trueFigures(truthWindow(demo, m), lot, trees),
    });
  }
  return parcels;
}

const classesOf = (map: ClassMap) => ({ classes: map.classes, confidence: map.confidence });

/**
 * Texture painter scenes on the given seeds (outside every training range: 1000–1099,
 * 2000–2099, 3000–3099), classified and measured on their lot with footprints given: one list
 * per classifier, each scene painted once for all of them.
 */
export async function textureServiceParcels(
  seeds: readonly number[],
  classifiers: readonly Classifier[],
): Promise<ServiceParcel[][]> {
  const parcels = classifiers.map((): ServiceParcel[] => []);
  for (const seed of seeds) {
    const painted = await paintedTextureLot(seed);
    const { scene, parcelMask, buildingMask } = painted;
    const { metresPerPixel, truth } = scene;
    const { width, height } = scene.bands;
    const lot = {
      width,
      height,
      metresPerPixel,
      parcelMask,
      buildingMask,
      parcelRing: scene.parcel,
    };
    const crowns = scene.trees.map((t) => ({
      centre: t.centre,
      radius: t.radiusM / metresPerPixel,
    }));
    const inView = crownsInView(crowns);
    // Trees are planted beyond the picture too: a middle off the image is in no lot.
    const trees = crowns.filter(
      ({ centre: [x, y] }, k) =>
        inView[k] &&
        x >= 0 &&
        y >= 0 &&
        x < width &&
        y < height &&
        parcelMask[Math.floor(y) * width + Math.floor(x)] === 1,
    ).length;
    const truthFigures = trueFigures(truth, lot, trees);
    classifiers.forEach((classify, k) => {
      const { classMap, lawn } = measureTextureLot(painted, classify);
      parcels[k]?.push({
        measured: figures(measuresOf({ ...lot, ...classesOf(classMap), mowable: lawn.mowable })),
        ...truthFigures,
      });
    });
  }
  return parcels;
}
