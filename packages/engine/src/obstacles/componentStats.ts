import { connectedComponents } from '../classify/morphology.ts';

export interface ComponentStats {
  /** The land class (or other key) shared by the piece's pixels. */
  key: number;
  pixels: number;
  /** Some pixel has a 4-neighbour set in `near`. */
  touchingNear: boolean;
  /** Some pixel sits on the edge of the region mask (next to a pixel outside it, or the image edge). */
  touchesRegionEdge: boolean;
  bbox: [number, number, number, number];
  centroid: [number, number];
  meanConfidence: number;
  /** Mean of each of the `values` planes over the piece. */
  meanValues: number[];
}

export interface PieceInput {
  /** Pixels with equal keys form pieces. */
  keys: Uint8Array;
  region: Uint8Array;
  near: Uint8Array;
  confidence: Uint8Array;
  /** Planes to average over each piece (none: []). */
  values: readonly Float32Array[];
  width: number;
  height: number;
}

/**
 * Connected pieces of equal key inside `region`, with what the obstacle rules ask of each:
 * size, whether it touches `near` (the lawn), whether it reaches the region's edge.
 */
export function piecesWithin({
  keys,
  region,
  near,
  confidence,
  values,
  width,
  height,
}: PieceInput): ComponentStats[] {
  const { labels, sizes } = connectedComponents(region, width, height, keys);
  const stats: ComponentStats[] = sizes.map((pixels) => ({
    key: -1,
    pixels,
    touchingNear: false,
    touchesRegionEdge: false,
    bbox: [Infinity, Infinity, -Infinity, -Infinity],
    centroid: [0, 0],
    meanConfidence: 0,
    meanValues: values.map(() => 0),
  }));
  const look = (s: ComponentStats, j: number) => {
    if (near[j]) s.touchingNear = true;
    if (!region[j]) s.touchesRegionEdge = true;
  };
  for (let i = 0; i < labels.length; i++) {
    const s = stats[labels[i] ?? 0];
    if (!labels[i] || !s) continue;
    const x = i % width;
    const y = (i - x) / width;
    const box = s.bbox;
    s.key = keys[i] ?? 0;
    if (x < box[0]) box[0] = x;
    if (y < box[1]) box[1] = y;
    if (x + 1 > box[2]) box[2] = x + 1;
    if (y + 1 > box[3]) box[3] = y + 1;
    s.centroid[0] += x + 0.5;
    s.centroid[1] += y + 0.5;
    s.meanConfidence += confidence[i] ?? 0;
    values.forEach((plane, v) => (s.meanValues[v] = (s.meanValues[v] ?? 0) + (plane[i] ?? 0)));
    if (x === 0 || x === width - 1 || y === 0 || y === height - 1) s.touchesRegionEdge = true;
    if (x > 0) look(s, i - 1);
    if (x < width - 1) look(s, i + 1);
    if (y > 0) look(s, i - width);
    if (y < height - 1) look(s, i + width);
  }
  return stats.slice(1).map((s) => ({
    ...s,
    centroid: [s.centroid[0] / s.pixels, s.centroid[1] / s.pixels],
    meanConfidence: s.meanConfidence / s.pixels / 255,
    meanValues: s.meanValues.map((sum) => sum / s.pixels),
  }));
}

/** Share of the bounding box the piece fills: 1 for a rectangle, ~0.79 for a disc. */
export function fillRatio(s: ComponentStats): number {
  return s.pixels / ((s.bbox[2] - s.bbox[0]) * (s.bbox[3] - s.bbox[1]));
}
