import { formatCadenceTotals, totalsByCadence } from '@yardstick/core/cadence';
import { CONTACT_WITHIN_HOURS } from '@yardstick/core/timing';
import { useEffect, useRef } from 'react';
import { useEstimator } from '../context.ts';
import { TEXT } from '../messages.ts';
import { ReviewNote } from './ReviewNote.tsx';

/** The confirmation view (SPEC §2.7): 'Get Another Quote' starts over, 'Done' closes the flow. */
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
          {quote.customerAddress} · {formatCadenceTotals(totalsByCadence(quote.services))}
        </p>
      )}
      {quote && <ReviewNote accepted={quote} />}
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

/** After 'Done': the flow is over; a plain thank-you, with a quiet way to start again. */
export function ThankYou({
  companyName,
  onAnotherQuote,
}: {
  companyName: string | null | undefined;
  onAnotherQuote(): void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="ys-card ys-confirmation" aria-label="Thank you">
      <h3 className="ys-confirmation-title" ref={heading} tabIndex={-1}>
        Thank you!
      </h3>
      <p>
        {companyName || 'We'} will be in touch within {CONTACT_WITHIN_HOURS} hours.
      </p>
      <button type="button" className="ys-link-button" onClick={onAnotherQuote}>
        Estimate another property
      </button>
    </section>
  );
}
