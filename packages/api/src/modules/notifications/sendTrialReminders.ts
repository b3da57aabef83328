import { trialStatus } from '@yardstick/core/trial';
import type { Db } from '../../platform/db/database.ts';
import { usageRepository } from '../../platform/db/repositories/usage.ts';
import type { Logger } from '../../platform/logger.ts';
import { mailOutboxRepository } from './mailOutboxRepository.ts';
import { trialReminderMail, type TrialReminderKind } from './trialReminderMail.ts';
import { trialReminderRepository } from './trialReminderRepository.ts';

/** The owner is warned when this many days, or estimates, of the trial are left. */
export const TRIAL_REMINDER_DAYS_LEFT = 3;
export const TRIAL_REMINDER_ESTIMATES_LEFT = 5;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Sends the owner's trial reminders that are due: at 3 days left and at 5 estimates left,
 * each once (the notice column is claimed in the same transaction as the mail is queued, so
 * two requests at once cannot send it twice). A subscriber gets none.
 */
export async function sendTrialReminders(
  db: Db,
  ownerId: string,
  now: Date,
  publicUrl: URL,
): Promise<TrialReminderKind[]> {
  return db.transaction(async (tx) => {
    const reminders = trialReminderRepository(tx);
    const owner = await reminders.lockOwner(ownerId);
    if (!owner?.trialStartedAt || owner.hasHadActiveSubscription) return [];
    const estimatesUsed = await usageRepository(tx).countTrialEstimates(owner.id);
    const trial = trialStatus({ startedAt: owner.trialStartedAt, estimatesUsed, now });
    if (!trial.isActive) return [];
    const due: { kind: TrialReminderKind; left: number }[] = [];
    if (!owner.trialDaysNoticeAt && trial.daysRemaining <= TRIAL_REMINDER_DAYS_LEFT)
      due.push({ kind: 'days', left: trial.daysRemaining });
    if (!owner.trialEstimatesNoticeAt && trial.estimatesRemaining <= TRIAL_REMINDER_ESTIMATES_LEFT)
      due.push({ kind: 'estimates', left: trial.estimatesRemaining });
    const outbox = mailOutboxRepository(tx);
    for (const { kind, left } of due) {
      await reminders.markNoticed(owner.id, kind, now);
      await outbox.enqueue(trialReminderMail(owner, kind, left, publicUrl));
    }
    return due.map((reminder) => reminder.kind);
  });
}

/** Owners whose trial ends within 3 days and who were not told yet (the periodic sweep). */
export async function remindEndingTrials(db: Db, now: Date, publicUrl: URL): Promise<number> {
  const soon = new Date(now.getTime() + TRIAL_REMINDER_DAYS_LEFT * DAY_MS);
  const ownerIds = await trialReminderRepository(db).ownersEndingUntold(now, soon, 500);
  let sent = 0;
  for (const id of ownerIds) sent += (await sendTrialReminders(db, id, now, publicUrl)).length;
  return sent;
}

/** The same, for a request that must not fail because of it (an analysis, a usage read). */
export async function sendTrialRemindersQuietly(
  db: Db,
  ownerId: string,
  now: Date,
  { publicUrl, logger }: { publicUrl: URL; logger: Logger },
): Promise<void> {
  try {
    await sendTrialReminders(db, ownerId, now, publicUrl);
  } catch (error) {
    logger.error({ err: error, ownerId }, 'Trial reminder could not be queued');
  }
}
