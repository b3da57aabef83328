import { connectedComponents, dilate } from '../../classify/morphology.ts';
import { PAVEMENT } from '../../landClasses.ts';
import { distanceTransform } from './distanceTransform.ts';

export type HardscapeKind = 'driveway' | 'walk' | 'patio' | 'other';

/**
 * Paving pieces smaller than this (m²; a stoop of 1.4 × 1.4 m) standing alone are specks of
 * misread ground more often than something to clear, and each would add its edge as edging.
 */
const SMALLEST_PIECE_M2 = 2;
/** A walk is at most this wide (metres)… */
const WIDEST_WALK_M = 2.2;
/** …and at least this many times as long as it is wide. */
const WALK_ELONGATION = 3;
/** A driveway meets paving beyond the lot line (the apron, the sidewalk) along at least this. */
const DRIVEWAY_MOUTH_M = 1;
/** A patio lies within this of a building. */
const PATIO_REACH_M = 1.5;

export interface HardscapePiece {
  kind: HardscapeKind;
  pixels: number;
}

export interface Hardscape {
  pieces: HardscapePiece[];
  /** 0/1: the paving counted (for the confidence). */
  mask: Uint8Array;
}

/**
 * Paving inside the lot, off the buildings, as connected pieces of at least 2 m², each given
 * a kind by simple rules in this order: a thin, elongated piece (at most 2.2 m wide, three
 * times as long) is a walk; a piece that meets paving beyond the lot line (the street side:
 * its apron or the sidewalk) along at least a metre is the driveway; a piece within 1.5 m of a
 * building is a patio; anything else is other. The street and the public sidewalk lie outside
 * the lot and are never counted. A walk joined to the driveway is one piece, counted as
 * driveway.
 */
export function hardscapePieces(input: {
  classes: Uint8Array;
  parcelMask: Uint8Array;
  buildingMask: Uint8Array | null;
  width: number;
  height: number;
  metresPerPixel: number;
}): Hardscape {
  const { classes, parcelMask, buildingMask, width, height, metresPerPixel } = input;
  const paving = new Uint8Array(classes.length);
  for (let i = 0; i < classes.length; i++)
    paving[i] = classes[i] === PAVEMENT && parcelMask[i] && !buildingMask?.[i] ? 1 : 0;
  const { labels, sizes } = connectedComponents(paving, width, height);
  const distance = distanceTransform(paving, width, height);
  const nearBuilding = buildingMask
    ? dilate(buildingMask, width, height, Math.ceil(PATIO_REACH_M / metresPerPixel))
    : null;
  const stats = sizes.map(() => ({ widest: 0, mouth: 0, nearBuilding: false }));
  const pavedBeyond = (j: number) => !parcelMask[j] && classes[j] === PAVEMENT;
  for (let i = 0; i < labels.length; i++) {
    const s = stats[labels[i] ?? 0];
    if (!labels[i] || !s) continue;
    s.widest = Math.max(s.widest, distance[i] ?? 0);
    if (nearBuilding?.[i]) s.nearBuilding = true;
    const x = i % width;
    if (
      (x > 0 && pavedBeyond(i - 1)) ||
      (x < width - 1 && pavedBeyond(i + 1)) ||
      (i >= width && pavedBeyond(i - width)) ||
      (i + width < labels.length && pavedBeyond(i + width))
    )
      s.mouth++;
  }
  const smallest = SMALLEST_PIECE_M2 / metresPerPixel ** 2;
  const mask = new Uint8Array(classes.length);
  const kept = new Set<number>();
  const pieces: HardscapePiece[] = [];
  stats.forEach((s, id) => {
    const pixels = sizes[id] ?? 0;
    if (id === 0 || pixels < smallest) return;
    kept.add(id);
    const widthM = 2 * Math.max(0.5, s.widest - 0.5) * metresPerPixel;
    const lengthM = (pixels * metresPerPixel ** 2) / widthM;
    const kind: HardscapeKind =
      widthM <= WIDEST_WALK_M && lengthM >= WALK_ELONGATION * widthM
        ? 'walk'
        : s.mouth * metresPerPixel >= DRIVEWAY_MOUTH_M
          ? 'driveway'
          : s.nearBuilding
            ? 'patio'
            : 'other';
    pieces.push({ kind, pixels });
  });
  for (let i = 0; i < labels.length; i++) if (kept.has(labels[i] ?? 0)) mask[i] = 1;
  return { pieces: pieces.sort((a, b) => b.pixels - a.pixels), mask };
}
