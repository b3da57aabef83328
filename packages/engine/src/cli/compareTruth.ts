import { LAND_CLASSES, LAWN, type LandClass } from '../landClasses.ts';
import { round, squareFeet } from '../measure/units.ts';

export interface TruthComparison {
  /** Intersection over union of measured mowable lawn and true lawn. */
  lawnIoU: number;
  trueMowableSqFt: number;
  /** (measured − true) / true, percent. */
  mowableErrorPercent: number;
  /** Per class present in either mask. */
  classIoU: Partial<Record<LandClass, number>>;
  /** Share of pixels whose class matches the truth (shadow counts as wrong). */
  pixelAccuracy: number;
}

/** Scores a classification against a labelled class mask, inside the parcel when one is given. */
export function compareWithTruth(
  classes: Uint8Array,
  mowable: Uint8Array,
  truth: Uint8Array,
  region: Uint8Array | null,
  pixelAreaM2: number,
): TruthComparison {
  const n = LAND_CLASSES.length;
  const inter = new Array<number>(n).fill(0);
  const uni = new Array<number>(n).fill(0);
  let lawnInter = 0;
  let lawnUnion = 0;
  let trueLawn = 0;
  let measured = 0;
  let agree = 0;
  let total = 0;
  for (let i = 0; i < classes.length; i++) {
    if (region && !region[i]) continue;
    const p = classes[i] ?? 0;
    const t = truth[i] ?? 0;
    total++;
    if (p === t) {
      agree++;
      inter[p] = (inter[p] ?? 0) + 1;
      uni[p] = (uni[p] ?? 0) + 1;
    } else {
      uni[p] = (uni[p] ?? 0) + 1;
      uni[t] = (uni[t] ?? 0) + 1;
    }
    const isTrue = t === LAWN;
    const isMeasured = mowable[i] === 1;
    trueLawn += isTrue ? 1 : 0;
    measured += isMeasured ? 1 : 0;
    lawnInter += isTrue && isMeasured ? 1 : 0;
    lawnUnion += isTrue || isMeasured ? 1 : 0;
  }
  const classIoU: Partial<Record<LandClass, number>> = {};
  LAND_CLASSES.forEach((name, id) => {
    if ((uni[id] ?? 0) > 0) classIoU[name] = round((inter[id] ?? 0) / (uni[id] ?? 1), 4);
  });
  return {
    lawnIoU: round(lawnUnion > 0 ? lawnInter / lawnUnion : 1, 4),
    trueMowableSqFt: round(squareFeet(trueLawn * pixelAreaM2), 1),
    mowableErrorPercent: round(trueLawn > 0 ? (100 * (measured - trueLawn)) / trueLawn : 0, 2),
    classIoU,
    pixelAccuracy: round(total > 0 ? agree / total : 1, 4),
  };
}
