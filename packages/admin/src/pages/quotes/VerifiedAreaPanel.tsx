import { useEffect, useState } from 'react';
import { errorMessage } from '@yardstick/core/client';
import { formatDate, formatSqFt } from '@yardstick/core/format';
import type { AcceptedQuote } from '@yardstick/core/schemas/quotes';
import type { RepriceOffer } from '@yardstick/core/schemas/verifiedArea';
import { acresToSqFt } from '@yardstick/core/units';
import { formatSignedPercent } from '@yardstick/core/verifiedAccuracy';
import { Button } from '../../ui/Button.tsx';
import { errorToast, useToast } from '../../ui/toastContext.ts';
import { clearVerifiedArea, fetchRepriceOffer } from '../accuracy/accuracyApi.ts';
import { editableMapData } from './measurement/QuoteLawnEditor.tsx';
import type { QuoteAnalysis } from './quotesApi.ts';
import { VerifiedAreaForm } from './VerifiedAreaForm.tsx';
import { VerifiedRepriceOffer } from './VerifiedRepriceOffer.tsx';
import './verifiedArea.css';

interface VerifiedAreaPanelProps {
  quote: AcceptedQuote;
  analysis: QuoteAnalysis | null | undefined;
  onChange: (quote: AcceptedQuote) => void;
}

/**
 * What the crew found on site, beside what was measured and what was priced: the owner records
 * the verified area (typed, or drawn as mowed on the map) with its date and a note; beyond the owner's tolerance the card offers to
 * re-price the recurring services, showing old and new totals first.
 */
export function VerifiedAreaPanel({ quote, analysis, onChange }: VerifiedAreaPanelProps) {
  const toast = useToast();
  const [recording, setRecording] = useState(false);
  const [offer, setOffer] = useState<RepriceOffer | null>(null);
  const verified = quote.verifiedArea ?? null;
  const titleId = `verified-${quote.id}-title`;

  // The offer follows the quote: recorded, replaced or re-priced areas change it.
  useEffect(() => {
    let current = true;
    if (!verified) return;
    fetchRepriceOffer(quote.id)
      .then((next) => current && setOffer(next))
      .catch(() => current && setOffer(null));
    return () => {
      current = false;
    };
  }, [quote.id, verified, quote.totalCost]);

  async function remove() {
    try {
      onChange(await clearVerifiedArea(quote.id));
      toast({ title: 'Verified area removed', description: 'The prices were not changed.' });
    } catch (error) {
      toast(errorToast(errorMessage(error, 'Failed to remove the verified area')));
    }
  }

  const measuredSqFt = acresToSqFt(quote.measuredMowableArea);
  const pricedSqFt = acresToSqFt(quote.mowableArea);
  const correction = quote.measurementCorrectionPercent ?? null;
  return (
    <section className="verified-area" aria-labelledby={titleId}>
      <h3 className="quote-card__subheading" id={titleId}>
        Verified On Site
      </h3>
      <dl className="verified-area__figures">
        <div>
          <dt>Measured</dt>
          <dd>{formatSqFt(measuredSqFt)}</dd>
        </div>
        <div>
          <dt>Priced</dt>
          <dd>{formatSqFt(pricedSqFt)}</dd>
        </div>
        <div>
          <dt>Verified</dt>
          <dd>{verified ? formatSqFt(verified.sqFt) : 'Not recorded'}</dd>
        </div>
      </dl>
      {correction !== null && (
        <p className="small verified-area__correction">
          Priced with your {formatSignedPercent(correction)} correction to the measured lawn.
        </p>
      )}
      {verified && !recording && (
        <p className="small muted verified-area__meta">
          {verified.asMowed ? 'Drawn as mowed' : 'Measured by the crew'} on{' '}
          <time dateTime={verified.verifiedOn}>
            {formatDate(`${verified.verifiedOn}T12:00:00`)}
          </time>
          {verified.note ? ` · ${verified.note}` : ''}
        </p>
      )}
      {verified && offer?.beyondTolerance && !recording && (
        <VerifiedRepriceOffer
          quoteId={quote.id}
          offer={offer}
          onRepriced={(next) => {
            onChange(next);
            toast({ title: 'Quote re-priced', description: 'Priced on the verified area now.' });
          }}
        />
      )}
      {recording ? (
        <VerifiedAreaForm
          quote={quote}
          mapData={editableMapData(analysis?.mapData)}
          onSaved={(next) => {
            setRecording(false);
            onChange(next);
          }}
          onCancel={() => setRecording(false)}
        />
      ) : (
        <div className="row" style={{ gap: 4 }}>
          <Button
            size="sm"
            variant="secondary"
            aria-label={`${verified ? 'Change' : 'Record'} the verified area for ${quote.customerName}`}
            onClick={() => setRecording(true)}
          >
            {verified ? 'Change verified area' : 'Record verified area'}
          </Button>
          {verified && (
            <Button
              size="sm"
              variant="ghost"
              aria-label={`Remove the verified area for ${quote.customerName}`}
              onClick={() => void remove()}
            >
              Remove
            </Button>
          )}
        </div>
      )}
    </section>
  );
}
