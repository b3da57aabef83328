import { describe } from 'vitest';
import { DEFAULT_DEMO_SEED } from '../demoRegion/demoRegion.ts';
import { itMeetsAccuracyTargets } from './accuracyTargets.ts';

describe('built-in classifier on the seed it was tuned and trained on', () => {
  itMeetsAccuracyTargets(DEFAULT_DEMO_SEED);
});
