import type { ServiceMeasures } from '../schemas/analysis.ts';

/**
 * A lot's beds, paving, edges and trees as the engine measures them: 420 sq ft of beds,
 * 1,240 sq ft of driveway and walk (the public sidewalk apart), 310 ft of edging, 4 trees.
 */
export function buildServiceMeasures(overrides: Partial<ServiceMeasures> = {}): ServiceMeasures {
  return {
    bedsSqFt: 420,
    hardscape: {
      totalSqFt: 1_240,
      pieces: [
        { kind: 'driveway', sqFt: 980 },
        { kind: 'walk', sqFt: 260 },
      ],
      sidewalkSqFt: 300,
    },
    edges: { hardFt: 310, bedFt: 95 },
    trees: { count: 4, canopyOverLawnSqFt: 1_800 },
    confidence: { beds: 0.7, hardscape: 0.8, edges: 0.75, trees: 0.85 },
    ...overrides,
  };
}
