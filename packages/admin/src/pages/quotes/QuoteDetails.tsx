import {
  formatAcres,
  formatCurrency,
  formatPricePerSqFt,
  formatSqFt,
} from '@yardstick/core/format';
import { measurementAdjustment } from '@yardstick/core/measurementAdjustment';
import { quoteFigures } from '@yardstick/core/quoteFigures';
import type { AcceptedQuote } from '@yardstick/core/schemas/quotes';
import { VOLUME_BASE_RATE } from '@yardstick/core/volumeRate';
import type { QuoteAnalysis } from './quotesApi.ts';

interface QuoteDetailsProps {
  quote: AcceptedQuote;
  analysis: QuoteAnalysis | null | undefined;
}

/**
 * SPEC §2.12 details, each under the name of what it is: the mowable area (and the measured
 * one beside it when the lawn was adjusted on the map, with the difference), the lot
 * (acres and sq ft), the total, the owner's own effective rate, and SPEC §9's tier rate as a
 * market reference for a lawn this size (it is never applied to the owner's prices).
 */
export function QuoteDetails({ quote, analysis }: QuoteDetailsProps) {
  const figures = quoteFigures(quote, analysis?.propertySize);
  const tier = figures.marketTier;
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
          {formatCurrency(quote.totalCost)}
          {figures.overridden && (
            <span className="quote-details__note">
              Includes your price changes (computed {formatCurrency(figures.computedTotal)})
            </span>
          )}
        </dd>
      </div>
      {figures.effectiveRatePerSqFt !== null && (
        <div>
          <dt>Your effective rate</dt>
          <dd>
            {formatPricePerSqFt(figures.effectiveRatePerSqFt)}/sq ft
            <span className="quote-details__note">Total ÷ mowable area</span>
          </dd>
        </div>
      )}
      <div>
        <dt>Market tier rate</dt>
        <dd>
          {formatPricePerSqFt(tier.effectiveRate)}/sq ft
          <span className="quote-details__note">
            {tier.discountPercentage > 0
              ? `Market tier for this lawn size, ${tier.discountPercentage}% below the ${formatPricePerSqFt(VOLUME_BASE_RATE)} base. A reference only, not applied.`
              : 'Market tier for this lawn size. A reference only, not applied.'}
          </span>
        </dd>
      </div>
    </dl>
  );
}
