import { removeSmall } from '../../classify/morphology.ts';
import { wideParts } from '../../classify/wideParts.ts';
import type { Position, Ring } from '../../geo/geojson.ts';
import { BUILDING, OTHER, PAVEMENT, SHADOW, SOIL, TREE } from '../../landClasses.ts';
import {
  canopyShare,
  canopyTerm,
  confidenceOf,
  hiddenGroundTerm,
  maskConfidence,
  pixelTerm,
  sceneTerm,
  type SceneFactors,
} from '../measurementConfidence.ts';
import { countSet } from '../mowableMask.ts';
import { traceOutlines } from '../mowablePolygons.ts';
import { FEET_PER_METRE, round, squareFeet } from '../units.ts';
import { edgeLengths } from './edgeLengths.ts';
import { hardscapePieces, type HardscapeKind } from './hardscape.ts';
import { sidewalkAlongLotM2 } from './sidewalk.ts';
import { findCrowns } from './treeCrowns.ts';

/** Bed specks smaller than this (m²) are bare spots, not beds to mulch. */
const SMALLEST_BED_M2 = 0.5;
/**
 * Paving beyond the lot line narrower than this (m) is a fence, a kerb or a row of mixed
 * pixels read as paving, not a walk or a street to edge along.
 */
const NARROWEST_PAVING_BEYOND_M = 0.8;

/** What services beyond mowing are priced on, for one lot (see the engine README). */
export interface ServiceMeasures {
  /** Mulch, soil, gravel and planted beds in the lot (shrubs over a bed count as canopy). */
  bedsSqFt: number;
  /**
   * Paving in the lot to clear: driveway, walks, patios; never the street or the public
   * sidewalk, which is given apart (`sidewalkSqFt`, along the street side of the lot) for an
   * owner who clears it too.
   */
  hardscape: {
    totalSqFt: number;
    pieces: { kind: HardscapeKind; sqFt: number }[];
    sidewalkSqFt: number;
  };
  /** Lawn edge along paving (edging) and along beds (bed edging), on the smoothed outlines. */
  edges: { hardFt: number; bedFt: number };
  /** Crowns whose middle is in the lot, and canopy over the lot's open ground (off the roofs). */
  trees: { count: number; canopyOverLawnSqFt: number };
  /** 0–1 per figure, in the same terms as the lawn's confidence. */
  confidence: { beds: number; hardscape: number; edges: number; trees: number };
}

/**
 * What the map draws of the services, in the pixel-edge coordinates of the lawn's outlines:
 * the beds and the paving to clear as smoothed outlines (per piece, outer ring then holes,
 * traced as the lawn's are) and the lawn's edges along paving and along beds as polylines.
 */
export interface ServiceShapes {
  beds: Ring[][];
  paving: Ring[][];
  edges: { hard: Position[][]; bed: Position[][] };
}

export interface ServiceMeasureInput {
  classes: Uint8Array;
  /** 0–255 per pixel. */
  confidence: Uint8Array;
  width: number;
  height: number;
  metresPerPixel: number;
  pixelAreaM2: number;
  parcelMask: Uint8Array;
  /** 0/1 building footprints, or null without them. */
  buildingMask: Uint8Array | null;
  /** The mowable lawn, whose edges are measured. */
  mowable: Uint8Array;
  /** Its outlines from traceOutlines, when the caller traced them already (the lawn polygons). */
  mowableOutlines?: Ring[][];
  /** The lot's outline in pixels, to find the sidewalk along its street side; null without. */
  parcelRing: readonly Position[] | null;
  scene: SceneFactors;
}

/** Beds, paving, lawn edges and trees of a lot, each with its confidence. */
export function serviceMeasures(input: ServiceMeasureInput): ServiceMeasures {
  return measureServices(input).measures;
}

/** The service measures, and the shapes they were measured on, for the map image. */
export function serviceMeasuresAndShapes(input: ServiceMeasureInput): {
  measures: ServiceMeasures;
  shapes: ServiceShapes;
} {
  const { measures, shapes } = measureServices(input);
  return { measures, shapes: shapes() };
}

/** The measures, and the shapes traced only when asked for (tracing costs a pass per mask). */
function measureServices(input: ServiceMeasureInput): {
  measures: ServiceMeasures;
  shapes: () => ServiceShapes;
} {
  const { classes, confidence, width, height, metresPerPixel, parcelMask, buildingMask } = input;
  const sqFt = (pixels: number) => round(squareFeet(pixels * input.pixelAreaM2), 1);
  const openGround = (cls: number) => {
    const mask = new Uint8Array(classes.length);
    for (let i = 0; i < classes.length; i++)
      mask[i] = classes[i] === cls && parcelMask[i] && !buildingMask?.[i] ? 1 : 0;
    return mask;
  };
  const beds = removeSmall(
    openGround(SOIL),
    width,
    height,
    Math.ceil(SMALLEST_BED_M2 / metresPerPixel ** 2),
  );
  const hardscape = hardscapePieces({ ...input, buildingMask });
  // Edging runs along the paving counted and along the street's side beyond the lot line.
  const beyondLot = pavingBeyondLot(classes, parcelMask, width, height, metresPerPixel);
  const paving = new Uint8Array(classes.length);
  for (let i = 0; i < classes.length; i++) paving[i] = hardscape.mask[i] || beyondLot[i] ? 1 : 0;
  const barrier = new Uint8Array(classes.length);
  for (let i = 0; i < classes.length; i++) barrier[i] = classes[i] === OTHER ? 1 : 0;
  const edges = edgeLengths({
    ...input,
    lawn: input.mowable,
    lawnOutlines: input.mowableOutlines,
    hard: paving,
    beds,
    barrier,
  });
  const canopyOnLot = openGround(TREE);
  const canopy = new Uint8Array(classes.length);
  for (let i = 0; i < classes.length; i++) canopy[i] = classes[i] === TREE ? 1 : 0;
  const crowns = findCrowns(canopy, width, height, metresPerPixel).filter(
    ({ centre: [x, y] }) => parcelMask[Math.floor(y) * width + Math.floor(x)] === 1,
  );

  const scene = sceneTerm(input.scene);
  const hidden = canopyTerm(canopyShare(classes, parcelMask, countSet(input.mowable)));
  const areaConfidence = (mask: Uint8Array, ...terms: number[]) => {
    const { inner, edge } = maskConfidence(mask, confidence, width, height);
    return confidenceOf(pixelTerm(inner, edge), scene, ...terms);
  };
  const measures: ServiceMeasures = {
    bedsSqFt: sqFt(countSet(beds)),
    hardscape: {
      totalSqFt: sqFt(hardscape.pieces.reduce((sum, p) => sum + p.pixels, 0)),
      pieces: hardscape.pieces.map((p) => ({ kind: p.kind, sqFt: sqFt(p.pixels) })),
      sidewalkSqFt: input.parcelRing
        ? round(squareFeet(sidewalkAlongLotM2({ ...input, ring: input.parcelRing })), 1)
        : 0,
    },
    edges: {
      hardFt: round(edges.hardM * FEET_PER_METRE, 1),
      bedFt: round(edges.bedM * FEET_PER_METRE, 1),
    },
    trees: { count: crowns.length, canopyOverLawnSqFt: sqFt(countSet(canopyOnLot)) },
    confidence: {
      beds: areaConfidence(
        beds,
        hidden,
        hiddenGroundTerm(unseenGround(classes, parcelMask, buildingMask), countSet(beds)),
      ),
      hardscape: areaConfidence(hardscape.mask, hidden),
      edges: confidenceOf(pixelTerm(edges.confidence, edges.confidence), scene, hidden),
      trees: areaConfidence(canopyOnLot),
    },
  };
  const shapes = () => ({
    beds: traceOutlines(beds, width, height),
    paving: traceOutlines(hardscape.mask, width, height),
    edges: edges.lines,
  });
  return { measures, shapes };
}

/**
 * Pixels of the lot whose ground the imagery does not show: read as roof outside the
 * footprints (the eaves, which the classifiers claim as roof within a pixel or two of a
 * footprint) or as deep shadow.
 */
function unseenGround(
  classes: Uint8Array,
  parcelMask: Uint8Array,
  buildingMask: Uint8Array | null,
): number {
  let n = 0;
  for (let i = 0; i < classes.length; i++) {
    if (!parcelMask[i] || buildingMask?.[i]) continue;
    if (classes[i] === SHADOW || (buildingMask && classes[i] === BUILDING)) n++;
  }
  return n;
}

/**
 * The paving beyond the lot line that is a surface: lines of paving pixels narrower than
 * NARROWEST_PAVING_BEYOND_M go, unless they lie along a wider surface (its fringe stays).
 */
function pavingBeyondLot(
  classes: Uint8Array,
  parcelMask: Uint8Array,
  width: number,
  height: number,
  metresPerPixel: number,
): Uint8Array {
  const beyond = new Uint8Array(classes.length);
  for (let i = 0; i < classes.length; i++)
    beyond[i] = classes[i] === PAVEMENT && !parcelMask[i] ? 1 : 0;
  const r = Math.round((NARROWEST_PAVING_BEYOND_M / metresPerPixel - 1) / 2);
  if (r < 1) return beyond;
  const near = wideParts(beyond, width, height, r);
  for (let i = 0; i < beyond.length; i++) beyond[i] = beyond[i] && near[i] ? 1 : 0;
  return beyond;
}
