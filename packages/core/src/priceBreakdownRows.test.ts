import { describe, expect, it } from 'vitest';
import { priceBreakdown, recordedLineBreakdown } from './priceBreakdown.ts';
import { breakdownRows, obstacleWords } from './priceBreakdownRows.ts';

describe('breakdownRows', () => {
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

  it('gives nothing when the recorded total is below what the rules give', () => {
    expect(
      recordedLineBreakdown({ areaSqFt: 5000, pricePerSqFt: 0.009, totalCost: 30 }),
    ).toBeNull();
  });
});
