import { DEFAULT_DEMO_SEED } from '../demoRegion/demoRegion.ts';
import { REGION_LOOK_NAMES, type RegionLookName } from '../demoRegion/regionLooks.ts';

/**
 * Which looks and seeds the classifier may learn from, and which it is tested on. The
 * lawn-or-canopy models are trained, and every threshold chosen, on the tuning looks of the
 * tuning seed only; the held-out looks (a disjoint set: heavy haze, dark lush turf, brown
 * spots, colour-only imagery, midday sun, coarse pixels) on a held-out seed measure what the
 * classifier does on imagery it never saw.
 */
export const TUNING_LOOKS: readonly RegionLookName[] = [
  'standard',
  'lowSun',
  'stripes',
  'dormant',
  'fine',
];
export const HELD_OUT_LOOKS: readonly RegionLookName[] = REGION_LOOK_NAMES.filter(
  (look) => !TUNING_LOOKS.includes(look),
);
export const TUNING_SEEDS: readonly number[] = [DEFAULT_DEMO_SEED];
export const HELD_OUT_SEEDS: readonly number[] = [4242];
