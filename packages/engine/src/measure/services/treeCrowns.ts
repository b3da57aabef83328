import { distanceTransform } from './distanceTransform.ts';

/** A crown narrower than this radius (metres) is a shrub, not a tree to clean up under. */
export const SMALLEST_CROWN_RADIUS_M = 1;

export interface Crown {
  /** Pixel coordinates of the crown's middle (the pixel farthest from the canopy's edge). */
  centre: [number, number];
  radiusM: number;
}

/**
 * Crowns in a canopy mask: each connected crown region is split where it holds several
 * crowns, by the peaks of its distance to the canopy's edge. Peaks are taken widest first,
 * and a peak within the radius of a crown already taken belongs to that crown; so two crowns
 * that touch or overlap a little count twice, a lobe of one crown once. Regions narrower
 * than SMALLEST_CROWN_RADIUS_M (shrubs, hedges) hold no crown.
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
  const candidates: number[] = [];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      if (radiusAt(i) < SMALLEST_CROWN_RADIUS_M) continue;
      if (isLocalPeak(distance, x, y, width, height)) candidates.push(i);
    }
  }
  candidates.sort((a, b) => (distance[b] ?? 0) - (distance[a] ?? 0));
  const crowns: Crown[] = [];
  for (const i of candidates) {
    const x = i % width;
    const y = (i - x) / width;
    const centre: [number, number] = [x + 0.5, y + 0.5];
    const taken = crowns.some(
      (c) =>
        Math.hypot(c.centre[0] - centre[0], c.centre[1] - centre[1]) * metresPerPixel <= c.radiusM,
    );
    if (!taken) crowns.push({ centre, radiusM: radiusAt(i) });
  }
  return crowns;
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
