import { useState } from 'react';
import { errorMessage } from '@yardstick/core/client';
import { capitalize, formatCurrency, formatSqFt } from '@yardstick/core/format';
import type { AcceptedQuote } from '@yardstick/core/schemas/quotes';
import type { RepriceOffer } from '@yardstick/core/schemas/verifiedArea';
import { formatPercent } from '@yardstick/core/verifiedAccuracy';
import { useSubmit } from '../../forms/useSubmit.ts';
import { Button } from '../../ui/Button.tsx';
import { Notice } from '../../ui/Notice.tsx';
import { confirmReprice } from '../accuracy/accuracyApi.ts';

interface VerifiedRepriceOfferProps {
  quoteId: string;
  offer: RepriceOffer;
  onRepriced: (quote: AcceptedQuote) => void;
}

/** The verified area is beyond the owner's tolerance: old and new totals, then a choice. */
export function VerifiedRepriceOffer({ quoteId, offer, onRepriced }: VerifiedRepriceOfferProps) {
  const [dismissed, setDismissed] = useState(false);
  const reprice = useSubmit(async () => onRepriced(await confirmReprice(quoteId, offer.newTotal)), {
    leaves: true,
    failed: (error) => errorMessage(error, 'Failed to re-price the quote'),
  });
  if (dismissed) return null;
  const direction = offer.differencePercent > 0 ? 'larger' : 'smaller';

  return (
    <div className="verified-offer" role="group" aria-label="Re-price from the verified area">
      <p className="verified-offer__lead">
        The verified lawn is {formatPercent(Math.abs(offer.differencePercent))} {direction} than the{' '}
        {formatSqFt(offer.pricedSqFt)} priced (your tolerance is {offer.tolerancePercent} %).
        Re-price the recurring services on {formatSqFt(offer.verifiedSqFt)}?
      </p>
      <table className="verified-offer__table">
        <caption className="visually-hidden">Totals before and after re-pricing</caption>
        <thead>
          <tr>
            <th scope="col">Service</th>
            <th scope="col" className="num">
              Now
            </th>
            <th scope="col" className="num">
              Re-priced
            </th>
          </tr>
        </thead>
        <tbody>
          {offer.lines.map((line) => (
            <tr key={line.id}>
              <th scope="row">
                {line.serviceName}
                {line.frequency && (
                  <span className="small muted"> · {capitalize(line.frequency)}</span>
                )}
                {!line.repriced && <span className="small muted"> (kept)</span>}
              </th>
              <td className="num">{formatCurrency(line.currentTotal)}</td>
              <td className="num">{formatCurrency(line.newTotal)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total</th>
            <td className="num" data-testid="reprice-old-total">
              {formatCurrency(offer.currentTotal)}
            </td>
            <td className="num" data-testid="reprice-new-total">
              {formatCurrency(offer.newTotal)}
            </td>
          </tr>
        </tfoot>
      </table>
      {reprice.failure && (
        <Notice tone="danger" role="alert">
          {reprice.failure}
        </Notice>
      )}
      <div className="row" style={{ gap: 8 }}>
        <Button size="sm" disabled={reprice.pending} onClick={() => reprice.run()}>
          {reprice.pending ? 'Re-pricing…' : `Re-price to ${formatCurrency(offer.newTotal)}`}
        </Button>
        <Button size="sm" variant="ghost" onClick={() => setDismissed(true)}>
          Keep current prices
        </Button>
      </div>
    </div>
  );
}
