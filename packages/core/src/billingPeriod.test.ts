import { describe, expect, it } from 'vitest';
import { addMonths, billingPeriodOf, periodContaining, remainingShare } from './billingPeriod.ts';

const at = (iso: string) => new Date(iso);

describe('billing periods', () => {
  it("falls back to the month's last day from the 31st", () => {
    expect(addMonths(at('2026-01-31T10:00:00Z'), 1).toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(addMonths(at('2026-01-31T10:00:00Z'), 2).toISOString()).toBe('2026-03-31T10:00:00.000Z');
  });

  it('counts on from a known period to the one containing now', () => {
    const known = { start: at('2026-01-15T00:00:00Z'), end: at('2026-02-15T00:00:00Z') };
    expect(periodContaining(known, at('2026-02-01T00:00:00Z'))).toEqual(known);
    expect(periodContaining(known, at('2026-04-20T00:00:00Z'))).toEqual({
      start: at('2026-04-15T00:00:00Z'),
      end: at('2026-05-15T00:00:00Z'),
    });
  });

  it('tells the share of a period still to come', () => {
    const period = { start: at('2026-01-01T00:00:00Z'), end: at('2026-01-11T00:00:00Z') };
    expect(remainingShare(period, at('2026-01-06T00:00:00Z'))).toBeCloseTo(0.5);
    expect(remainingShare(period, at('2026-02-01T00:00:00Z'))).toBe(0);
  });
});

describe('billingPeriodOf', () => {
  it('counts on from the recorded period', () => {
    const recorded = {
      currentPeriodStart: at('2026-01-31T00:00:00Z'),
      currentPeriodEnd: at('2026-02-28T00:00:00Z'),
    };
    expect(billingPeriodOf(recorded, at('2026-03-05T00:00:00Z'))).toEqual({
      start: at('2026-02-28T00:00:00Z'),
      end: at('2026-03-31T00:00:00Z'),
    });
  });

  it('falls back to the calendar month in UTC without a recorded period', () => {
    const none = { currentPeriodStart: null, currentPeriodEnd: null };
    expect(billingPeriodOf(none, at('2026-12-31T23:30:00Z'))).toEqual({
      start: at('2026-12-01T00:00:00Z'),
      end: at('2027-01-01T00:00:00Z'),
    });
  });
});
