import { describe, expect, it } from 'vitest';
import {
  formatInTimeZone,
  isTimeZone,
  timeZoneSchema,
  zonedDayInstant,
  zoneOffsetMinutes,
} from './timeZone.ts';

describe('time zones', () => {
  it('knows IANA names and refuses others with a message', () => {
    expect(isTimeZone('America/Chicago')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(timeZoneSchema.safeParse('Mars/Olympus').error?.issues[0]?.message).toBe(
      'Please choose a time zone from the list',
    );
  });

  it('writes an instant as the wall clock of the zone with its offset', () => {
    const at = new Date('2026-04-02T03:30:00.000Z');
    expect(formatInTimeZone(at, 'America/Chicago')).toBe('2026-04-01T22:30:00-05:00');
    expect(formatInTimeZone(at, 'Asia/Kolkata')).toBe('2026-04-02T09:00:00+05:30');
    expect(formatInTimeZone(at, 'UTC')).toBe('2026-04-02T03:30:00+00:00');
    expect(formatInTimeZone(new Date('2026-01-15T12:00:00Z'), 'America/Chicago')).toBe(
      '2026-01-15T06:00:00-06:00',
    );
    expect(zoneOffsetMinutes(at, 'America/St_Johns')).toBe(-150);
  });

  it("finds where an owner's calendar day starts and ends, DST days included", () => {
    expect(zonedDayInstant('2026-04-01', 'America/Chicago').toISOString()).toBe(
      '2026-04-01T05:00:00.000Z',
    );
    expect(zonedDayInstant('2026-04-01', 'America/Chicago', '23:59:59.999').toISOString()).toBe(
      '2026-04-02T04:59:59.999Z',
    );
    // 8 March 2026: Chicago moves from -06:00 to -05:00 at 2 a.m.
    expect(zonedDayInstant('2026-03-08', 'America/Chicago').toISOString()).toBe(
      '2026-03-08T06:00:00.000Z',
    );
    expect(zonedDayInstant('2026-03-08', 'America/Chicago', '23:59:59.999').toISOString()).toBe(
      '2026-03-09T04:59:59.999Z',
    );
    expect(zonedDayInstant('2026-04-01', 'Asia/Tokyo').toISOString()).toBe(
      '2026-03-31T15:00:00.000Z',
    );
  });
});
