import { errorMessage } from '@yardstick/core/client';
import { formatCurrency, formatDateTime } from '@yardstick/core/format';
import { useParams } from 'react-router';
import { useAsyncData } from '../../hooks/useAsyncData.ts';
import { useDocumentTitle } from '../../hooks/useDocumentTitle.ts';
import { Badge } from '../../ui/Badge.tsx';
import { Button, ButtonLink } from '../../ui/Button.tsx';
import { Card } from '../../ui/Card.tsx';
import { Notice } from '../../ui/Notice.tsx';
import { Loading } from '../../ui/Spinner.tsx';
import { INVOICE_STATUS_BADGES } from './BillingHistoryCard.tsx';
import { billingApi } from './billingApi.ts';
import { cardName } from './cardText.ts';
import './receipt.css';

/** A payment's receipt, laid out to print (test mode; under Stripe the hosted page is the receipt). */
export function ReceiptPage() {
  const { id = '' } = useParams();
  useDocumentTitle('Receipt');
  const receipt = useAsyncData(() => billingApi.invoice(id));

  if (receipt.loading) return <Loading label="Loading receipt" />;
  if (!receipt.data)
    return (
      <Notice tone="danger">
        {errorMessage(receipt.error, 'The receipt could not be loaded. Please try again.')}
      </Notice>
    );
  const { invoice, billedTo } = receipt.data;
  const badge = INVOICE_STATUS_BADGES[invoice.status];

  return (
    <div className="receipt">
      <div className="row receipt__actions">
        <ButtonLink to="/subscription#billing-history" variant="ghost" size="sm">
          Back to billing history
        </ButtonLink>
        <Button size="sm" onClick={() => window.print()}>
          Print Receipt
        </Button>
      </div>
      <Card aria-labelledby="receipt-title" className="receipt__sheet">
        <header className="receipt__head">
          <div>
            <p className="receipt__brand">Yardstick</p>
            <h1 id="receipt-title">Receipt</h1>
          </div>
          <Badge tone={badge.tone}>{badge.label}</Badge>
        </header>
        <dl className="details receipt__facts">
          <div>
            <dt>Receipt number</dt>
            <dd>{invoice.number}</dd>
          </div>
          <div>
            <dt>Date paid</dt>
            <dd>{formatDateTime(invoice.date)}</dd>
          </div>
          <div>
            <dt>Billed to</dt>
            <dd>
              {billedTo.companyName}
              <br />
              {billedTo.email}
            </dd>
          </div>
          {invoice.card && (
            <div>
              <dt>Paid with</dt>
              <dd>{cardName(invoice.card)}</dd>
            </div>
          )}
        </dl>
        <table className="receipt__lines">
          <thead>
            <tr>
              <th scope="col">Description</th>
              <th scope="col" className="num">
                Amount
              </th>
            </tr>
          </thead>
          <tbody>
            {(invoice.lines.length
              ? invoice.lines
              : [{ description: invoice.description, amount: invoice.amount }]
            ).map((line) => (
              <tr key={line.description}>
                <td>{line.description}</td>
                <td className="num">{formatCurrency(line.amount)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">Total paid</th>
              <td className="num">
                {formatCurrency(invoice.status === 'paid' ? invoice.amount : 0)}
              </td>
            </tr>
          </tfoot>
        </table>
        <p className="small muted">Test mode: no real card was charged.</p>
      </Card>
    </div>
  );
}
