import { formatCurrency, formatDate } from '@yardstick/core/format';
import type { Invoice } from '@yardstick/core/schemas/paymentMethod';
import type { Owner } from '../accounts/index.ts';
import { escapeHtml, simpleHtml } from './html.ts';
import type { MailToSend } from './mailOutboxRepository.ts';

export const BILLING_RECEIPT_MAIL = 'billing.receipt';
export const BILLING_PAYMENT_FAILED_MAIL = 'billing.payment_failed';
export const BILLING_TRIAL_ENDING_MAIL = 'billing.trial_ending';
export const BILLING_CANCELLATION_MAIL = 'billing.cancellation_scheduled';
export const BILLING_ENDED_MAIL = 'billing.subscription_ended';

export type BillingMailOwner = Pick<Owner, 'id' | 'email' | 'companyName' | 'notificationEmail'>;

/** A billing message: it announces one event, named by its key, so it is queued once. */
export type BillingMail = MailToSend & { dedupeKey: string };

interface BillingMessage {
  kind: string;
  /** The event announced, e.g. the invoice's id: one message per event. */
  event: string;
  subject: string;
  /** Paragraphs, in the order read. */
  paragraphs: string[];
  /** Lines set out as a table in HTML (a receipt's items), after the first paragraph. */
  table?: { label: string; value: string }[];
  link: { label: string; path: string };
}

function billingMail(
  owner: BillingMailOwner,
  message: BillingMessage,
  publicUrl: URL,
): BillingMail {
  const link = new URL(message.link.path, publicUrl).href;
  const [first = '', ...rest] = message.paragraphs;
  const table = message.table ?? [];
  const tableText = table.map((row) => `${row.label}  ${row.value}`);
  const tableHtml = table.length
    ? `<table style="border-collapse:collapse;width:100%">${table
        .map(
          (row) =>
            `<tr><td style="padding:4px 0">${escapeHtml(row.label)}</td><td style="padding:4px 0;text-align:right">${escapeHtml(row.value)}</td></tr>`,
        )
        .join('')}</table>`
    : '';
  return {
    kind: message.kind,
    dedupeKey: `${message.kind}:${message.event}`,
    ownerId: owner.id,
    fromName: 'Yardstick',
    to: owner.notificationEmail ?? owner.email,
    subject: message.subject,
    text: [
      `Hello ${owner.companyName},`,
      '',
      first,
      ...(tableText.length ? ['', ...tableText] : []),
      ...rest.flatMap((paragraph) => ['', paragraph]),
      '',
      `${message.link.label}: ${link}`,
    ].join('\n'),
    html: simpleHtml(
      message.subject,
      [
        `<p>Hello ${escapeHtml(owner.companyName)},</p>`,
        `<p>${escapeHtml(first)}</p>`,
        tableHtml,
        ...rest.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
        `<p><a href="${escapeHtml(link)}">${escapeHtml(message.link.label)}</a></p>`,
      ]
        .filter(Boolean)
        .join('\n'),
    ),
  };
}

/** The receipt of a paid charge, one line per item (the plan, then any overage), and the total. */
export function receiptMail(
  owner: BillingMailOwner,
  invoice: Invoice,
  publicUrl: URL,
): BillingMail {
  const lines = invoice.lines.length
    ? invoice.lines
    : [{ description: invoice.description, amount: invoice.amount }];
  return billingMail(
    owner,
    {
      kind: BILLING_RECEIPT_MAIL,
      event: invoice.id,
      subject: `Receipt for ${formatCurrency(invoice.amount)}, ${formatDate(invoice.date, 'UTC')}`,
      paragraphs: [
        `Thank you: we received your payment of ${formatCurrency(invoice.amount)} (receipt ${invoice.number}).`,
      ],
      table: [
        ...lines.map((line) => ({ label: line.description, value: formatCurrency(line.amount) })),
        { label: 'Total paid', value: formatCurrency(invoice.amount) },
      ],
      link: { label: 'View the receipt', path: `/account/receipts/${invoice.id}` },
    },
    publicUrl,
  );
}

/** A renewal the card declined: what still works, until when, and where to change the card. */
export function paymentFailedMail(
  owner: BillingMailOwner,
  failed: { invoiceId: string; amount: number; graceEndsAt: Date | null },
  publicUrl: URL,
): BillingMail {
  const until = failed.graceEndsAt
    ? `Everything keeps working until ${formatDate(failed.graceEndsAt, 'UTC')} while we try the card again; if no payment has gone through by then, the subscription ends.`
    : 'We will try the card again over the next days; if no payment goes through, the subscription ends.';
  return billingMail(
    owner,
    {
      kind: BILLING_PAYMENT_FAILED_MAIL,
      event: failed.invoiceId,
      subject: 'Payment failed, update your card',
      paragraphs: [
        `Your card was declined for the renewal of ${formatCurrency(failed.amount)}.`,
        until,
      ],
      link: { label: 'Update your card', path: '/account/payment-method' },
    },
    publicUrl,
  );
}

/** A subscription's trial that ends in a few days, when the card is first charged. */
export function trialEndingMail(
  owner: BillingMailOwner,
  trial: { subscriptionId: string; endsAt: Date },
  publicUrl: URL,
): BillingMail {
  return billingMail(
    owner,
    {
      kind: BILLING_TRIAL_ENDING_MAIL,
      event: trial.subscriptionId,
      subject: `Your trial ends on ${formatDate(trial.endsAt, 'UTC')}`,
      paragraphs: [
        `Your trial ends on ${formatDate(trial.endsAt, 'UTC')}, and the card on file is charged for the first month then.`,
        'To stop before then, cancel the subscription; your accepted quotes stay readable either way.',
      ],
      link: { label: 'Review your subscription', path: '/subscription' },
    },
    publicUrl,
  );
}

/** The owner asked to cancel at the period's end: until when it runs, and how to keep it. */
export function cancellationScheduledMail(
  owner: BillingMailOwner,
  cancellation: { subscriptionId: string; endsAt: Date },
  publicUrl: URL,
): BillingMail {
  const ends = formatDate(cancellation.endsAt, 'UTC');
  return billingMail(
    owner,
    {
      kind: BILLING_CANCELLATION_MAIL,
      event: `${cancellation.subscriptionId}:${cancellation.endsAt.toISOString()}`,
      subject: `Your subscription ends on ${ends}`,
      paragraphs: [
        `Your subscription is cancelled and ends on ${ends}. Until then everything keeps working and nothing more is charged.`,
        'Changed your mind? Resume the subscription before then.',
      ],
      link: { label: 'Resume your subscription', path: '/subscription' },
    },
    publicUrl,
  );
}

/** The subscription has ended: what stops, what stays, and where to choose a plan again. */
export function subscriptionEndedMail(
  owner: BillingMailOwner,
  subscriptionId: string,
  publicUrl: URL,
): BillingMail {
  return billingMail(
    owner,
    {
      kind: BILLING_ENDED_MAIL,
      event: subscriptionId,
      subject: 'Your subscription has ended',
      paragraphs: [
        'Your subscription has ended. New estimates stop on your website, storefront and analyzer until you choose a plan again.',
        'Your accepted quotes, price list and settings stay as they are.',
      ],
      link: { label: 'Choose a plan', path: '/subscription' },
    },
    publicUrl,
  );
}
