import { describe, expect, it } from 'vitest';
import { seasonSchema } from './season.ts';

describe('seasonSchema', () => {
  it('refuses Feb 30 with a message naming the end of the season and the date', () => {
    const parsed = seasonSchema.safeParse({
      from: { month: 11, day: 1 },
      to: { month: 2, day: 30 },
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(
      'Season end: February has 29 days, so Feb 30 is not a date',
    );
    expect(parsed.error?.issues[0]?.path).toEqual(['to', 'day']);
  });

  it('accepts Feb 29 and refuses a thirteenth month', () => {
    expect(
      seasonSchema.safeParse({ from: { month: 2, day: 29 }, to: { month: 3, day: 1 } }).success,
    ).toBe(true);
    expect(
      seasonSchema.safeParse({ from: { month: 13, day: 1 }, to: { month: 3, day: 1 } }).error
        ?.issues[0]?.message,
    ).toBe('Please choose a month');
  });
});
