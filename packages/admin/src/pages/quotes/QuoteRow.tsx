import { formatCadenceTotals } from '@yardstick/core/cadence';
import { formatDate } from '@yardstick/core/format';
import { quoteFigures } from '@yardstick/core/quoteFigures';
import { quoteStatusBadge } from '@yardstick/core/quotes';
import type { AcceptedQuote } from '@yardstick/core/schemas/quotes';
import type { ReactNode } from 'react';
import { Badge } from '../../ui/Badge.tsx';
import { ReviewBadge } from './ReviewBadge.tsx';

interface QuoteRowProps {
  quote: AcceptedQuote;
  timeZone: string;
  expanded: boolean;
  onToggle: () => void;
  /** The quote's whole card, rendered (and its map loaded) only while the row is open. */
  children: ReactNode;
}

/**
 * One quote as a phone lists it: who, where, when, its status and what it pays per cadence,
 * in one tap target that opens the full card below it.
 */
export function QuoteRow({ quote, timeZone, expanded, onToggle, children }: QuoteRowProps) {
  const badge = quoteStatusBadge(quote.status);
  const cardId = `quote-${quote.id}-card`;
  return (
    <div className={expanded ? 'quote-row quote-row--open' : 'quote-row'}>
      <button
        type="button"
        className="card quote-row__summary"
        aria-expanded={expanded}
        aria-controls={expanded ? cardId : undefined}
        onClick={onToggle}
      >
        <span className="quote-row__line">
          <span className="quote-row__name">{quote.customerName}</span>
          <Badge tone={badge.tone}>{badge.label}</Badge>
        </span>
        <span className="quote-row__address small muted">{quote.customerAddress}</span>
        <span className="quote-row__line small">
          <span className="quote-row__totals">
            {formatCadenceTotals(quoteFigures(quote).totals)}
          </span>
          <time className="muted" dateTime={quote.createdAt}>
            {formatDate(quote.createdAt, timeZone)}
          </time>
        </span>
        <ReviewBadge quote={quote} />
      </button>
      {expanded && <div id={cardId}>{children}</div>}
    </div>
  );
}
