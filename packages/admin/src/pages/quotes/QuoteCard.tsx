import { formatDateTime } from '@yardstick/core/format';
import { quoteStatusBadge } from '@yardstick/core/quotes';
import type { AcceptedQuote, UpdateAcceptedQuoteRequest } from '@yardstick/core/schemas/quotes';
import { Badge } from '../../ui/Badge.tsx';
import { Button } from '../../ui/Button.tsx';
import { QuoteDetails } from './QuoteDetails.tsx';
import { QuoteEditForm } from './QuoteEditForm.tsx';
import { QuoteMap } from './QuoteMap.tsx';
import type { QuoteAnalysis } from './quotesApi.ts';
import { QuoteServices } from './QuoteServices.tsx';
import { PriceOverrides } from './PriceOverrides.tsx';
import { QuoteMeasurement } from './measurement/QuoteMeasurement.tsx';
import { ReviewBadge } from './ReviewBadge.tsx';
import { VerifiedAreaPanel } from './VerifiedAreaPanel.tsx';

interface QuoteCardProps {
  quote: AcceptedQuote;
  /** The owner's zone: the card says when the quote came in by the same clock the filters use. */
  timeZone: string;
  analysis: QuoteAnalysis | null | undefined;
  editing: boolean;
  onToggleEdit: () => void;
  onSave: (update: UpdateAcceptedQuoteRequest) => Promise<void>;
  /** The quote as the server answered after a price change. */
  onQuoteChange: (quote: AcceptedQuote) => void;
  /** Archives the quote, or restores an archived one. */
  onArchive: () => void;
  /** Deletes the quote, once the owner confirmed. */
  onDelete: () => void;
}

/**
 * One accepted quote (SPEC §2.12): customer, map, contact, details, services, status and notes.
 * A call-back request has no map, measurement or price: its contact and message instead.
 */
export function QuoteCard({
  quote,
  timeZone,
  analysis,
  editing,
  onToggleEdit,
  onSave,
  onQuoteChange,
  onArchive,
  onDelete,
}: QuoteCardProps) {
  const badge = quoteStatusBadge(quote.status);
  const titleId = `quote-${quote.id}-title`;
  return (
    <article className="card quote-card" aria-labelledby={titleId}>
      <header className="quote-card__header split">
        <div>
          <h2 className="quote-card__name" id={titleId}>
            {quote.customerName}
          </h2>
          <p className="small muted" style={{ margin: 0 }}>
            {quote.customerAddress && `${quote.customerAddress} · `}
            <time dateTime={quote.createdAt}>{formatDateTime(quote.createdAt, timeZone)}</time>
          </p>
        </div>
        <div className="row" style={{ gap: 8 }}>
          {quote.kind === 'callback' && <Badge tone="purple">Call-back request</Badge>}
          {quote.demo && <Badge tone="gray">Demo</Badge>}
          <ReviewBadge quote={quote} />
          <Badge tone={badge.tone}>{badge.label}</Badge>
          <Button
            size="sm"
            variant="secondary"
            aria-expanded={editing}
            aria-label={
              editing ? `Cancel editing ${quote.customerName}` : `Edit ${quote.customerName}`
            }
            onClick={onToggleEdit}
          >
            {editing ? 'Cancel' : 'Edit'}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            aria-label={`${quote.archivedAt ? 'Restore' : 'Archive'} ${quote.customerName}`}
            onClick={onArchive}
          >
            {quote.archivedAt ? 'Restore' : 'Archive'}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            aria-label={`Delete ${quote.customerName}`}
            onClick={onDelete}
          >
            Delete
          </Button>
        </div>
      </header>
      {quote.kind === 'callback' ? (
        <div className="quote-card__body grid-auto">
          <div className="stack">
            <QuoteContact quote={quote} />
            <div>
              <h3 className="quote-card__subheading">Message</h3>
              <p className={quote.message ? 'quote-notes' : 'small muted'} style={{ margin: 0 }}>
                {quote.message || 'No message.'}
              </p>
            </div>
          </div>
          <QuoteNotes quote={quote} editing={editing} onSave={onSave} onCancel={onToggleEdit} />
        </div>
      ) : (
        <div className="quote-card__body grid-auto">
          <div className="stack">
            <QuoteMap address={quote.customerAddress} analysis={analysis} />
            <QuoteMeasurement quote={quote} analysis={analysis} onQuoteChange={onQuoteChange} />
          </div>
          <div className="stack">
            <QuoteContact quote={quote} />
            <div>
              <h3 className="quote-card__subheading">Details</h3>
              <QuoteDetails quote={quote} analysis={analysis} />
            </div>
            <QuoteServices
              services={quote.services}
              complexityScore={analysis?.complexityScore ?? null}
            />
            <PriceOverrides quote={quote} onChange={onQuoteChange} />
            <VerifiedAreaPanel quote={quote} analysis={analysis} onChange={onQuoteChange} />
            <QuoteNotes quote={quote} editing={editing} onSave={onSave} onCancel={onToggleEdit} />
          </div>
        </div>
      )}
    </article>
  );
}

/** How to reach the customer: what they gave (a call-back request may have no e-mail or address). */
function QuoteContact({ quote }: { quote: AcceptedQuote }) {
  return (
    <div>
      <h3 className="quote-card__subheading">Contact</h3>
      <ul className="plain-list list-reset small">
        {quote.customerPhone && (
          <li>
            <a href={`tel:${quote.customerPhone}`}>{quote.customerPhone}</a>
          </li>
        )}
        {quote.customerEmail && (
          <li>
            <a href={`mailto:${quote.customerEmail}`}>{quote.customerEmail}</a>
          </li>
        )}
        {quote.customerAddress && <li>{quote.customerAddress}</li>}
        {quote.typedAddress && (
          <li className="muted">Typed by the customer: {quote.typedAddress}</li>
        )}
      </ul>
    </div>
  );
}

function QuoteNotes({
  quote,
  editing,
  onSave,
  onCancel,
}: {
  quote: AcceptedQuote;
  editing: boolean;
  onSave: (update: UpdateAcceptedQuoteRequest) => Promise<void>;
  onCancel: () => void;
}) {
  return (
    <div>
      <h3 className="quote-card__subheading">{editing ? 'Update Quote' : 'Notes'}</h3>
      {editing ? (
        <QuoteEditForm quote={quote} onSave={onSave} onCancel={onCancel} />
      ) : (
        <p className={quote.notes ? 'quote-notes' : 'small muted'} style={{ margin: 0 }}>
          {quote.notes || 'No notes added yet.'}
        </p>
      )}
    </div>
  );
}
