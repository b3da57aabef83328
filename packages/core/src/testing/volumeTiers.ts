import fc from 'fast-check';
import type { VolumeTier } from '../volumeRate.ts';

/** Up to 8 tiers in ascending order, each a share of 0.01 % to 100 % of the price. */
export const volumeTiersArbitrary: fc.Arbitrary<VolumeTier[]> = fc
  .uniqueArray(fc.integer({ min: 1, max: 500_000 }), { maxLength: 8 })
  .chain((starts) =>
    fc.tuple(
      fc.constant([...starts].sort((a, b) => a - b)),
      fc.array(fc.integer({ min: 1, max: 10_000 }), {
        minLength: starts.length,
        maxLength: starts.length,
      }),
    ),
  )
  .map(([starts, hundredths]) =>
    starts.map((fromSqFt, index) => ({
      fromSqFt,
      percentOfRate: (hundredths[index] ?? 10_000) / 100,
    })),
  );
