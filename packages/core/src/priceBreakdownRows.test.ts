import { describe, expect, it } from 'vitest';
import { serviceLineInputFor } from './priceBasis.ts';
import { priceBreakdown, recordedLineBreakdown } from './priceBreakdown.ts';
import { breakdownRows, obstacleWords } from './priceBreakdownRows.ts';
import { STANDARD_VOLUME_TIERS } from './volumeRate.ts';

describe('breakdownRows', () => {
  it('names the basis on the first row: edging per foot, with its complexity', () => {
    const line = { basis: 'edge-length', quantity: 310, rate: 0.25, complexityScore: 7 } as const;
    expect(breakdownRows(priceBreakdown(serviceLineInputFor(line)), [], line.basis)).toEqual([
      { label: 'Edging 310 ft × $0.25', amount: '$77.50' },
      { label: 'Yard complexity 7/10: +10 %', amount: '+$7.75' },
      { label: 'Rounded up to a whole dollar', amount: '+$0.75' },
    ]);
  });

  it('shows a flat price as one row, without complexity', () => {
    const line = { basis: 'flat', quantity: 1, rate: 45, complexityScore: 9 } as const;
    expect(breakdownRows(priceBreakdown(serviceLineInputFor(line)), ['tree'], line.basis)).toEqual([
      { label: 'Flat per visit', amount: '$45.00' },
    ]);
  });

  it('names each figure so the line adds up on a calculator', () => {
    const breakdown = priceBreakdown({
      areaSqFt: 5067,
      pricePerSqFt: 0.008,
      complexityScore: 10,
      minimumPrice: 50,
    });
    expect(breakdownRows(breakdown, ['tree', 'pool'])).toEqual([
      { label: '5,067 sq ft × $0.0080/sq ft', amount: '$40.54' },
      { label: 'Yard complexity 10/10 (trees and a pool): +25 %', amount: '+$10.13' },
      { label: 'Rounded up to a whole dollar', amount: '+$0.33' },
    ]);
  });

  it('shows a discount for a simple lawn and the minimum when it applies', () => {
    const breakdown = priceBreakdown({
      areaSqFt: 5000,
      pricePerSqFt: 0.008,
      complexityScore: 3,
      minimumPrice: 50,
    });
    expect(breakdownRows(breakdown, ['tree'])).toEqual([
      { label: '5,000 sq ft × $0.0080/sq ft', amount: '$40.00' },
      { label: 'Yard complexity 3/10 (an open, simple lawn): −10 %', amount: '−$4.00' },
      { label: 'Raised to the minimum price of $50.00', amount: '+$14.00' },
    ]);
  });

  it('shows the volume discount as a percentage and an amount off', () => {
    const breakdown = priceBreakdown({
      areaSqFt: 65_340,
      pricePerSqFt: 0.008,
      volumeTiers: STANDARD_VOLUME_TIERS,
    });
    expect(breakdownRows(breakdown)).toEqual([
      { label: '65,340 sq ft × $0.0080/sq ft', amount: '$522.72' },
      { label: 'Volume discount −33.7 %', amount: '−$176.36' },
      { label: 'Rounded up to a whole dollar', amount: '+$0.64' },
    ]);
  });

  it('says when a volume discount is under 0.1 %', () => {
    const breakdown = priceBreakdown({
      areaSqFt: 5_020,
      pricePerSqFt: 0.008,
      volumeTiers: STANDARD_VOLUME_TIERS,
    });
    expect(breakdownRows(breakdown)[1]).toEqual({
      label: 'Volume discount (under 0.1 %)',
      amount: '−$0.02',
    });
  });
});

describe('obstacleWords', () => {
  it('lists types once in plain words', () => {
    expect(obstacleWords(['tree', 'tree', 'driveway', 'shed'])).toBe('trees, paving and a shed');
    expect(obstacleWords([])).toBe('');
  });
});

describe('recordedLineBreakdown', () => {
  it('reads a recorded total above the computed price as the minimum', () => {
    const line = { areaSqFt: 5000, pricePerSqFt: 0.009, complexityScore: 5, totalCost: 50 };
    expect(recordedLineBreakdown(line)?.minimum).toEqual({ price: 50, raise: 5 });
    expect(recordedLineBreakdown({ ...line, totalCost: 45 })?.minimum).toBeNull();
  });

  it('prices a recorded line with the volume tiers it was priced with', () => {
    const line = { areaSqFt: 20_000, pricePerSqFt: 0.008, totalCost: 135 };
    expect(recordedLineBreakdown({ ...line, volumeTiers: STANDARD_VOLUME_TIERS })?.volume).toEqual({
      percent: 15.6,
      amount: -25,
    });
    expect(recordedLineBreakdown(line)).toBeNull();
  });

  it('breaks a line priced on another basis down on its quantity, not on the lawn', () => {
    // 310 ft of edging × $0.25 × 1.1 = $85.25, rounded up; the lawn was 8,000 sq ft.
    const edging = { areaSqFt: 8_000, pricePerSqFt: 0.25, complexityScore: 7, totalCost: 86 };
    const breakdown = recordedLineBreakdown({ ...edging, basis: 'edge-length', quantity: 310 });
    expect(breakdown && breakdownRows(breakdown, [], 'edge-length')).toEqual([
      { label: 'Edging 310 ft × $0.25', amount: '$77.50' },
      { label: 'Yard complexity 7/10: +10 %', amount: '+$7.75' },
      { label: 'Rounded up to a whole dollar', amount: '+$0.75' },
    ]);
    // A flat visit takes no complexity: $45 is its whole price.
    const flat = { areaSqFt: 8_000, pricePerSqFt: 45, complexityScore: 7, totalCost: 45 };
    expect(recordedLineBreakdown({ ...flat, basis: 'flat', quantity: 1 })?.complexity).toBeNull();
  });

  it('gives nothing when the recorded total is below what the rules give', () => {
    expect(
      recordedLineBreakdown({ areaSqFt: 5000, pricePerSqFt: 0.009, totalCost: 30 }),
    ).toBeNull();
  });
});
