import { formatCadenceTotals, totalsByCadence } from '@yardstick/core/cadence';
import { errorMessage } from '@yardstick/core/client';
import { formatAcres, formatCurrency, formatDateTime, formatSqFt } from '@yardstick/core/format';
import { layerName, type MapLayer } from '@yardstick/core/mapLayers';
import type { LawnMultiPolygon } from '@yardstick/core/schemas/lawnGeometry';
import type { AcceptedQuote } from '@yardstick/core/schemas/quotes';
import type { LawnEditorChange } from '@yardstick/widget/lawnEditor';
import { useCallback, useRef, useState } from 'react';
import { useSubmit } from '../../../forms/useSubmit.ts';
import { Button } from '../../../ui/Button.tsx';
import { Notice } from '../../../ui/Notice.tsx';
import { useToast } from '../../../ui/toastContext.ts';
import type { QuoteAnalysis } from '../quotesApi.ts';
import { LawnOutlines } from './LawnOutlines.tsx';
import { LayerChoice } from './LayerChoice.tsx';
import { editableLayers } from './quoteLayers.ts';
import { adjustQuoteMeasurement } from './measurementApi.ts';
import { QuoteLawnEditor, editableMapData } from './QuoteLawnEditor.tsx';
import './measurement.css';

interface QuoteMeasurementProps {
  quote: AcceptedQuote;
  analysis: QuoteAnalysis | null | undefined;
  onQuoteChange: (quote: AcceptedQuote) => void;
}

/** The editor's heading for each layer. */
const TITLES: Record<MapLayer, string> = {
  lawn: 'Adjust lawn area',
  beds: 'Adjust beds',
  paving: 'Adjust driveway and walks',
};

/**
 * The lawn on the quote card: both outlines over the photo, "Adjust measurement" opening the
 * estimator's map editor on one layer at a time (lawn, beds, paving, those the quote has);
 * saving re-prices the lines on that layer; earlier figures stay listed below.
 */
export function QuoteMeasurement({ quote, analysis, onQuoteChange }: QuoteMeasurementProps) {
  const toast = useToast();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<LawnEditorChange | null>(null);
  const [layer, setLayer] = useState<MapLayer>('lawn');
  // The editor first reports the lawn it opened on (the priced one): only a change from that
  // is something to save.
  const opened = useRef<string | undefined>(undefined);
  const onChange = useCallback((lawn: LawnEditorChange | null) => {
    const key = lawn ? JSON.stringify(lawn.geometry) : '';
    opened.current ??= key;
    setDraft(key === opened.current ? null : lawn);
  }, []);
  const edit = (next: MapLayer) => {
    opened.current = undefined;
    setDraft(null);
    setLayer(next);
    setEditing(true);
  };
  const save = useSubmit(
    async (geometry: LawnMultiPolygon) => {
      const updated = await adjustQuoteMeasurement(quote.id, geometry, layer);
      onQuoteChange(updated);
      setEditing(false);
      setDraft(null);
      toast({
        title: layer === 'lawn' ? 'Measurement adjusted' : `${layerName(layer)} adjusted`,
        description: `${quote.customerName}'s quote is now ${formatCadenceTotals(totalsByCadence(updated.services))}.`,
      });
    },
    {
      failed: (failure) =>
        errorMessage(failure, `The adjusted ${layerName(layer).toLowerCase()} could not be saved.`),
    },
  );
  const mapData = editableMapData(analysis?.mapData);
  if (!mapData) return null;
  const layers = editableLayers(quote, mapData);
  const titleId = `quote-${quote.id}-lawn`;

  return (
    <section className="quote-measurement" aria-labelledby={titleId}>
      <h3 className="quote-card__subheading" id={titleId}>
        Lawn on the map
      </h3>
      {editing ? (
        <div className="quote-measurement__editor">
          <LayerChoice
            layers={layers}
            value={layer}
            onChange={(next) => {
              save.dismiss();
              edit(next);
            }}
          />
          <QuoteLawnEditor
            // A layer of its own: the editor opens afresh on the layer chosen.
            key={layer}
            quote={quote}
            mapData={mapData}
            layer={layer}
            title={TITLES[layer]}
            adjustmentLabel="adjusted"
            onChange={onChange}
          />
          {save.failure && (
            <Notice tone="danger" role="alert">
              {save.failure}
            </Notice>
          )}
          <div className="row" style={{ gap: 8 }}>
            <Button
              onClick={() => draft?.geometry && !draft.problem && save.run(draft.geometry)}
              loading={save.pending}
              disabled={!draft || draft.problem !== null}
              aria-describedby={draft?.problem ? `${titleId}-problem` : undefined}
            >
              Save measurement
            </Button>
            <Button
              variant="secondary"
              onClick={() => {
                setEditing(false);
                setDraft(null);
                save.dismiss();
              }}
            >
              Cancel
            </Button>
          </div>
          {draft?.problem && (
            <p className="small quote-measurement__problem" id={`${titleId}-problem`} role="status">
              {draft.problem} Fix the {layerName(layer).toLowerCase()} on the map to save it.
            </p>
          )}
        </div>
      ) : (
        <>
          <LawnOutlines
            mapData={mapData}
            priced={quote.lawnGeometry}
            edited={{ beds: quote.bedGeometry, paving: quote.pavingGeometry }}
            address={quote.customerAddress}
          />
          <Button size="sm" variant="secondary" onClick={() => edit('lawn')}>
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
                {entry.layer
                  ? [
                      layerName(entry.layer),
                      entry.layerAreaSqFt === undefined ? '' : formatSqFt(entry.layerAreaSqFt),
                      'before your edit',
                    ]
                      .filter(Boolean)
                      .join(' ')
                  : formatAcres(entry.mowableArea)}{' '}
                ·{' '}
                {entry.totals ? formatCadenceTotals(entry.totals) : formatCurrency(entry.totalCost)}{' '}
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
