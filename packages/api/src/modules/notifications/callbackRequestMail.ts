import type { QuoteWithLines } from '../quotes/index.ts';
import { escapeHtml, simpleHtml } from './html.ts';
import type { MailToSend } from './mailOutboxRepository.ts';
import type { MailOwner } from './quoteAcceptedMail.ts';

export const CALLBACK_REQUEST_OWNER = 'callback.requested.owner';

/**
 * A homeowner asked to be called back: the owner is told as of an accepted quote (when they
 * asked for those notices), with every detail the homeowner gave. The homeowner gets no
 * confirmation mail: an e-mail address is optional on the form, and the page already said so.
 */
export function callbackRequestMails(
  owner: MailOwner,
  lead: QuoteWithLines,
  publicUrl: URL,
): MailToSend[] {
  if (!owner.mailOwnerOnAccept) return [];
  const link = new URL(`/accepted-quotes?q=${encodeURIComponent(lead.customerName)}`, publicUrl)
    .href;
  const details: [string, string | null][] = [
    ['Name', lead.customerName],
    ['Phone', lead.customerPhone],
    ['Email', lead.customerEmail || null],
    ['Address', lead.customerAddress || null],
    ['Message', lead.message],
  ];
  const given = details.filter((entry): entry is [string, string] => entry[1] !== null);
  const text = [
    `${lead.customerName} asked ${owner.companyName} to call them back.`,
    '',
    ...given.map(([label, value]) => `${label}: ${value}`),
    '',
    `See the request: ${link}`,
  ].join('\n');
  const rows = given
    .map(([label, value]) => `${escapeHtml(label)}: ${escapeHtml(value)}`)
    .join('<br>');
  const html = simpleHtml(
    `${lead.customerName} asked for a call back`,
    `<p>${rows}</p>\n<p><a href="${escapeHtml(link)}">See the request</a></p>`,
  );
  return [
    {
      kind: CALLBACK_REQUEST_OWNER,
      ownerId: owner.id,
      fromName: owner.companyName,
      to: owner.notificationEmail ?? owner.email,
      replyTo: lead.customerEmail || null,
      subject: `Call-back request: ${lead.customerName}, ${lead.customerPhone ?? ''}`.trim(),
      text,
      html,
    },
  ];
}
