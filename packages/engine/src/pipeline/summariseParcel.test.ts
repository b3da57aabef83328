import { describe, expect, it } from 'vitest';
import { withAiReview } from './summariseParcel.ts';

describe('withAiReview', () => {
  const measured = { score: 6, explanation: 'Complexity 6/10: 4 obstacles.' };

  it('keeps the measurement when there is no agreeing review', () => {
    expect(withAiReview(measured, undefined)).toEqual({
      complexityScore: 6,
      complexityExplanation: 'Complexity 6/10: 4 obstacles.',
    });
  });

  it('averages the scores and adds the reviewer’s explanation after the measured one', () => {
    expect(withAiReview(measured, { complexity: 9, explanation: 'A pool and many beds.' })).toEqual(
      {
        complexityScore: 8,
        complexityExplanation: 'Complexity 6/10: 4 obstacles. AI review: A pool and many beds.',
      },
    );
  });
});
