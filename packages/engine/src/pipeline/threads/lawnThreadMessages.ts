import type { LotPolygon } from '@yardstick/core/lawnGeometry';
import type { LawnGeometry } from '@yardstick/core/schemas/lawnGeometry';

/** What a drawn lawn comes to: why it cannot be priced (null when it can), and its area. */
export interface LawnVerdict {
  problem: string | null;
  /** Sq ft, to a tenth; 0 when there is a problem. */
  areaSqFt: number;
}

export interface LawnJob {
  id: number;
  geometry: LawnGeometry;
  lot: LotPolygon | null;
}

export type LawnReply = { id: number; verdict: LawnVerdict } | { id: number; error: string };
