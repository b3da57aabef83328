import { describe } from 'vitest';
import { DEFAULT_DEMO_SEED } from '../demo-region/demo-region.ts';
import { itMeetsAccuracyTargets } from './accuracy-targets.ts';

describe('built-in classifier on the seed it was tuned and trained on', () => {
  itMeetsAccuracyTargets(DEFAULT_DEMO_SEED);
});
