import { describe, expect, it } from 'vitest';
import {
  canSubmitServiceForm,
  duplicateFrequencyToast,
  isDuplicateFrequency,
  isFrequencyDraftValid,
  MINIMUM_PRICE_STEP,
  newFrequencyDraft,
  parseMinimumPriceInput,
  parsePriceInput,
  PRICE_PER_SQ_FT_STEP,
  servicePricingPreview,
  volumeTiersProblem,
  volumeTiersSummary,
} from './servicesForm.ts';
import { STANDARD_VOLUME_TIERS } from './volumeRate.ts';

describe('newFrequencyDraft', () => {
  it('starts as an active one-time frequency at 0.008 per sq ft, sort order 0', () => {
    expect(newFrequencyDraft()).toEqual({
      frequency: 'one-time',
      pricePerSqFt: 0.008,
      isActive: true,
      sortOrder: 0,
      volumeTiers: STANDARD_VOLUME_TIERS,
    });
  });

  it('is ordered after the frequencies already added', () => {
    expect(newFrequencyDraft(3).sortOrder).toBe(3);
  });
});

describe('input steps', () => {
  it('steps the price by 0.001 and the minimum price by 0.01', () => {
    expect([PRICE_PER_SQ_FT_STEP, MINIMUM_PRICE_STEP]).toEqual([0.001, 0.01]);
  });
});

describe('parsePriceInput', () => {
  it.each([
    ['0.0075', 0.0075],
    ['1', 1],
    ['', 0],
    ['abc', 0],
  ])('reads %j as %f', (text, value) => {
    expect(parsePriceInput(text)).toBe(value);
  });
});

describe('parseMinimumPriceInput', () => {
  it.each([
    ['50', 50],
    ['49.99', 49.99],
    ['0', 0],
    ['', undefined],
    ['  ', undefined],
    ['abc', undefined],
  ])('reads %j as %s', (text, value) => {
    expect(parseMinimumPriceInput(text)).toBe(value);
  });
});

describe('isFrequencyDraftValid', () => {
  it.each([
    ['weekly', 0.008, true],
    ['weekly', 0, false],
    ['weekly', -1, false],
    ['', 0.008, false],
  ] as const)('with frequency %j and price %f is %s', (frequency, pricePerSqFt, valid) => {
    expect(isFrequencyDraftValid({ frequency, pricePerSqFt })).toBe(valid);
  });
});

describe('isDuplicateFrequency', () => {
  const drafts = [{ frequency: 'weekly' }, { frequency: 'monthly' }] as const;

  it('rejects a frequency the service already has', () => {
    expect(isDuplicateFrequency(drafts, 'weekly')).toBe(true);
  });

  it('accepts a new frequency', () => {
    expect(isDuplicateFrequency(drafts, 'one-time')).toBe(false);
  });

  it('does not count the row being edited as its own duplicate', () => {
    expect(isDuplicateFrequency(drafts, 'weekly', 0)).toBe(false);
    expect(isDuplicateFrequency(drafts, 'monthly', 0)).toBe(true);
  });
});

describe('duplicateFrequencyToast', () => {
  it('names the frequency by its label', () => {
    expect(duplicateFrequencyToast('bi-weekly')).toEqual({
      title: 'Duplicate Frequency',
      description: 'A Bi-weekly frequency already exists for this service.',
      variant: 'destructive',
    });
  });
});

describe('canSubmitServiceForm', () => {
  it.each([
    ['Mowing', 1, true],
    ['', 1, false],
    ['   ', 1, false],
    ['Mowing', 0, false],
  ])('with name %j and %i frequencies is %s', (name, count, allowed) => {
    expect(canSubmitServiceForm({ name, frequencies: Array.from({ length: count }) })).toBe(
      allowed,
    );
  });
});

describe('servicePricingPreview', () => {
  it('prices the three example properties in whole dollars', () => {
    expect(servicePricingPreview(0.008)).toEqual([
      {
        name: 'Small Residential',
        areaSqFt: 10_000,
        kind: 'residential',
        quantity: 10_000,
        cost: 80,
      },
      {
        name: 'Large Residential',
        areaSqFt: 20_000,
        kind: 'residential',
        quantity: 20_000,
        cost: 160,
      },
      { name: 'Commercial', areaSqFt: 40_000, kind: 'commercial', quantity: 40_000, cost: 320 },
    ]);
  });

  it('rounds to the nearest dollar', () => {
    expect(servicePricingPreview(0.00125).map((row) => row.cost)).toEqual([13, 25, 50]);
  });

  it('applies the volume tiers band by band', () => {
    // 10,000: 40 + 35; 20,000: + 60; 40,000: + 100.
    expect(servicePricingPreview(0.008, STANDARD_VOLUME_TIERS).map((row) => row.cost)).toEqual([
      75, 135, 235,
    ]);
  });

  it('prices each property on the quantity of the basis it is charged on', () => {
    const preview = (basis: Parameters<typeof servicePricingPreview>[2], rate: number) =>
      servicePricingPreview(rate, STANDARD_VOLUME_TIERS, basis).map((row) => [
        row.quantity,
        row.cost,
      ]);
    // 250, 400 and 1,200 ft of edging at $0.25: under the first volume band.
    expect(preview('edge-length', 0.25)).toEqual([
      [250, 63],
      [400, 100],
      [1_200, 300],
    ]);
    // 1,000, 1,800, 12,000 sq ft of paving at $0.05; the last: 5,000 + 5,000 × 87.5 % + 2,000 × 75 %.
    expect(preview('hardscape-area', 0.05)).toEqual([
      [1_000, 50],
      [1_800, 90],
      [12_000, 544],
    ]);
    expect(preview('per-tree', 15)).toEqual([
      [3, 45],
      [6, 90],
      [15, 225],
    ]);
    // A flat price is one visit at its price, on any property, without tiers.
    expect(preview('flat', 150)).toEqual([
      [1, 150],
      [1, 150],
      [1, 150],
    ]);
  });
});

describe('volumeTiersSummary', () => {
  it("names the standard ladder, no discount, or the owner's own tiers", () => {
    expect(volumeTiersSummary(STANDARD_VOLUME_TIERS)).toBe('Standard volume ladder');
    expect(volumeTiersSummary([])).toBe('No volume discount');
    expect(volumeTiersSummary([{ fromSqFt: 8_000, percentOfRate: 90 }])).toBe(
      '1 volume tier from 8,000 sq ft',
    );
    expect(
      volumeTiersSummary(
        STANDARD_VOLUME_TIERS.map((tier, index) =>
          index === 4 ? { ...tier, percentOfRate: 40 } : tier,
        ),
      ),
    ).toBe('5 volume tiers from 5,000 sq ft');
  });

  it('counts tiers of a price per foot or per tree in feet or trees, never as the sq ft ladder', () => {
    const tiers = [
      { fromSqFt: 1_500, percentOfRate: 90 },
      { fromSqFt: 3_000, percentOfRate: 80 },
    ];
    expect(volumeTiersSummary(tiers, 'edge-length')).toBe('2 volume tiers from 1,500 ft');
    expect(volumeTiersSummary([{ fromSqFt: 10, percentOfRate: 85 }], 'per-tree')).toBe(
      '1 volume tier from 10 trees',
    );
    expect(volumeTiersSummary(STANDARD_VOLUME_TIERS, 'per-tree')).toBe(
      '5 volume tiers from 5,000 trees',
    );
    expect(volumeTiersSummary(STANDARD_VOLUME_TIERS, 'bed-area')).toBe('Standard volume ladder');
  });
});

describe('volumeTiersProblem', () => {
  const outOfOrder = [
    { fromSqFt: 200, percentOfRate: 90 },
    { fromSqFt: 100, percentOfRate: 80 },
  ];

  it('says why tiers cannot be saved, in the unit the price counts', () => {
    expect(volumeTiersProblem(outOfOrder)).toBe(
      'Each volume tier must start at a larger area than the one before it',
    );
    expect(volumeTiersProblem(outOfOrder, 'per-tree')).toBe(
      'Each volume tier must start at a larger number than the one before it',
    );
    expect(volumeTiersProblem([{ fromSqFt: 0, percentOfRate: 90 }], 'edge-length')).toBe(
      'A volume tier must start above 0 ft',
    );
    expect(volumeTiersProblem([{ fromSqFt: 2.5, percentOfRate: 90 }], 'per-tree')).toBe(
      'A volume tier must start at a whole number of trees',
    );
    expect(volumeTiersProblem(STANDARD_VOLUME_TIERS, 'edge-length')).toBeNull();
  });
});
