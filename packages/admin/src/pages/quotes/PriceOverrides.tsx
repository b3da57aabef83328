import { useState } from 'react';
import { errorMessage } from '@yardstick/core/client';
import { formatCurrency } from '@yardstick/core/format';
import type { AcceptedQuote, AcceptedQuoteService } from '@yardstick/core/schemas/quotes';
import { Badge } from '../../ui/Badge.tsx';
import { Button } from '../../ui/Button.tsx';
import { errorToast, useToast } from '../../ui/toastContext.ts';
import { PriceOverrideForm } from './PriceOverrideForm.tsx';
import { clearLinePriceOverride } from './quotesApi.ts';

interface PriceOverridesProps {
  quote: AcceptedQuote;
  onChange: (quote: AcceptedQuote) => void;
}

/**
 * The owner's own prices on this quote: each override with the computed price beside it and
 * the reason, a way back to the computed price, and a form to override a line.
 */
export function PriceOverrides({ quote, onChange }: PriceOverridesProps) {
  const toast = useToast();
  const [editing, setEditing] = useState<AcceptedQuoteService | null>(null);
  const overridden = quote.services.filter((line) => line.priceOverride);
  const first = quote.services[0];
  if (!first) return null;

  async function restoreComputed(line: AcceptedQuoteService) {
    try {
      onChange(await clearLinePriceOverride(quote.id, line.id));
      toast({
        title: 'Price restored',
        description: `${line.serviceName} is back to its computed price.`,
      });
    } catch (error) {
      toast(errorToast(errorMessage(error, 'Failed to restore the computed price')));
    }
  }

  return (
    <div className="price-overrides">
      <h3 className="quote-card__subheading">Your Price Changes</h3>
      {overridden.length === 0 && !editing && (
        <p className="small muted">No price changes. The customer accepted the computed prices.</p>
      )}
      {overridden.length > 0 && (
        <ul className="price-overrides__list list-reset">
          {overridden.map((line) => (
            <li key={line.id} className="price-overrides__item">
              <div>
                <strong>{line.serviceName}</strong> <Badge tone="purple">Price override</Badge>
                <p className="small" style={{ margin: '4px 0 0' }}>
                  {formatCurrency(line.totalCost)} instead of the computed{' '}
                  {formatCurrency(line.computedTotalCost ?? line.totalCost)}
                </p>
                <p className="small muted" style={{ margin: 0 }}>
                  Reason: {line.priceOverride?.reason}
                </p>
              </div>
              <div className="row" style={{ gap: 4 }}>
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={`Change the price of ${line.serviceName}`}
                  onClick={() => setEditing(line)}
                >
                  Change
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`Use the computed price for ${line.serviceName}`}
                  onClick={() => void restoreComputed(line)}
                >
                  Use computed price
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {editing ? (
        <PriceOverrideForm
          key={editing.id}
          quote={quote}
          line={editing}
          onCancel={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            onChange(saved);
            toast({ title: 'Price changed', description: 'The quote total now uses your price.' });
          }}
        />
      ) : (
        <Button
          size="sm"
          variant="secondary"
          aria-label={`Override a price for ${quote.customerName}`}
          onClick={() => setEditing(overridden[0] ?? first)}
        >
          Override a Price
        </Button>
      )}
    </div>
  );
}
