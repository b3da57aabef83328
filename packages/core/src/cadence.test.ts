import { describe, expect, it } from 'vitest';
import { cadenceOf, formatCadenceTotals, formatPrice, totalsByCadence } from './cadence.ts';

describe('cadenceOf', () => {
  it.each([
    ['weekly', 'visit'],
    ['bi-weekly', 'visit'],
    ['monthly', 'month'],
    ['one-time', 'once'],
    [null, 'once'],
  ])('pays %s %s', (frequency, cadence) => {
    expect(cadenceOf(frequency)).toBe(cadence);
  });
});

describe('totalsByCadence', () => {
  it('splits weekly and bi-weekly, monthly and one-time lines into their own sums', () => {
    const totals = totalsByCadence([
      { frequency: 'weekly', totalCost: 57 },
      { frequency: 'bi-weekly', totalCost: 50 },
      { frequency: 'monthly', totalCost: 50 },
      { frequency: 'one-time', totalCost: 131 },
    ]);
    expect(totals).toEqual([
      { cadence: 'visit', amount: 107 },
      { cadence: 'month', amount: 50 },
      { cadence: 'once', amount: 131 },
    ]);
    expect(formatCadenceTotals(totals)).toBe('$107 per visit · $50 per month · $131 once');
  });

  it('leaves out cadences no line has, and reads $0 with nothing chosen', () => {
    expect(formatCadenceTotals(totalsByCadence([{ frequency: 'monthly', totalCost: 49.5 }]))).toBe(
      '$49.50 per month',
    );
    expect(formatCadenceTotals(totalsByCadence([]))).toBe('$0');
  });
});

describe('formatPrice', () => {
  it('drops .00 from whole dollars and keeps cents otherwise', () => {
    expect(formatPrice(1234)).toBe('$1,234');
    expect(formatPrice(49.99)).toBe('$49.99');
  });
});
