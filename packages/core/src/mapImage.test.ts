import { describe, expect, it } from 'vitest';
import { mapImagePath } from './mapImage.ts';

describe('mapImagePath', () => {
  it('names the analysis, escaped, and the variant when one is asked for', () => {
    expect(mapImagePath('an 1')).toBe('/api/green-overlay-image?analysisId=an%201');
    expect(mapImagePath('an-1', 'small')).toBe(
      '/api/green-overlay-image?analysisId=an-1&variant=small',
    );
  });
});
