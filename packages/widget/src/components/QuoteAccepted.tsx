import { formatCurrency } from '@yardstick/core/format';
import { CONTACT_WITHIN_HOURS } from '@yardstick/core/timing';
import { useEffect, useRef } from 'react';
import { useEstimator } from '../context.ts';
import { TEXT } from '../messages.ts';

/** The confirmation view (SPEC §2.7): both buttons start over. */
export function QuoteAccepted({
  onAnotherQuote,
  onDone,
}: {
  onAnotherQuote(): void;
  onDone(): void;
}) {
  const quote = useEstimator((state) => state.acceptedQuote);
  const heading = useRef<HTMLHeadingElement>(null);
  // The form that had focus is gone: move focus to the news.
  useEffect(() => heading.current?.focus(), []);

  return (
    <section
      className="ys-card ys-confirmation"
      part="card confirmation"
      aria-label="Quote accepted"
    >
      <div className="ys-confirmation-icon" aria-hidden="true">
        ✓
      </div>
      <h3 className="ys-confirmation-title" ref={heading} tabIndex={-1}>
        {TEXT.quoteAccepted}
      </h3>
      <p>
        Thank you{quote ? `, ${quote.customerName}` : ''}! We&apos;ll contact you within{' '}
        {CONTACT_WITHIN_HOURS} hours to confirm the details.
      </p>
      {quote && (
        <p className="ys-muted">
          {quote.customerAddress} · {formatCurrency(quote.totalCost)}
        </p>
      )}
      <div className="ys-actions ys-actions--center">
        <button type="button" className="ys-button ys-button--primary" onClick={onAnotherQuote}>
          {TEXT.getAnotherQuote}
        </button>
        <button type="button" className="ys-button" onClick={onDone}>
          {TEXT.done}
        </button>
      </div>
    </section>
  );
}
