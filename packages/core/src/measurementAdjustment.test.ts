import { describe, expect, it } from 'vitest';
import { measurementAdjustment, shrunkForReview } from './measurementAdjustment.ts';
import { sqFtToAcres } from './units.ts';

const quote = (measuredSqFt: number, pricedSqFt: number, extra = {}) => ({
  measuredMowableArea: sqFtToAcres(measuredSqFt),
  mowableArea: sqFtToAcres(pricedSqFt),
  adjustedByCustomer: true,
  adjustmentHistory: [],
  ...extra,
});

describe('measurementAdjustment', () => {
  it("names the customer's adjustment in whole per cent of the measured lawn", () => {
    expect(measurementAdjustment(quote(8_000, 6_400))).toMatchObject({
      measuredSqFt: expect.closeTo(8_000, 6),
      pricedSqFt: expect.closeTo(6_400, 6),
      percent: -20,
      label: 'Customer adjusted: \u221220 %',
    });
    expect(measurementAdjustment(quote(8_000, 8_400))?.label).toBe('Customer adjusted: +5 %');
  });

  it("names the owner's own adjustment once there is one", () => {
    const owned = quote(8_000, 7_200, { adjustedByCustomer: false, adjustmentHistory: [{}] });
    expect(measurementAdjustment(owned)?.label).toBe('You adjusted: \u221210 %');
  });

  it('is null when the measured lawn was priced', () => {
    expect(measurementAdjustment(quote(8_000, 8_000, { adjustedByCustomer: false }))).toBeNull();
  });

  it('leaves the lawn unadjusted when the owner edited only the beds or paving', () => {
    const bedsOnly = { adjustedByCustomer: false, adjustmentHistory: [{ layer: 'beds' as const }] };
    expect(measurementAdjustment(quote(8_000, 8_000, bedsOnly))).toBeNull();
    const customerLawn = { adjustmentHistory: [{ layer: 'paving' as const }] };
    expect(measurementAdjustment(quote(8_000, 6_400, customerLawn))?.label).toBe(
      'Customer adjusted: \u221220 %',
    );
    const thenLawn = {
      adjustedByCustomer: false,
      adjustmentHistory: [{}, { layer: 'beds' as const }],
    };
    expect(measurementAdjustment(quote(8_000, 7_200, thenLawn))?.label).toBe(
      'You adjusted: \u221210 %',
    );
  });
});

describe('shrunkForReview', () => {
  it('flags a lawn drawn more than 30 % smaller than measured, and nothing less', () => {
    expect(shrunkForReview(3_054, 608)).toBe(true);
    expect(shrunkForReview(3_000, 2_090)).toBe(true);
    expect(shrunkForReview(3_000, 2_100)).toBe(false);
    expect(shrunkForReview(3_000, 3_600)).toBe(false);
    expect(shrunkForReview(0, 500)).toBe(false);
  });
});
