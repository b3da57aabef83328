/**
 * The owner's time zone (IANA name, 'America/Chicago'): the calendar days the quote list
 * filters by and the times the CSV export writes. Plain Intl, no time-zone library.
 */
import { z } from 'zod';
import { wallClock } from './wallClock.ts';

export const TIME_ZONE_MESSAGE = 'Please choose a time zone from the list';

export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** An IANA time-zone name the runtime knows. */
export const timeZoneSchema = z
  .string({ error: TIME_ZONE_MESSAGE })
  .trim()
  .max(64, TIME_ZONE_MESSAGE)
  .refine(isTimeZone, TIME_ZONE_MESSAGE);

/** The zone this runtime runs in (the browser's, in the owner app). */
export function localTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** Every zone the runtime can list, for a picker; `current` is kept when the list lacks it. */
export function timeZoneNames(current: string): string[] {
  const names = Intl.supportedValuesOf('timeZone');
  return names.includes(current) ? names : [current, ...names];
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** Minutes the zone is ahead of UTC at that instant (-300 for Chicago in winter). */
export function zoneOffsetMinutes(at: Date, timeZone: string): number {
  const wall = wallClock(at, timeZone);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return Math.round((asUtc - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
}

/** ISO 8601 in the zone, with its offset: '2026-04-02T04:30:00-05:00'. */
export function formatInTimeZone(at: Date, timeZone: string): string {
  const wall = wallClock(at, timeZone);
  const offset = zoneOffsetMinutes(at, timeZone);
  const sign = offset < 0 ? '-' : '+';
  const hours = pad(Math.floor(Math.abs(offset) / 60));
  return (
    `${pad(wall.year, 4)}-${pad(wall.month)}-${pad(wall.day)}` +
    `T${pad(wall.hour)}:${pad(wall.minute)}:${pad(wall.second)}` +
    `${sign}${hours}:${pad(Math.abs(offset) % 60)}`
  );
}

/**
 * The instant a wall-clock time of a calendar day ('2026-03-08', 23:59:59.999) is in the zone.
 * Tried with the offset on either side of the day's change of clocks, so a day with a DST
 * change still starts and ends where its clocks say.
 */
export function zonedDayInstant(day: string, timeZone: string, time = '00:00:00.000'): Date {
  const asUtc = new Date(`${day}T${time}Z`);
  const first = new Date(asUtc.getTime() - zoneOffsetMinutes(asUtc, timeZone) * 60_000);
  return new Date(asUtc.getTime() - zoneOffsetMinutes(first, timeZone) * 60_000);
}
