import type { Db } from '../../platform/db/database.ts';
import { rateLimitCounterRepository } from '../../platform/db/rateLimitCounters.ts';
import type { Logger } from '../../platform/logger.ts';
import { ownerRepository, type Owner } from '../accounts/index.ts';
import { escapeHtml, simpleHtml } from './html.ts';
import { mailOutboxRepository, type MailToSend } from './mailOutboxRepository.ts';

export const QUOTE_CAP_MAIL = 'quote.cap.reached';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The message waits this long after the first refusal, so it counts those that follow too. */
export const QUOTE_CAP_MAIL_DELAY_MS = 60 * 60 * 1000;

/** The owner's daily limit turned homeowners away: how many, and where to raise it. */
export function quoteCapMail(
  owner: Pick<
    Owner,
    'id' | 'email' | 'companyName' | 'notificationEmail' | 'publicDailyAnalysisLimit'
  >,
  turnedAway: number,
  publicUrl: URL,
): MailToSend {
  const link = new URL('/account#quote-request-limit', publicUrl).href;
  const homeowners = turnedAway === 1 ? '1 homeowner was' : `${turnedAway} homeowners were`;
  const subject = `Daily quote limit reached: ${homeowners} turned away`;
  const reached = `Your limit of ${owner.publicDailyAnalysisLimit} quote requests a day from your website and storefront was reached, and ${homeowners} turned away since.`;
  const raise =
    'They were asked to try again tomorrow or to contact you directly. If these were real customers, raise the limit under Daily Quote Requests on your Account page.';
  return {
    kind: QUOTE_CAP_MAIL,
    ownerId: owner.id,
    fromName: 'Yardstick',
    to: owner.notificationEmail ?? owner.email,
    subject,
    text: [
      `Hello ${owner.companyName},`,
      '',
      reached,
      '',
      raise,
      '',
      `Raise the limit: ${link}`,
    ].join('\n'),
    html: simpleHtml(
      subject,
      `<p>Hello ${escapeHtml(owner.companyName)},</p>
<p>${escapeHtml(reached)}</p>
<p>${escapeHtml(raise)}</p>
<p><a href="${escapeHtml(link)}">Raise the limit</a></p>`,
    ),
  };
}

/**
 * Counts a homeowner the owner's daily limit turned away, and keeps the day's one message to
 * the owner up to date: queued at the first refusal to go out an hour later with the count
 * by then. The day is the 24 hours from the first refusal (the limit counts a rolling day).
 */
export async function noteTurnedAway(db: Db, ownerId: string, publicUrl: URL): Promise<void> {
  const owner = await ownerRepository(db).get(ownerId);
  if (!owner) return;
  const { hits, resetAt } = await rateLimitCounterRepository(db).increment(
    `quote-cap-turned-away:${ownerId}`,
    DAY_MS,
  );
  await mailOutboxRepository(db).enqueueSummary(
    {
      ...quoteCapMail(owner, hits, publicUrl),
      dedupeKey: `${QUOTE_CAP_MAIL}:${ownerId}:${resetAt.toISOString()}`,
    },
    QUOTE_CAP_MAIL_DELAY_MS,
  );
}

/** The same, for the refused request: a failure here is logged, never answered. */
export async function noteTurnedAwayQuietly(
  db: Db,
  ownerId: string,
  { publicUrl, logger }: { publicUrl: URL; logger: Logger },
): Promise<void> {
  try {
    await noteTurnedAway(db, ownerId, publicUrl);
  } catch (error) {
    logger.error({ err: error, ownerId }, 'Turned-away homeowner could not be noted');
  }
}
