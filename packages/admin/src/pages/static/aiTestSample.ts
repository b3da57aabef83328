import type { Obstacle } from '@yardstick/core/schemas/analysis';

/**
 * The fixed sample of the AI test page (SPEC §2.15). It shows how an AI pricing result
 * reads; these are illustration figures, not the pricing rules (those live in core).
 */
export const AI_TEST_SAMPLE = {
  obstacles: [
    {
      type: 'tree',
      estimatedSize: 'large',
      confidence: 0.9,
      description: 'Large oak tree in the front lawn',
    },
    {
      type: 'pool',
      estimatedSize: 'medium',
      confidence: 0.95,
      description: 'In-ground pool in the back yard',
    },
    {
      type: 'shed',
      estimatedSize: 'small',
      confidence: 0.8,
      description: 'Garden shed near the rear fence',
    },
  ] satisfies Obstacle[],
  complexityScore: 7,
  basePrice: 100,
  adjustedPrice: 140,
};
