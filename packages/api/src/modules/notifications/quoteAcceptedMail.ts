import {
  cadenceOf,
  cadenceWords,
  formatCadenceTotals,
  totalsByCadence,
} from '@yardstick/core/cadence';
import { formatArea, formatCurrency } from '@yardstick/core/format';
import { frequencyLabel } from '@yardstick/core/frequencies';
import { basisLineLabel, lineVolumeDiscountPercent } from '@yardstick/core/priceBasis';
import { acceptedReviewNote, reviewReasons } from '@yardstick/core/priceReview';
import { acresToSqFt } from '@yardstick/core/units';
import type { QuoteWithLines } from '../quotes/index.ts';
import { escapeHtml, simpleHtml } from './html.ts';
import type { MailToSend } from './mailOutboxRepository.ts';

export const QUOTE_ACCEPTED_OWNER = 'quote.accepted.owner';
export const QUOTE_ACCEPTED_CUSTOMER = 'quote.accepted.customer';

/** What the messages need of the owner: who they are and where and whether to write. */
export interface MailOwner {
  id: string;
  email: string;
  companyName: string;
  mailOwnerOnAccept: boolean;
  mailCustomerOnAccept: boolean;
  notificationEmail: string | null;
}

interface Line {
  name: string;
  total: string;
}

/**
 * Each line says how often it is paid, and the volume discount in it, as the quote card does:
 * '$51.00 per visit', '$241.00 per visit (volume discount −27.5 %)', '$131.00 one-time'. A line
 * priced on something else than the lawn (whose area the message gives) names what and how
 * much: 'Edging (Monthly), Edging 461 ft × $0.25'.
 */
function linesOf(quote: QuoteWithLines): Line[] {
  return quote.lines.map((line) => {
    const cadence = cadenceOf(line.frequency);
    const discount = lineVolumeDiscountPercent(line);
    const service = line.frequency
      ? `${line.serviceName} (${frequencyLabel(line.frequency)})`
      : line.serviceName;
    return {
      name:
        line.basis === 'lawn-area'
          ? service
          : `${service}, ${basisLineLabel(line.basis, line.quantity, Number(line.pricePerSqFt))}`,
      total:
        `${formatCurrency(line.totalCents / 100)} ${cadence === 'once' ? 'one-time' : cadenceWords(cadence)}` +
        (discount > 0 ? ` (volume discount −${discount} %)` : ''),
    };
  });
}

/** '$107 per visit · $50 per month · $131 once': weekly and one-time prices do not add up. */
function totalOf(quote: QuoteWithLines): string {
  return formatCadenceTotals(
    totalsByCadence(
      quote.lines.map((line) => ({ frequency: line.frequency, totalCost: line.totalCents / 100 })),
    ),
  );
}

function linesHtml(lines: Line[], total: string): string {
  const rows = lines
    .map(
      (l) =>
        `<tr><td style="padding:4px 12px 4px 0">${escapeHtml(l.name)}</td><td style="text-align:right">${l.total}</td></tr>`,
    )
    .join('');
  return `<table style="border-collapse:collapse;margin:12px 0">${rows}<tr><td style="padding:8px 12px 0 0;font-weight:bold">Total</td><td style="padding-top:8px;text-align:right;font-weight:bold">${total}</td></tr></table>`;
}

/**
 * The messages an accepted quote sends, as the owner has set them: a notice to the owner and a
 * confirmation to the homeowner, each in the company's name. Either may be switched off.
 */
export function quoteAcceptedMails(
  owner: MailOwner,
  quote: QuoteWithLines,
  publicUrl: URL,
): MailToSend[] {
  const lines = linesOf(quote);
  const total = totalOf(quote);
  // A provisional price says so beside it, in both messages, as the estimator said it; the
  // owner is told what to check.
  const underReview = {
    ...quote,
    reviewMeasures: quote.reviewMeasures ?? [],
    pricedLawnArea: quote.mowableAcres,
    measuredLawnArea: quote.measuredMowableAcres,
  };
  const note = acceptedReviewNote(underReview, quote.lines);
  const reviewText = note ? [note] : [];
  const reviewHtml = note ? `<p><strong>${escapeHtml(note)}</strong></p>` : '';
  const reasons = reviewReasons(underReview);
  const reasonsHtml = reasons.map((reason) => `<p>${escapeHtml(reason)}</p>`).join('');
  const area = formatArea(acresToSqFt(quote.mowableAcres));
  const link = new URL(`/accepted-quotes?q=${encodeURIComponent(quote.customerEmail)}`, publicUrl)
    .href;
  const mails: MailToSend[] = [];

  if (owner.mailOwnerOnAccept) {
    const text = [
      `${quote.customerName} accepted a quote.`,
      '',
      `Customer: ${quote.customerName}`,
      `Email: ${quote.customerEmail}`,
      ...(quote.customerPhone ? [`Phone: ${quote.customerPhone}`] : []),
      `Address: ${quote.customerAddress}`,
      `Measured area: ${area}`,
      '',
      ...lines.map((l) => `${l.name}: ${l.total}`),
      `Total: ${total}`,
      ...reviewText,
      ...reasons,
      ...(quote.notes ? ['', `Notes: ${quote.notes}`] : []),
      '',
      `See the quote: ${link}`,
    ].join('\n');
    const html = simpleHtml(
      `${quote.customerName} accepted a quote`,
      `<p>${escapeHtml(quote.customerName)} &lt;${escapeHtml(quote.customerEmail)}&gt;${quote.customerPhone ? `, ${escapeHtml(quote.customerPhone)}` : ''}<br>${escapeHtml(quote.customerAddress)}<br>Measured area: ${area}</p>
${linesHtml(lines, total)}
${reviewHtml}${reasonsHtml}
${quote.notes ? `<p>Notes: ${escapeHtml(quote.notes)}</p>` : ''}
<p><a href="${escapeHtml(link)}">See the quote</a></p>`,
    );
    mails.push({
      kind: QUOTE_ACCEPTED_OWNER,
      ownerId: owner.id,
      fromName: owner.companyName,
      to: owner.notificationEmail ?? owner.email,
      replyTo: quote.customerEmail,
      subject: `New accepted quote: ${quote.customerName}, ${total}`,
      text,
      html,
    });
  }

  if (owner.mailCustomerOnAccept) {
    const text = [
      `Hello ${quote.customerName},`,
      '',
      `Thank you for accepting your quote from ${owner.companyName} for ${quote.customerAddress}.`,
      '',
      ...lines.map((l) => `${l.name}: ${l.total}`),
      `Total: ${total}`,
      ...reviewText,
      '',
      `${owner.companyName} will be in touch within 24 hours.`,
    ].join('\n');
    const html = simpleHtml(
      `Thank you, ${quote.customerName}`,
      `<p>You accepted a quote from ${escapeHtml(owner.companyName)} for ${escapeHtml(quote.customerAddress)}.</p>
${linesHtml(lines, total)}
${reviewHtml}
<p>${escapeHtml(owner.companyName)} will be in touch within 24 hours.</p>`,
    );
    mails.push({
      kind: QUOTE_ACCEPTED_CUSTOMER,
      ownerId: owner.id,
      fromName: owner.companyName,
      to: quote.customerEmail,
      replyTo: owner.notificationEmail ?? owner.email,
      subject: `Your quote from ${owner.companyName}`,
      text,
      html,
    });
  }
  return mails;
}
