import { describe, expect, it } from 'vitest';
import {
  HELD_OUT_LOOKS,
  HELD_OUT_SEEDS,
  TUNING_LOOKS,
  TUNING_SEEDS,
  evaluateLooks,
  formatLookTable,
} from './lookEvaluation.ts';

/**
 * The classifier on looks it was never tuned or trained on (see lookEvaluation.ts): shade
 * from a low sun, strong stripes, lush, dormant and patchy turf, haze with compression,
 * colour-only imagery, 0.15 and 0.6 m pixels. Prints both tables. The median error, pools and
 * sheds are held to their targets; the p90 (≤ 12 %) and bias targets are not met on held-out
 * looks yet (lush and hazy turf are over-measured): the tables show where.
 */
describe('built-in classifier on held-out looks', () => {
  it('never tunes on a held-out look or seed', () => {
    expect(HELD_OUT_LOOKS.filter((look) => TUNING_LOOKS.includes(look))).toEqual([]);
    expect(HELD_OUT_SEEDS.filter((seed) => TUNING_SEEDS.includes(seed))).toEqual([]);
  });

  it(
    'reports the tuning and held-out tables and finds pools and sheds on held-out looks',
    { timeout: 900_000 },
    async () => {
      const tuning = await evaluateLooks(TUNING_LOOKS, TUNING_SEEDS);
      console.info(formatLookTable('Tuning looks (seen in tuning and training)', tuning));
      const heldOut = await evaluateLooks(HELD_OUT_LOOKS, HELD_OUT_SEEDS, 2);
      console.info(formatLookTable('Held-out looks (never seen)', heldOut));

      const all = heldOut.at(-1)?.report;
      if (!all) throw new Error('no held-out rows');
      expect(all.parcels).toBeGreaterThanOrEqual(60);
      expect(all.medianAreaError).toBeLessThanOrEqual(0.05);
      expect(all.pools.found / all.pools.total).toBeGreaterThanOrEqual(0.9);
      expect(all.sheds.found / all.sheds.total).toBeGreaterThanOrEqual(0.9);
    },
  );
});
