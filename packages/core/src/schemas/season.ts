import { z } from 'zod';
import { daysInMonth, notADateMessage } from '../season.ts';

export const SEASON_MESSAGES = {
  month: 'Please choose a month',
  day: 'Please choose a day',
} as const;

const monthDaySchema = z.object({
  month: z
    .number({ error: SEASON_MESSAGES.month })
    .int(SEASON_MESSAGES.month)
    .min(1, SEASON_MESSAGES.month)
    .max(12, SEASON_MESSAGES.month),
  day: z
    .number({ error: SEASON_MESSAGES.day })
    .int(SEASON_MESSAGES.day)
    .min(1, SEASON_MESSAGES.day)
    .max(31, SEASON_MESSAGES.day),
});

/** A month-day that is a date in some year; the message says which end of the season is wrong. */
const seasonEnd = (side: string) =>
  monthDaySchema.superRefine((value, ctx) => {
    if (value.day > daysInMonth(value.month))
      ctx.addIssue({
        code: 'custom',
        path: ['day'],
        message: `${side}: ${notADateMessage(value)}`,
      });
  });

/** A season as the price list stores and answers it; the messages name the side that is wrong. */
export const seasonSchema = z.object({
  from: seasonEnd('Season start'),
  to: seasonEnd('Season end'),
});
