import { describe } from 'vitest';
import { itMeetsAccuracyTargets } from './accuracyTargets.ts';

/** Neighbourhoods the classifier was never tuned or trained on. */
describe('built-in classifier on unseen seeds', () => {
  itMeetsAccuracyTargets(4242);
  itMeetsAccuracyTargets(90210);
});
