import { connectedComponents } from '../../classify/morphology.ts';
import { distanceTransform } from './distanceTransform.ts';

/** A crown narrower than this radius (metres) is a shrub, not a tree to clean up under. */
export const SMALLEST_CROWN_RADIUS_M = 1;
/**
 * Nor is a crown narrower than this many pixels a tree: at 0.6 m a canopy 1–1.8 m in radius
 * is a region or two the classifier left among the lawn or on a crown's rim (its regions are
 * about 1.5 m²), not a tree of its own. On the twenty NAIP tiles without hand labels, crowns
 * of 1–2 m were 601 of the 1,252 found near no hand-placed point and 29 of the 798 found near
 * one; counted from 3 px, the 24 m cells within one tree of their points went from 63.5 to
 * 75.1 %. At 0.33 m and finer the metre floor is the higher one.
 */
const SMALLEST_CROWN_RADIUS_PX = 3;

export interface Crown {
  /** Pixel coordinates of the crown's middle (the pixel farthest from the canopy's edge). */
  centre: [number, number];
  radiusM: number;
}

/**
 * Two peaks are one crown unless the canopy narrows between them: the distance to the edge
 * must dip along the line joining them by at least this share of the lower peak.
 */
const SADDLE_DIP = 0.15;
/** A lower peak farther than this share of the higher peak's radius is always a crown. */
const REACH = 0.8;
/**
 * A peak whose radius is under this (metres), in one canopy with a crown of at least
 * LOBE_RATIO times its radius, is a lobe of that crown's leaves, not a tree of its own:
 * photographed crowns are ragged, and gaps in the leaves cut pieces off their edge as wide as
 * a small tree. At 1.5 m, a 24 m cell of the twenty NAIP tiles without hand labels counted 2.2
 * crowns more than its hand-placed points on average (1.1 at 3 m).
 */
const LOBE_RADIUS_M = 3;
const LOBE_RATIO = 2;

/**
 * Crowns in a canopy mask: each connected crown region is split where it holds several
 * crowns, by the peaks of its distance to the canopy's edge. Peaks are taken widest first; a
 * lower peak is a crown of its own only where the canopy narrows on the way to every higher
 * peak near it (a waist between two touching crowns), so a lobe of one crown or the ridge of a
 * long hedge counts once. Regions narrower than SMALLEST_CROWN_RADIUS_M (shrubs) or
 * SMALLEST_CROWN_RADIUS_PX (stray regions of canopy) hold none.
 */
export function findCrowns(
  canopy: Uint8Array,
  width: number,
  height: number,
  metresPerPixel: number,
): Crown[] {
  const distance = distanceTransform(canopy, width, height);
  // The distance runs from pixel centre to pixel centre: the edge lies half a pixel nearer.
  const radiusAt = (i: number) => ((distance[i] ?? 0) - 0.5) * metresPerPixel;
  const smallest = Math.max(SMALLEST_CROWN_RADIUS_M, SMALLEST_CROWN_RADIUS_PX * metresPerPixel);
  const candidates: number[] = [];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      if (radiusAt(i) < smallest) continue;
      if (isLocalPeak(distance, x, y, width, height)) candidates.push(i);
    }
  }
  candidates.sort((a, b) => (distance[b] ?? 0) - (distance[a] ?? 0));
  const peaks = nearPeaks(distance[candidates[0] ?? 0] ?? 0, width);
  for (const i of candidates) {
    const joined = peaks.near(i).some((j) => !narrowsBetween(distance, width, i, j));
    if (!joined) peaks.add(i);
  }
  const { labels } = connectedComponents(canopy, width, height);
  const isLobe = (i: number) =>
    radiusAt(i) < LOBE_RADIUS_M &&
    peaks.all.some((j) => labels[j] === labels[i] && radiusAt(j) >= LOBE_RATIO * radiusAt(i));
  return peaks.all
    .filter((i) => !isLobe(i))
    .map((i) => ({
      centre: [(i % width) + 0.5, Math.floor(i / width) + 0.5],
      radiusM: radiusAt(i),
    }));
}

/**
 * The peaks taken so far, bucketed on a grid, so that a candidate is weighed only against those
 * within reach: peaks come widest first, so none lies within reach beyond `widest` × REACH
 * pixels (narrowsBetween's first test), and a whole orthophoto's thousands of crowns are not
 * each compared with every other.
 */
function nearPeaks(widest: number, width: number) {
  const cell = Math.max(1, Math.ceil(widest * REACH));
  const buckets = new Map<number, number[]>();
  const key = (cx: number, cy: number) => cy * (Math.ceil(width / cell) + 2) + cx;
  const all: number[] = [];
  return {
    all,
    add(i: number) {
      all.push(i);
      const k = key(Math.floor((i % width) / cell), Math.floor(Math.floor(i / width) / cell));
      const bucket = buckets.get(k);
      if (bucket) bucket.push(i);
      else buckets.set(k, [i]);
    },
    near(i: number): number[] {
      const cx = Math.floor((i % width) / cell);
      const cy = Math.floor(Math.floor(i / width) / cell);
      const found: number[] = [];
      for (let dy = -1; dy <= 1; dy++)
        for (let dx = -1; dx <= 1; dx++) {
          if (cx + dx < 0 || cy + dy < 0) continue;
          for (const j of buckets.get(key(cx + dx, cy + dy)) ?? []) found.push(j);
        }
      return found;
    },
  };
}

/** Whether the distance to the edge dips by SADDLE_DIP on the straight way from peak a to b. */
function narrowsBetween(distance: Float32Array, width: number, a: number, b: number): boolean {
  const lower = Math.min(distance[a] ?? 0, distance[b] ?? 0);
  const [ax, ay] = [a % width, Math.floor(a / width)];
  const [bx, by] = [b % width, Math.floor(b / width)];
  const gap = Math.hypot(bx - ax, by - ay);
  // A peak well out from the higher crown's middle stands on a crown of its own.
  if (gap > Math.max(distance[a] ?? 0, distance[b] ?? 0) * REACH) return true;
  const steps = Math.ceil(gap * 2);
  for (let s = 1; s < steps; s++) {
    const x = Math.round(ax + ((bx - ax) * s) / steps);
    const y = Math.round(ay + ((by - ay) * s) / steps);
    if ((distance[y * width + x] ?? 0) < lower * (1 - SADDLE_DIP)) return true;
  }
  return false;
}

function isLocalPeak(
  distance: Float32Array,
  x: number,
  y: number,
  width: number,
  height: number,
): boolean {
  const value = distance[y * width + x] ?? 0;
  for (let dy = -1; dy <= 1; dy++) {
    for (let dx = -1; dx <= 1; dx++) {
      const nx = x + dx;
      const ny = y + dy;
      if ((dx || dy) && nx >= 0 && ny >= 0 && nx < width && ny < height) {
        if ((distance[ny * width + nx] ?? 0) > value) return false;
      }
    }
  }
  return true;
}
