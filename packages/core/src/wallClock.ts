/**
 * The wall-clock fields of an instant in a time zone, with plain Intl. Kept apart from
 * timeZone.ts (which holds its zod schema) so the estimator's first screen stays without zod.
 */
import { kept } from './keptFormatter.ts';

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The wall-clock fields of an instant in a zone. */
export function wallClock(at: Date, timeZone: string) {
  const parts = kept(
    formatters,
    timeZone,
    () =>
      new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
      }),
  ).formatToParts(at);
  const field = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((part) => part.type === type)?.value);
  return {
    year: field('year'),
    month: field('month'),
    day: field('day'),
    hour: field('hour'),
    minute: field('minute'),
    second: field('second'),
  };
}

/** The calendar day an instant falls on in the zone (month 1–12). */
export function calendarDayIn(
  at: Date,
  timeZone: string,
): { year: number; month: number; day: number } {
  const { year, month, day } = wallClock(at, timeZone);
  return { year, month, day };
}
