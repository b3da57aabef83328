import type { LotPlan, Pt } from '../scene.ts';

/** [u0, v0, u1, v1]: u along the street from the lot's west line, v from the front line inwards. */
export type LocalRect = [number, number, number, number];

/** Converts lot-local coordinates to region metres, whichever way the lot faces. */
export class LotFrame {
  readonly width: number;
  readonly depth: number;

  constructor(readonly lot: LotPlan) {
    this.width = lot.rect[2] - lot.rect[0];
    this.depth = lot.rect[3] - lot.rect[1];
  }

  point(u: number, v: number): Pt {
    const [x0, y0, , y1] = this.lot.rect;
    return [x0 + u, this.lot.faces === 'north' ? y0 + v : y1 - v];
  }

  rect([u0, v0, u1, v1]: LocalRect): [number, number, number, number] {
    const [ax, ay] = this.point(u0, v0);
    const [bx, by] = this.point(u1, v1);
    return [Math.min(ax, bx), Math.min(ay, by), Math.max(ax, bx), Math.max(ay, by)];
  }
}

export function overlaps(a: LocalRect, b: LocalRect, margin = 0): boolean {
  return (
    a[0] < b[2] + margin && b[0] < a[2] + margin && a[1] < b[3] + margin && b[1] < a[3] + margin
  );
}

export function isFree(rect: LocalRect, occupied: readonly LocalRect[], margin = 0): boolean {
  return occupied.every((o) => !overlaps(rect, o, margin));
}

export function inside(rect: LocalRect, u: number, v: number, margin = 0): boolean {
  return (
    u > rect[0] - margin && u < rect[2] + margin && v > rect[1] - margin && v < rect[3] + margin
  );
}
