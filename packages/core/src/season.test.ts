import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  availableFromText,
  daysInMonth,
  inSeason,
  monthDayInSeason,
  nextOpening,
  seasonLabel,
  type MonthDay,
  type Season,
} from './season.ts';

const SNOW: Season = { from: { month: 11, day: 1 }, to: { month: 3, day: 31 } };
const SUMMER: Season = { from: { month: 5, day: 15 }, to: { month: 9, day: 30 } };

const utcDay = (day: string) => new Date(`${day}T12:00:00Z`);
const monthDay = fc
  .integer({ min: 1, max: 12 })
  .chain((month) =>
    fc.record({ month: fc.constant(month), day: fc.integer({ min: 1, max: daysInMonth(month) }) }),
  );
const season = fc.record({ from: monthDay, to: monthDay });
/** Noon UTC of a day between 2020 and 2040. */
const anyDay = fc
  .integer({ min: Date.UTC(2020, 0, 1) / 86_400_000, max: Date.UTC(2040, 0, 1) / 86_400_000 })
  .map((days) => new Date(days * 86_400_000 + 12 * 3_600_000));
const dayAfter = (date: Date) => new Date(date.getTime() + 86_400_000);
const dayBefore = (date: Date) => new Date(date.getTime() - 86_400_000);
const shift = (side: MonthDay, days: number) => {
  // A leap year, so that Feb 29 has its neighbours (a season may end on it).
  const at = new Date(Date.UTC(2024, side.month - 1, side.day + days));
  return { month: at.getUTCMonth() + 1, day: at.getUTCDate() };
};

describe('inSeason', () => {
  it('keeps snow clearing open over the new year and closed in summer', () => {
    expect(inSeason(SNOW, utcDay('2026-12-31'))).toBe(true);
    expect(inSeason(SNOW, utcDay('2027-01-01'))).toBe(true);
    expect(inSeason(SNOW, utcDay('2026-07-04'))).toBe(false);
  });

  it('counts the first and the last day in, the days either side out', () => {
    expect(inSeason(SNOW, utcDay('2026-11-01'))).toBe(true);
    expect(inSeason(SNOW, utcDay('2026-10-31'))).toBe(false);
    expect(inSeason(SNOW, utcDay('2027-03-31'))).toBe(true);
    expect(inSeason(SNOW, utcDay('2027-04-01'))).toBe(false);
  });

  it("judges the day on the owner's calendar", () => {
    // 03:00 UTC on Nov 1 is still Oct 31 in Chicago.
    const at = new Date('2026-11-01T03:00:00Z');
    expect(inSeason(SNOW, at, 'UTC')).toBe(true);
    expect(inSeason(SNOW, at, 'America/Chicago')).toBe(false);
  });

  it('offers a service without a season all year', () => {
    fc.assert(fc.property(anyDay, (date) => inSeason(null, date) && inSeason(undefined, date)));
  });

  it('is open on its first and last day, and closed the day before it opens unless it runs all year', () => {
    fc.assert(
      fc.property(season, ({ from, to }) => {
        expect(monthDayInSeason({ from, to }, from)).toBe(true);
        expect(monthDayInSeason({ from, to }, to)).toBe(true);
        const before = shift(from, -1);
        const allYear = before.month === to.month && before.day === to.day;
        expect(monthDayInSeason({ from, to }, before)).toBe(allYear);
      }),
    );
  });

  it('a wrapping season is open exactly when its complement is closed', () => {
    fc.assert(
      fc.property(season, monthDay, ({ from, to }, day) => {
        const complement = { from: shift(to, 1), to: shift(from, -1) };
        const allYear = shift(to, 1).month === from.month && shift(to, 1).day === from.day;
        fc.pre(!allYear);
        expect(monthDayInSeason(complement, day)).toBe(!monthDayInSeason({ from, to }, day));
      }),
    );
  });
});

describe('nextOpening', () => {
  it('says Nov 1 of this year in summer and nothing while open', () => {
    expect(nextOpening(SNOW, utcDay('2026-07-04'))).toBe('2026-11-01');
    expect(nextOpening(SNOW, utcDay('2026-10-31'))).toBe('2026-11-01');
    expect(nextOpening(SNOW, utcDay('2026-11-01'))).toBeNull();
    expect(nextOpening(SUMMER, utcDay('2026-10-01'))).toBe('2027-05-15');
  });

  it('opens a Feb 29 season on Mar 1 in a year without one', () => {
    const leap: Season = { from: { month: 2, day: 29 }, to: { month: 3, day: 10 } };
    expect(nextOpening(leap, utcDay('2027-01-10'))).toBe('2027-03-01');
    expect(nextOpening(leap, utcDay('2027-12-10'))).toBe('2028-02-29');
  });

  it('is a day in season within a year, every day before it closed', () => {
    fc.assert(
      fc.property(season, anyDay, (s, date) => {
        const opens = nextOpening(s, date);
        if (opens === null) {
          expect(inSeason(s, date)).toBe(true);
          return;
        }
        const opening = utcDay(opens);
        expect(inSeason(s, opening)).toBe(true);
        expect(inSeason(s, dayBefore(opening))).toBe(false);
        expect(opening > date && opening.getTime() - date.getTime() <= 367 * 86_400_000).toBe(true);
        for (let day = date; day < opening; day = dayAfter(day))
          expect(inSeason(s, day)).toBe(false);
      }),
      { numRuns: 200 },
    );
  });
});

describe('season words', () => {
  it('reads Nov 1 – Mar 31 and Available from Nov 1', () => {
    expect(seasonLabel(SNOW)).toBe('Nov 1 – Mar 31');
    expect(availableFromText('2026-11-01')).toBe('Available from Nov 1');
  });
});
