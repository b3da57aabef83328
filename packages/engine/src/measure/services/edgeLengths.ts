import type { Position, Ring } from '../../geo/geojson.ts';
import { traceOutlines } from '../mowablePolygons.ts';

/** Along the outline, one look outwards every this many pixels. */
const STEP_PIXELS = 0.5;
/** How far out (pixels) the surface beyond the lawn is read: past a mixed pixel, not further. */
const LOOK_OUT_PIXELS = [1, 1.5, 2];
/** The look out stops at a barrier this much nearer than where it reads the surface. */
const BARRIER_LOOK_BACK = 0.5;

export interface EdgeLengths {
  /** Lawn edge along paving (edging), metres. */
  hardM: number;
  /** Lawn edge along beds (bed edging), metres. */
  bedM: number;
  /** Mean 0–1 classifier confidence of the pixels either side of the edges counted. */
  confidence: number;
  /** The stretches of outline counted, as polylines in pixel-edge coordinates, to draw. */
  lines: { hard: Position[][]; bed: Position[][] };
}

/**
 * Lengths of the lawn's edge along paving and along beds, measured on the lawn's smoothed
 * outlines (the outlines the lawn polygons are drawn from), so that a straight edge on a
 * diagonal reads its true length, not the pixel staircase's. Each short stretch of outline
 * counts for the surface found just outside it: only the paving and beds given, so that a
 * speck the classifier left in the lawn adds no edging.
 */
export function edgeLengths(input: {
  lawn: Uint8Array;
  /** The lawn's outlines from traceOutlines, when the caller traced them already. */
  lawnOutlines?: Ring[][];
  /** 0/1: the paving and the beds the edges are measured along. */
  hard: Uint8Array;
  beds: Uint8Array;
  /**
   * 0/1: fences and walls. The lawn meets these, not what lies behind them, so a look out that
   * crosses one on its way counts no edge (a pixel the look passes over is otherwise taken
   * for a mixed one).
   */
  barrier?: Uint8Array;
  confidence: Uint8Array;
  width: number;
  height: number;
  metresPerPixel: number;
}): EdgeLengths {
  const { lawn, hard: paving, beds, confidence, width, height } = input;
  const pixelAt = (x: number, y: number) => {
    const px = Math.floor(x);
    const py = Math.floor(y);
    return px < 0 || py < 0 || px >= width || py >= height ? -1 : py * width + px;
  };
  let hard = 0;
  let bed = 0;
  let sure = 0;
  let looks = 0;
  const lines = polylines();
  for (const rings of input.lawnOutlines ?? traceOutlines(lawn, width, height)) {
    for (const ring of rings) {
      for (let k = 0; k + 1 < ring.length; k++) {
        const [ax, ay] = ring[k] ?? [0, 0];
        const [bx, by] = ring[k + 1] ?? [0, 0];
        const length = Math.hypot(bx - ax, by - ay);
        if (length === 0) continue;
        const steps = Math.max(1, Math.round(length / STEP_PIXELS));
        const normal = [(by - ay) / length, (ax - bx) / length] as const;
        const along = (s: number): Position =>
          s === steps ? [bx, by] : [ax + ((bx - ax) * s) / steps, ay + ((by - ay) * s) / steps];
        for (let s = 0; s < steps; s++) {
          const t = (s + 0.5) / steps;
          const mx = ax + (bx - ax) * t;
          const my = ay + (by - ay) * t;
          const beyond = surfaceBeyond(lawn, input.barrier, pixelAt, mx, my, normal);
          if (beyond === null) continue;
          if (paving[beyond.outside]) {
            hard += length / steps;
            lines.add('hard', along(s), along(s + 1));
          } else if (beds[beyond.outside]) {
            bed += length / steps;
            lines.add('bed', along(s), along(s + 1));
          } else continue;
          sure += (confidence[beyond.outside] ?? 0) + (confidence[beyond.inside] ?? 0);
          looks += 2;
        }
      }
    }
  }
  return {
    hardM: hard * input.metresPerPixel,
    bedM: bed * input.metresPerPixel,
    confidence: looks ? sure / looks / 255 : 0.5,
    lines: lines.done,
  };
}

/**
 * Polylines grown from short stretches of outline given in order: a stretch that starts where
 * the last one of its kind ended continues that line (in a straight line, along the same
 * stretch of outline, it moves the line's end instead of adding a point).
 */
function polylines() {
  const done = { hard: [] as Position[][], bed: [] as Position[][] };
  const open = { hard: null as Position[] | null, bed: null as Position[] | null };
  const heading = { hard: [0, 0] as Position, bed: [0, 0] as Position };
  return {
    done,
    add(kind: 'hard' | 'bed', from: Position, to: Position) {
      const line = open[kind];
      const end = line?.[line.length - 1];
      const direction: Position = [to[0] - from[0], to[1] - from[1]];
      if (!line || !end || end[0] !== from[0] || end[1] !== from[1]) {
        const started: Position[] = [from, to];
        done[kind].push(started);
        open[kind] = started;
      } else if (
        line.length > 1 &&
        Math.abs(direction[0] * heading[kind][1] - direction[1] * heading[kind][0]) < 1e-9
      )
        line[line.length - 1] = to;
      else line.push(to);
      heading[kind] = direction;
    },
  };
}

/**
 * The first pixel off the lawn on either side of a point of the outline, and the lawn pixel
 * facing it (a barrier passed on the way out is the pixel off the lawn); null where neither
 * side leaves the lawn (or the look leaves the image).
 */
function surfaceBeyond(
  lawn: Uint8Array,
  barrier: Uint8Array | undefined,
  pixelAt: (x: number, y: number) => number,
  x: number,
  y: number,
  [nx, ny]: readonly [number, number],
): { outside: number; inside: number } | null {
  const off = (side: 1 | -1, reach: number, outside: number, inside: number) => {
    const back = side * (reach - BARRIER_LOOK_BACK);
    const nearer = pixelAt(x + nx * back, y + ny * back);
    return { outside: nearer >= 0 && barrier?.[nearer] ? nearer : outside, inside };
  };
  for (const reach of LOOK_OUT_PIXELS) {
    const plus = pixelAt(x + nx * reach, y + ny * reach);
    const minus = pixelAt(x - nx * reach, y - ny * reach);
    if (plus < 0 || minus < 0) return null;
    const plusLawn = lawn[plus] === 1;
    const minusLawn = lawn[minus] === 1;
    if (plusLawn && !minusLawn) return off(-1, reach, minus, plus);
    if (minusLawn && !plusLawn) return off(1, reach, plus, minus);
  }
  return null;
}
