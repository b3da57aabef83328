import { describe } from 'vitest';
import { itMeetsAccuracyTargets } from './accuracyTargets.ts';

/** Imagery without near-infrared (e.g. Mapbox satellite), on a seed the classifier never saw. */
describe('built-in classifier on colour-only imagery', () => {
  itMeetsAccuracyTargets(4242, { colourOnly: true });
});
