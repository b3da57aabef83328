import { TREE } from '../landClasses.ts';

/** What the confidence of a measurement is built from (see the engine README). */
export interface ConfidenceFactors {
  /** Mean 0–1 classifier confidence over the mowable lawn. */
  lawnConfidence: number;
  /** Mean 0–1 classifier confidence over the lawn's edge pixels (where the area is won or lost). */
  edgeConfidence: number;
  /** Canopy over the parcel as a share of canopy plus lawn: lawn under a crown cannot be seen. */
  canopyShare: number;
  parcelSource: 'parcel' | 'estimated';
  /** Years between the capture and today; null when the capture date is unknown. */
  imageryAgeYears: number | null;
  resolutionM: number;
}

const clamp01 = (v: number) => Math.min(1, Math.max(0, v));

/** What every figure of a parcel shares: the lot, the imagery's age and its resolution. */
export type SceneFactors = Pick<
  ConfidenceFactors,
  'parcelSource' | 'imageryAgeYears' | 'resolutionM'
>;

/** The classifier's 0.5–1 confidence mapped onto 0–1. */
const sure = (c: number) => clamp01((c - 0.5) / 0.5);

/** 0.4–1 from the mean confidence over a figure's pixels and over its edge, the edge counted twice. */
export function pixelTerm(inner: number, edge: number): number {
  return 0.4 + 0.6 * ((sure(inner) + 2 * sure(edge)) / 3);
}

/** Canopy hides the ground under it: up to 60 % off. */
export function canopyTerm(canopyShare: number): number {
  return 1 - 0.6 * clamp01(canopyShare);
}

/**
 * Ground the imagery does not show, as a share of it and the figure's own: up to 60 % off, as
 * the canopy. Beds lie along the walls, where the eaves (read as roof past the footprints) and
 * the houses' deep shadows fall.
 */
export function hiddenGroundTerm(hiddenPixels: number, figurePixels: number): number {
  const total = hiddenPixels + figurePixels;
  return total === 0 ? 1 : 1 - 0.6 * (hiddenPixels / total);
}

/** The lot, the imagery's age and its resolution, each costing at most half. */
export function sceneTerm(f: SceneFactors): number {
  const parcel = f.parcelSource === 'parcel' ? 1 : 0.7;
  const age = Math.max(0.5, 1 - 0.08 * Math.max(0, (f.imageryAgeYears ?? 3) - 1));
  const resolution = Math.max(0.5, 1 - 0.4 * Math.max(0, f.resolutionM - 0.3));
  return parcel * age * resolution;
}

/** A product of terms as a 0–1 confidence with three decimals. */
export function confidenceOf(...terms: number[]): number {
  return Math.round(1000 * clamp01(terms.reduce((p, t) => p * t, 1))) / 1000;
}

/**
 * 0–1: the product of one term per factor, each 1 when that factor is as good as it gets.
 * Pixel terms map the classifier's 0.5–1 confidences onto 0–1 and count the edge twice;
 * canopy costs up to 60 %; an estimated lot 30 %; imagery loses 8 % a year after its first
 * year (an unknown date counts as three years) and pixels coarser than 0.3 m 40 % per metre,
 * each at most half.
 */
export function measurementConfidence(f: ConfidenceFactors): number {
  return confidenceOf(
    pixelTerm(f.lawnConfidence, f.edgeConfidence),
    canopyTerm(f.canopyShare),
    sceneTerm(f),
  );
}

/** Mean 0–1 confidence over a mask's pixels and over its edge pixels (0.5 when empty). */
export function maskConfidence(
  mask: Uint8Array,
  confidence: Uint8Array,
  width: number,
  height: number,
): { inner: number; edge: number; pixels: number } {
  let count = 0;
  let sum = 0;
  let edge = 0;
  let edgeSum = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      if (!mask[i]) continue;
      const c = (confidence[i] ?? 0) / 255;
      count++;
      sum += c;
      const onEdge =
        x === 0 ||
        y === 0 ||
        x === width - 1 ||
        y === height - 1 ||
        !mask[i - 1] ||
        !mask[i + 1] ||
        !mask[i - width] ||
        !mask[i + width];
      if (onEdge) {
        edge++;
        edgeSum += c;
      }
    }
  }
  return {
    inner: count ? sum / count : 0.5,
    edge: edge ? edgeSum / edge : 0.5,
    pixels: count,
  };
}

/** Lawn, edge and canopy statistics of a measured parcel, from its masks. */
export function pixelFactors(input: {
  mowable: Uint8Array;
  classes: Uint8Array;
  /** 0–255 per pixel. */
  confidence: Uint8Array;
  parcelMask: Uint8Array;
  width: number;
  height: number;
}): Pick<ConfidenceFactors, 'lawnConfidence' | 'edgeConfidence' | 'canopyShare'> {
  const { mowable, classes, confidence, parcelMask, width, height } = input;
  const lawn = maskConfidence(mowable, confidence, width, height);
  return {
    lawnConfidence: lawn.inner,
    edgeConfidence: lawn.edge,
    canopyShare: canopyShare(classes, parcelMask, lawn.pixels),
  };
}

/** Canopy over the lot as a share of canopy plus the given lawn pixels. */
export function canopyShare(
  classes: Uint8Array,
  parcelMask: Uint8Array,
  lawnPixels: number,
): number {
  let canopy = 0;
  for (let i = 0; i < classes.length; i++) if (parcelMask[i] && classes[i] === TREE) canopy++;
  return canopy + lawnPixels > 0 ? canopy / (canopy + lawnPixels) : 0;
}

/** Whole years (fractional) from an ISO capture date to `today`; null when unknown or unreadable. */
export function imageryAgeYears(captureDate: string | null, today: Date): number | null {
  if (!captureDate) return null;
  const captured = Date.parse(captureDate);
  if (Number.isNaN(captured)) return null;
  return Math.max(0, (today.getTime() - captured) / (365.25 * 24 * 3600 * 1000));
}
