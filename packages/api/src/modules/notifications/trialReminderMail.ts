import type { Owner } from '../accounts/index.ts';
import { escapeHtml, simpleHtml } from './html.ts';
import type { MailToSend } from './mailOutboxRepository.ts';

export const TRIAL_REMINDER_DAYS = 'trial.reminder.days';
export const TRIAL_REMINDER_ESTIMATES = 'trial.reminder.estimates';

export type TrialReminderKind = 'days' | 'estimates';

/** What the owner is told, in one sentence, for each reminder. */
export function trialReminderSentence(kind: TrialReminderKind, left: number): string {
  return kind === 'days'
    ? `Your free trial ends in ${left} ${left === 1 ? 'day' : 'days'}.`
    : `Your free trial has ${left} ${left === 1 ? 'estimate' : 'estimates'} left.`;
}

/**
 * The e-mail sent once when the trial nears its end: what ends, what keeps working (the
 * accepted quotes stay readable) and what to do to keep estimating.
 */
export function trialReminderMail(
  owner: Pick<Owner, 'id' | 'email' | 'companyName' | 'notificationEmail'>,
  kind: TrialReminderKind,
  left: number,
  publicUrl: URL,
): MailToSend {
  const sentence = trialReminderSentence(kind, left);
  const link = new URL('/subscription', publicUrl).href;
  const after =
    'When it ends, new estimates stop on your website, storefront and analyzer until you choose a plan. Your accepted quotes stay readable either way.';
  return {
    kind: kind === 'days' ? TRIAL_REMINDER_DAYS : TRIAL_REMINDER_ESTIMATES,
    ownerId: owner.id,
    fromName: 'Yardstick',
    to: owner.notificationEmail ?? owner.email,
    subject: sentence,
    text: [`Hello ${owner.companyName},`, '', sentence, after, '', `Choose a plan: ${link}`].join(
      '\n',
    ),
    html: simpleHtml(
      sentence,
      `<p>Hello ${escapeHtml(owner.companyName)},</p>
<p>${escapeHtml(sentence)} ${escapeHtml(after)}</p>
<p><a href="${escapeHtml(link)}">Choose a plan</a></p>`,
    ),
  };
}
