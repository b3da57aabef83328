import { errorMessage } from '@yardstick/core/client';
import { formatAcres, formatCurrency, formatDateTime } from '@yardstick/core/format';
import type { AcceptedQuote } from '@yardstick/core/schemas/quotes';
import { acresToSqFt } from '@yardstick/core/units';
import type { LawnEditorChange } from '@yardstick/widget/lawnEditor';
import { Suspense, lazy, useCallback, useRef, useState } from 'react';
import { Button } from '../../../ui/Button.tsx';
import { Notice } from '../../../ui/Notice.tsx';
import { useToast } from '../../../ui/toastContext.ts';
import type { QuoteAnalysis } from '../quotesApi.ts';
import { LawnOutlines } from './LawnOutlines.tsx';
import { adjustQuoteMeasurement } from './measurementApi.ts';
import './measurement.css';

// maplibre and the editor come from the widget's own chunk, fetched when the owner opens it.
const LawnEditor = lazy(() =>
  import('@yardstick/widget/lawnEditor').then((module) => ({ default: module.LawnEditor })),
);

interface QuoteMeasurementProps {
  quote: AcceptedQuote;
  analysis: QuoteAnalysis | null | undefined;
  onQuoteChange: (quote: AcceptedQuote) => void;
}

/**
 * The lawn on the quote card: both outlines over the photo, "Adjust measurement" opening the
 * estimator's map editor, saving re-prices the quote; earlier figures stay listed below.
 */
export function QuoteMeasurement({ quote, analysis, onQuoteChange }: QuoteMeasurementProps) {
  const toast = useToast();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<LawnEditorChange | null>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The editor first reports the lawn it opened on (the priced one): only a change from that
  // is something to save.
  const opened = useRef<string | undefined>(undefined);
  const onChange = useCallback((lawn: LawnEditorChange | null) => {
    const key = lawn ? JSON.stringify(lawn.geometry) : '';
    opened.current ??= key;
    setDraft(key === opened.current ? null : lawn);
  }, []);
  const openEditor = () => {
    opened.current = undefined;
    setDraft(null);
    setEditing(true);
  };
  const mapData = analysis?.mapData;
  if (!mapData?.imageryOverlay || !mapData.propertyPolygon) return null;
  const overlay = mapData.imageryOverlay;
  const titleId = `quote-${quote.id}-lawn`;

  async function save() {
    if (!draft) return;
    setSaving(true);
    setError(null);
    try {
      const updated = await adjustQuoteMeasurement(quote.id, draft.geometry);
      onQuoteChange(updated);
      setEditing(false);
      setDraft(null);
      toast({
        title: 'Measurement adjusted',
        description: `${quote.customerName}'s quote is now ${formatCurrency(updated.totalCost)}.`,
      });
    } catch (failure) {
      setError(errorMessage(failure, 'The adjusted lawn could not be saved.'));
    } finally {
      setSaving(false);
    }
  }

  return (
    <section className="quote-measurement" aria-labelledby={titleId}>
      <h3 className="quote-card__subheading" id={titleId}>
        Lawn on the map
      </h3>
      {editing ? (
        <div className="quote-measurement__editor">
          <Suspense fallback={<p className="small muted">Loading the map editor…</p>}>
            <LawnEditor
              imagery={overlay}
              imageryUrl={new URL(overlay.url, window.location.href).href}
              attribution={mapData.imagery?.attribution}
              lot={mapData.propertyPolygon}
              center={mapData.center}
              house={mapData.house}
              frontage={mapData.frontage}
              measured={mapData.mowablePolygons}
              measuredSqFt={acresToSqFt(quote.measuredMowableArea)}
              start={quote.lawnGeometry}
              obstacles={mapData.obstacles ?? []}
              onChange={onChange}
              adjustmentLabel="adjusted"
            />
          </Suspense>
          {error && (
            <Notice tone="danger" role="alert">
              {error}
            </Notice>
          )}
          <div className="row" style={{ gap: 8 }}>
            <Button onClick={() => void save()} loading={saving} disabled={!draft}>
              Save measurement
            </Button>
            <Button
              variant="secondary"
              onClick={() => {
                setEditing(false);
                setDraft(null);
                setError(null);
              }}
            >
              Cancel
            </Button>
          </div>
        </div>
      ) : (
        <>
          <LawnOutlines
            mapData={mapData}
            priced={quote.lawnGeometry}
            address={quote.customerAddress}
          />
          <Button size="sm" variant="secondary" onClick={openEditor}>
            Adjust measurement
          </Button>
        </>
      )}
      {quote.adjustmentHistory.length > 0 && (
        <div>
          <h4 className="quote-measurement__history-title">Before your adjustments</h4>
          <ul className="list-reset small" aria-label="Measurement history">
            {quote.adjustmentHistory.map((entry) => (
              <li key={entry.replacedAt}>
                {formatAcres(entry.mowableArea)} · {formatCurrency(entry.totalCost)}{' '}
                <span className="muted">
                  (until <time dateTime={entry.replacedAt}>{formatDateTime(entry.replacedAt)}</time>
                  )
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
