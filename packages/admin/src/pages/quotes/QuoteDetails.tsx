import { formatCadenceTotals } from '@yardstick/core/cadence';
import { formatAcres, formatSqFt } from '@yardstick/core/format';
import { measurementAdjustment } from '@yardstick/core/measurementAdjustment';
import { quoteFigures } from '@yardstick/core/quoteFigures';
import type { AcceptedQuote } from '@yardstick/core/schemas/quotes';
import type { QuoteAnalysis } from './quotesApi.ts';

interface QuoteDetailsProps {
  quote: AcceptedQuote;
  analysis: QuoteAnalysis | null | undefined;
}

/**
 * SPEC §2.12 details, each under the name of what it is: the mowable area (and the measured
 * one beside it when the lawn was adjusted on the map, with the difference), the lot
 * (acres and sq ft), and what the customer pays per visit, per month and once (never added
 * into one figure), and the volume discount of each line that has one.
 */
export function QuoteDetails({ quote, analysis }: QuoteDetailsProps) {
  const figures = quoteFigures(quote, analysis?.propertySize);
  const adjustment = measurementAdjustment(quote);
  return (
    <dl className="details grid-auto quote-details">
      <div>
        <dt>Mowable area</dt>
        <dd>
          {formatAcres(figures.mowableAcres)} · {formatSqFt(figures.mowableSqFt)}
        </dd>
      </div>
      {adjustment && (
        <div>
          <dt>Measured area</dt>
          <dd>
            {formatAcres(quote.measuredMowableArea)} · {formatSqFt(adjustment.measuredSqFt)}
            <span className="quote-details__note">{adjustment.label}</span>
          </dd>
        </div>
      )}
      {figures.lotAcres !== null && figures.lotSqFt !== null && (
        <div>
          <dt>Lot area</dt>
          <dd>
            {formatAcres(figures.lotAcres)} · {formatSqFt(figures.lotSqFt)}
          </dd>
        </div>
      )}
      <div>
        <dt>Total cost</dt>
        <dd>
          {formatCadenceTotals(figures.totals)}
          {figures.overridden && (
            <span className="quote-details__note">
              Includes your price changes (computed {formatCadenceTotals(figures.computedTotals)})
            </span>
          )}
        </dd>
      </div>
      {figures.volumeDiscounts.length > 0 && (
        <div>
          <dt>Volume discount</dt>
          <dd>
            {figures.volumeDiscounts
              .map((discount) => `${discount.serviceName} −${discount.percent} %`)
              .join(' · ')}
          </dd>
        </div>
      )}
    </dl>
  );
}
