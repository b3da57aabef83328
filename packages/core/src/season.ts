/**
 * A service's season: offered from one month-day to another, every year (snow clearing
 * Nov 1 – Mar 31 wraps the year's end). A service without one is offered all year. Days are
 * judged on the owner's calendar (their time zone), so a season opens at their midnight.
 * Without zod (its schema is schemas/season.ts): the estimator's first screen imports it.
 */
import { calendarDayIn } from './wallClock.ts';

export interface MonthDay {
  /** 1–12. */
  month: number;
  day: number;
}

export interface Season {
  /** The first day offered. */
  from: MonthDay;
  /** The last day offered; before `from` in the year when the season wraps the year's end. */
  to: MonthDay;
}

/** An instant and the owner's time zone: the calendar day seasons are judged on. */
export interface OwnerToday {
  at: Date;
  timeZone: string;
}

const LOCALE = 'en-US';

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** Days a month can have in any year: February has 29, so a Feb 29 season is valid. */
export function daysInMonth(month: number): number {
  return new Date(Date.UTC(2024, month, 0)).getUTCDate();
}

/** 'February has 29 days, so Feb 30 is not a date' */
export function notADateMessage({ month, day }: MonthDay): string {
  const name = MONTH_NAMES[month - 1] ?? 'That month';
  return `${name} has ${daysInMonth(month)} days, so ${formatMonthDay({ month, day })} is not a date`;
}

/** Orders month-days within a year: Mar 31 → 331. */
const ordinal = ({ month, day }: MonthDay) => month * 100 + day;

/** Whether a calendar day is in the season; the last day is in, the day after is out. */
export function monthDayInSeason(season: Season, day: MonthDay): boolean {
  const at = ordinal(day);
  const from = ordinal(season.from);
  const to = ordinal(season.to);
  return from <= to ? at >= from && at <= to : at >= from || at <= to;
}

/** Whether the season is open on the day `date` falls on in the zone (UTC when none is given). */
export function inSeason(season: Season | null | undefined, date: Date, timeZone = 'UTC'): boolean {
  if (!season) return true;
  return monthDayInSeason(season, calendarDayIn(date, timeZone));
}

const isoDay = (utc: Date) => utc.toISOString().slice(0, 10);

/**
 * The calendar day ('2026-11-01') the season next opens on, counted from the day `date` falls
 * on in the zone; null while it is open. A Feb 29 start opens on Mar 1 in other years.
 */
export function nextOpening(season: Season, date: Date, timeZone = 'UTC'): string | null {
  const today = calendarDayIn(date, timeZone);
  if (monthDayInSeason(season, today)) return null;
  // Day by day through at most one year: the first day in season is the opening.
  const cursor = new Date(Date.UTC(today.year, today.month - 1, today.day));
  for (let step = 0; step < 367; step += 1) {
    cursor.setUTCDate(cursor.getUTCDate() + 1);
    const day = { month: cursor.getUTCMonth() + 1, day: cursor.getUTCDate() };
    if (monthDayInSeason(season, day)) return isoDay(cursor);
  }
  return null;
}

/** 'Nov 1': the short en-US month and the day, as the estimator and the Services page show it. */
export function formatMonthDay({ month, day }: MonthDay): string {
  return `${new Intl.DateTimeFormat(LOCALE, { month: 'short', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2024, month - 1, 1)),
  )} ${day}`;
}

/** 'Nov 1 – Mar 31'. */
export function seasonLabel(season: Season): string {
  return `${formatMonthDay(season.from)} – ${formatMonthDay(season.to)}`;
}

/** 'Available from Nov 1' for an opening day '2026-11-01'. */
export function availableFromText(opensOn: string): string {
  const [, month, day] = opensOn.split('-').map(Number);
  return `Available from ${formatMonthDay({ month: month ?? 1, day: day ?? 1 })}`;
}
