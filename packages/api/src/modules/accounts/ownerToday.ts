import type { OwnerToday } from '@yardstick/core/season';
import type { Owner } from './ownerRepository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The instant and zone an owner's seasons are judged on: the app's clock, moved on by the
 * owner's test clock (0 outside tests), in the owner's time zone (UTC when they chose none).
 */
export function ownerToday(
  owner: Pick<Owner, 'timeZone' | 'testClockDays'> | undefined,
  now: Date,
): OwnerToday {
  return {
    at: new Date(now.getTime() + (owner?.testClockDays ?? 0) * DAY_MS),
    timeZone: owner?.timeZone ?? 'UTC',
  };
}
