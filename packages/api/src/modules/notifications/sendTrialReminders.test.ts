import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { settleScheduledChanges } from '../billing/index.ts';
import { fixedClock } from '../../platform/clock.ts';
import type { Owner } from '../accounts/index.ts';
import { mailOutbox } from '../../platform/db/schema/index.ts';
import { useTestApp } from '../../testing/app.ts';
import { buildAnalysis, buildOwner } from '../../testing/factories.ts';
import { recordEstimate } from '../estimates/index.ts';
import { remindEndingTrials, sendTrialReminders } from './sendTrialReminders.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const clock = fixedClock(new Date());
const app = useTestApp({ clock });
const publicUrl = new URL('http://yardstick.test');

async function mailsTo(ownerId: string) {
  const rows = await app.db.select().from(mailOutbox).where(eq(mailOutbox.ownerId, ownerId));
  return rows.map((row) => ({ kind: row.kind, subject: row.subject }));
}

async function useEstimates(owner: Owner, count: number) {
  for (let i = 0; i < count; i += 1) {
    const analysis = await buildAnalysis(owner);
    await recordEstimate(app.db, owner.id, analysis.id, clock.now(), {
      settle: settleScheduledChanges,
    });
  }
}

describe('trial reminders', () => {
  it('warns once at 5 estimates left: an account notice through usage and one e-mail', async () => {
    clock.set(new Date());
    const owner = await buildOwner();
    await useEstimates(owner, 14);
    await sendTrialReminders(app.db, owner.id, clock.now(), publicUrl);
    expect(await mailsTo(owner.id)).toEqual([]);

    await useEstimates(owner, 1);
    const client = app.as(owner);
    expect((await client.get(`/api/usage/${owner.id}`)).body).toMatchObject({
      trialStatus: { isActive: true, estimatesRemaining: 5 },
    });
    await client.get(`/api/usage/${owner.id}`);
    await useEstimates(owner, 1);
    await client.get(`/api/usage/${owner.id}`);
    expect(await mailsTo(owner.id)).toEqual([
      {
        kind: 'trial.reminder.estimates',
        subject: 'Your free trial has 5 estimates left.',
      },
    ]);
  });

  it('warns once at 3 days left, from the hourly sweep for an owner who does not visit', async () => {
    const start = new Date();
    clock.set(start);
    const owner = await buildOwner();
    expect(await remindEndingTrials(app.db, clock.now(), publicUrl)).toBe(0);

    clock.set(new Date(start.getTime() + 11 * DAY_MS + 60_000));
    await remindEndingTrials(app.db, clock.now(), publicUrl);
    await remindEndingTrials(app.db, clock.now(), publicUrl);
    expect(await mailsTo(owner.id)).toEqual([
      { kind: 'trial.reminder.days', subject: 'Your free trial ends in 3 days.' },
    ]);
  });

  it('sends nothing to a subscriber or after the trial ended', async () => {
    clock.set(new Date(Date.now() + 20 * DAY_MS));
    const ended = await buildOwner();
    await remindEndingTrials(app.db, clock.now(), publicUrl);
    expect(await sendTrialReminders(app.db, ended.id, clock.now(), publicUrl)).toEqual([]);
    expect(await mailsTo(ended.id)).toEqual([]);
  });
});
