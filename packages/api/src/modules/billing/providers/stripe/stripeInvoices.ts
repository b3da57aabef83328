import type { Invoice, InvoiceStatus } from '@yardstick/core/schemas/paymentMethod';
import { centsToDollars } from '../../../../platform/db/money.ts';
import type { StripeInvoice } from './stripeSchemas.ts';

const DESCRIPTIONS: Record<string, string> = {
  subscription_create: 'Subscription, first month',
  subscription_cycle: 'Subscription renewal',
  subscription_update: 'Plan change',
  subscription_threshold: 'Estimates used',
};

/** An open invoice that Stripe already tried to charge is a failed payment to the owner. */
function statusOf(invoice: StripeInvoice): InvoiceStatus {
  switch (invoice.status) {
    case 'paid':
      return 'paid';
    case 'void':
      return 'void';
    case 'draft':
      return 'draft';
    case 'uncollectible':
      return 'failed';
    default:
      return (invoice.attempt_count ?? 0) > 0 ? 'failed' : 'open';
  }
}

/** A Stripe invoice as the payment history shows it; the receipt is Stripe's hosted page. */
export function invoiceOfStripe(invoice: StripeInvoice): Invoice {
  const status = statusOf(invoice);
  const paidAt = invoice.status_transitions?.paid_at;
  const description = DESCRIPTIONS[invoice.billing_reason ?? ''] ?? 'Subscription';
  const lines = (invoice.lines?.data ?? []).map((line) => ({
    description: line.description ?? description,
    amount: centsToDollars(line.amount),
  }));
  return {
    id: invoice.id,
    number: invoice.number ?? invoice.id,
    date: new Date((paidAt ?? invoice.created) * 1000).toISOString(),
    amount: centsToDollars(status === 'paid' ? (invoice.amount_paid ?? 0) : invoice.amount_due),
    status,
    description,
    lines,
    receiptUrl: invoice.hosted_invoice_url ?? null,
    card: null,
  };
}
