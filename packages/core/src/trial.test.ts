import { describe, expect, it } from 'vitest';
import { trialDaysRemaining, trialEndsAt, trialStatus } from './trial.ts';

const startedAt = new Date('2026-11-01T12:00:00Z');
const daysLater = (days: number) => new Date(startedAt.getTime() + days * 86_400_000);

describe('trialEndsAt', () => {
  it('ends 14 days after it starts', () => {
    expect(trialEndsAt(startedAt).toISOString()).toBe('2026-11-15T12:00:00.000Z');
  });
});

describe('trialDaysRemaining', () => {
  it.each([
    [0, 14],
    [0.5, 14],
    [1, 13],
    [13.9, 1],
    [14, 0],
    [30, 0],
  ])('after %f days leaves %i days', (elapsed, days) => {
    expect(trialDaysRemaining(startedAt, daysLater(elapsed))).toBe(days);
  });
});

describe('trialStatus', () => {
  it.each([
    [1, 0, { isActive: true, daysRemaining: 13, estimatesRemaining: 20 }],
    [1, 19, { isActive: true, daysRemaining: 13, estimatesRemaining: 1 }],
    [1, 20, { isActive: false, daysRemaining: 13, estimatesRemaining: 0 }],
    [1, 25, { isActive: false, daysRemaining: 13, estimatesRemaining: 0 }],
    [14, 3, { isActive: false, daysRemaining: 0, estimatesRemaining: 17 }],
  ])('after %i days and %i estimates is %j', (elapsed, estimatesUsed, status) => {
    expect(trialStatus({ startedAt, estimatesUsed, now: daysLater(elapsed) })).toEqual(status);
  });
});
