import { formatCurrency, formatDate } from '@yardstick/core/format';
import type { Invoice, InvoiceStatus } from '@yardstick/core/schemas/paymentMethod';
import { receiptPath } from '@yardstick/core/subscription';
import { Link } from 'react-router';
import { useAsyncData } from '../../hooks/useAsyncData.ts';
import { Badge, type BadgeTone } from '../../ui/Badge.tsx';
import { Button } from '../../ui/Button.tsx';
import { Card, CardHeader } from '../../ui/Card.tsx';
import { Loading } from '../../ui/Spinner.tsx';
import { Table } from '../../ui/Table.tsx';
import { billingApi } from './billingApi.ts';
import './billing.css';

export const INVOICE_STATUS_BADGES: Record<InvoiceStatus, { label: string; tone: BadgeTone }> = {
  paid: { label: 'Paid', tone: 'green' },
  open: { label: 'Due', tone: 'yellow' },
  failed: { label: 'Failed', tone: 'red' },
  void: { label: 'Void', tone: 'gray' },
  draft: { label: 'Draft', tone: 'gray' },
};

/** Stripe's hosted page under Stripe; the printable page for a test-mode payment that went through. */
function ReceiptLink({ invoice }: { invoice: Invoice }) {
  const when = formatDate(invoice.date);
  if (invoice.receiptUrl)
    return (
      <a href={invoice.receiptUrl} target="_blank" rel="noreferrer">
        Receipt<span className="visually-hidden"> of {when} (opens Stripe in a new tab)</span>
      </a>
    );
  if (invoice.status !== 'paid') return <span className="muted">—</span>;
  return (
    <Link to={receiptPath(invoice.id)}>
      Receipt<span className="visually-hidden"> of {when}</span>
    </Link>
  );
}

/**
 * What a charge was for: its one line, or each item with its amount ("Starter plan, Nov 29 –
 * Dec 29 $49.99" and "Overage: 17 estimates × $0.25 $4.25") so the total can be checked.
 */
function InvoiceDescription({ invoice }: { invoice: Invoice }) {
  if (invoice.lines.length < 2)
    return <span>{invoice.lines[0]?.description ?? invoice.description}</span>;
  return (
    <ul className="invoice-lines">
      {invoice.lines.map((line) => (
        <li key={line.description}>
          <span>{line.description}</span> <span className="num">{formatCurrency(line.amount)}</span>
        </li>
      ))}
    </ul>
  );
}

/** Invoices and payment history: date, what for, amount, status and the receipt. */
export function BillingHistoryCard() {
  const invoices = useAsyncData(billingApi.invoices);

  let body;
  if (invoices.loading) body = <Loading label="Loading invoices" />;
  else if (invoices.error !== undefined)
    body = (
      <div className="row">
        <p className="muted">Invoices could not be loaded.</p>
        <Button variant="secondary" size="sm" onClick={() => void invoices.reload()}>
          Try Again
        </Button>
      </div>
    );
  else if (!invoices.data?.length) body = <p className="muted">No payments yet.</p>;
  else
    body = (
      <Table
        label="Invoices"
        stacked
        columns={[
          'Date',
          'Description',
          { key: 'amount', label: 'Amount', numeric: true },
          'Status',
          'Receipt',
        ]}
      >
        {invoices.data.map((invoice) => {
          const badge = INVOICE_STATUS_BADGES[invoice.status];
          return (
            <tr key={invoice.id}>
              <th scope="row" className="nowrap">
                {formatDate(invoice.date)}
              </th>
              <td data-label="Description">
                <InvoiceDescription invoice={invoice} />
              </td>
              <td data-label="Amount" className="num">
                {formatCurrency(invoice.amount)}
              </td>
              <td data-label="Status">
                <Badge tone={badge.tone}>{badge.label}</Badge>
              </td>
              <td data-label="Receipt">
                <ReceiptLink invoice={invoice} />
              </td>
            </tr>
          );
        })}
      </Table>
    );

  return (
    <Card id="billing-history" aria-labelledby="billing-history-title">
      <CardHeader
        titleId="billing-history-title"
        title="Billing History"
        description="Every charge to your card, newest first."
      />
      {body}
    </Card>
  );
}
