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

/**
 * 0–1: the product of one term per factor, each 1 when that factor is as good as it gets.
 * Pixel terms map the classifier's 0.5–1 confidences onto 0–1 and count the edge twice;
 * canopy costs up to 60 %; an estimated lot 30 %; imagery loses 8 % a year after its first
 * year (an unknown date counts as three years) and pixels coarser than 0.3 m 40 % per metre,
 * each at most half.
 */
export function measurementConfidence(f: ConfidenceFactors): number {
  const sure = (c: number) => clamp01((c - 0.5) / 0.5);
  const pixels = 0.4 + 0.6 * ((sure(f.lawnConfidence) + 2 * sure(f.edgeConfidence)) / 3);
  const canopy = 1 - 0.6 * clamp01(f.canopyShare);
  const parcel = f.parcelSource === 'parcel' ? 1 : 0.7;
  const age = Math.max(0.5, 1 - 0.08 * Math.max(0, (f.imageryAgeYears ?? 3) - 1));
  const resolution = Math.max(0.5, 1 - 0.4 * Math.max(0, f.resolutionM - 0.3));
  return Math.round(1000 * clamp01(pixels * canopy * parcel * age * resolution)) / 1000;
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
  let lawn = 0;
  let lawnSum = 0;
  let edge = 0;
  let edgeSum = 0;
  let canopy = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      if (!parcelMask[i]) continue;
      if (classes[i] === TREE) canopy++;
      if (!mowable[i]) continue;
      const c = (confidence[i] ?? 0) / 255;
      lawn++;
      lawnSum += c;
      const onEdge =
        x === 0 ||
        y === 0 ||
        x === width - 1 ||
        y === height - 1 ||
        !mowable[i - 1] ||
        !mowable[i + 1] ||
        !mowable[i - width] ||
        !mowable[i + width];
      if (onEdge) {
        edge++;
        edgeSum += c;
      }
    }
  }
  return {
    lawnConfidence: lawn ? lawnSum / lawn : 0.5,
    edgeConfidence: edge ? edgeSum / edge : 0.5,
    canopyShare: canopy + lawn > 0 ? canopy / (canopy + lawn) : 0,
  };
}

/** Whole years (fractional) from an ISO capture date to `today`; null when unknown or unreadable. */
export function imageryAgeYears(captureDate: string | null, today: Date): number | null {
  if (!captureDate) return null;
  const captured = Date.parse(captureDate);
  if (Number.isNaN(captured)) return null;
  return Math.max(0, (today.getTime() - captured) / (365.25 * 24 * 3600 * 1000));
}
