import { describe, expect, it } from 'vitest';
import { DEMO_SAMPLE, demoSampleWeeklyPrice } from './demoSample.ts';

describe('demoSampleWeeklyPrice', () => {
  it("prices the sample's lawn at the demo's weekly rate on the standard ladder", () => {
    // 5,000 × 0.0076 + 2,615.4 × 0.0076 × 87.5 % = 38 + 17.39 → $56 (flat it would be $58).
    expect(DEMO_SAMPLE.mowableSqFt).toBe(7_615.4);
    expect(demoSampleWeeklyPrice()).toBe(56);
  });

  it('follows the area it is given', () => {
    expect(demoSampleWeeklyPrice(10_000)).toBe(72);
  });
});
