import { describe, expect, it } from 'vitest';
import {
  capitalize,
  formatAcres,
  formatArea,
  formatDate,
  formatCurrency,
  formatDateTime,
  formatPricePerSqFt,
  formatRatePerSqFt,
  formatSqFt,
} from './format.ts';

describe('formatArea', () => {
  it.each([
    [43_560, '1.000 acres'],
    [87_120, '2.000 acres'],
    [65_340, '1.500 acres'],
    [43_559, '43,559 sq ft'],
    [10_890, '10,890 sq ft'],
    [999.6, '1,000 sq ft'],
  ])('shows %f sq ft as %s', (sqFt, text) => {
    expect(formatArea(sqFt)).toBe(text);
  });
});

describe('formatAcres', () => {
  it('shows three decimals', () => {
    expect(formatAcres(0.25)).toBe('0.250 acres');
  });
});

describe('formatSqFt', () => {
  it('groups thousands', () => {
    expect(formatSqFt(1_234_567)).toBe('1,234,567 sq ft');
  });
});

describe('formatCurrency', () => {
  it.each([
    [1234.5, '$1,234.50'],
    [0, '$0.00'],
    [49.999, '$50.00'],
  ])('shows %f as %s', (amount, text) => {
    expect(formatCurrency(amount)).toBe(text);
  });

  it('shows whole dollars when asked for no decimals', () => {
    expect(formatCurrency(80, 0)).toBe('$80');
  });
});

describe('formatPricePerSqFt', () => {
  it.each([
    [0.0008, '$0.000800'],
    [0.00099, '$0.000990'],
    [0.001, '$0.0010'],
    [0.0075, '$0.0075'],
    [0.01, '$0.010'],
    [0.125, '$0.125'],
  ])('shows %f as %s', (price, text) => {
    expect(formatPricePerSqFt(price)).toBe(text);
  });
});

describe('formatRatePerSqFt', () => {
  it.each([
    [0.00475, '$0.00475'],
    [0.00855, '$0.00855'],
    [0.0076, '$0.0076'],
    [0.0008, '$0.000800'],
    [0.012, '$0.012'],
    [0.0123456, '$0.012346'],
  ])('shows %f as %s', (rate, text) => {
    expect(formatRatePerSqFt(rate)).toBe(text);
  });

  it('shows demo rates with the digits that make area × rate the amount', () => {
    for (const rate of [0.00475, 0.00855, 0.0076, 0.00285]) {
      const shown = Number(formatRatePerSqFt(rate).slice(1));
      expect(Math.round(10_000 * shown * 100) / 100).toBe(Math.round(10_000 * rate * 100) / 100);
    }
  });
});

describe('formatDateTime', () => {
  it.each([
    ['2026-11-22T15:04:00Z', 'Nov 22, 2026, 3:04 PM'],
    ['2026-01-05T00:30:00Z', 'Jan 5, 2026, 12:30 AM'],
  ])('shows %s in en-US with a short month and time', (iso, text) => {
    expect(formatDateTime(iso, 'UTC')).toBe(text);
  });

  it('accepts a Date and a timestamp alike', () => {
    const date = new Date('2026-11-22T15:04:00Z');
    expect(formatDateTime(date.getTime(), 'UTC')).toBe(formatDateTime(date, 'UTC'));
  });

  it('uses the given time zone', () => {
    expect(formatDateTime('2026-11-22T15:04:00Z', 'America/New_York')).toBe(
      'Nov 22, 2026, 10:04 AM',
    );
  });
});

describe('capitalize', () => {
  it.each([
    ['bi-weekly', 'Bi-weekly'],
    ['pending', 'Pending'],
    ['', ''],
  ])('turns %j into %j', (text, expected) => {
    expect(capitalize(text)).toBe(expected);
  });
});

describe('formatDate', () => {
  it('writes a billing date with a short month', () => {
    expect(formatDate('2026-12-25T10:00:00Z', 'UTC')).toBe('Dec 25, 2026');
  });
});
