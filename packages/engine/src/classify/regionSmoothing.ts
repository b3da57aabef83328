import type { RegionGraph } from './superpixels.ts';

export interface SmoothingOptions {
  rounds: number;
  /** Share of a region's probabilities taken from its neighbours each round. */
  mix: number;
  /** Colour distance (smoothed DN) at which a neighbour's say falls to 1/e. */
  colourScale: number;
}

export const DEFAULT_SMOOTHING: SmoothingOptions = { rounds: 3, mix: 0.5, colourScale: 25 };

/**
 * Neighbouring regions vote: each round, every region's class probabilities move towards
 * the mean of its neighbours', weighted by the border they share and by how alike their
 * colour is, so an isolated odd region in a road or a lawn takes its surroundings' class
 * while a real edge (a change of colour) holds.
 */
export function smoothOverGraph(
  graph: RegionGraph,
  probabilities: Float32Array,
  classes: number,
  colour: Float32Array,
  options: SmoothingOptions = DEFAULT_SMOOTHING,
): Float32Array {
  const regions = probabilities.length / classes;
  const weight = new Float32Array(graph.neighbours.length);
  for (let r = 0; r < regions; r++) {
    for (let e = graph.offsets[r] ?? 0; e < (graph.offsets[r + 1] ?? 0); e++) {
      const s = graph.neighbours[e] ?? 0;
      let d = 0;
      for (let c = 0; c < 3; c++) d += ((colour[r * 3 + c] ?? 0) - (colour[s * 3 + c] ?? 0)) ** 2;
      weight[e] = (graph.border[e] ?? 0) * Math.exp(-d / options.colourScale ** 2);
    }
  }
  let current = probabilities;
  for (let round = 0; round < options.rounds; round++) {
    const next = new Float32Array(current.length);
    for (let r = 0; r < regions; r++) {
      let total = 0;
      for (let e = graph.offsets[r] ?? 0; e < (graph.offsets[r + 1] ?? 0); e++) {
        const w = weight[e] ?? 0;
        const s = (graph.neighbours[e] ?? 0) * classes;
        total += w;
        for (let c = 0; c < classes; c++)
          next[r * classes + c] = (next[r * classes + c] ?? 0) + w * (current[s + c] ?? 0);
      }
      const own = r * classes;
      for (let c = 0; c < classes; c++) {
        const mean = total > 0 ? (next[own + c] ?? 0) / total : (current[own + c] ?? 0);
        next[own + c] = (1 - options.mix) * (current[own + c] ?? 0) + options.mix * mean;
      }
    }
    current = next;
  }
  return current;
}
