import { formatAcres, formatCurrency, formatSqFt } from '@yardstick/core/format';
import type { AcceptedQuote } from '@yardstick/core/schemas/quotes';
import { acresToSqFt } from '@yardstick/core/units';
import { volumeRate } from '@yardstick/core/volumeRate';
import type { QuoteAnalysis } from './quotesApi.ts';

interface QuoteDetailsProps {
  quote: AcceptedQuote;
  analysis: QuoteAnalysis | null | undefined;
}

/** SPEC §2.12 details: acres (3 decimals), total, volume rate (3 decimals) and discount, areas. */
export function QuoteDetails({ quote, analysis }: QuoteDetailsProps) {
  const areaSqFt = acresToSqFt(quote.mowableArea);
  const rate = volumeRate(areaSqFt);
  return (
    <dl className="details grid-auto quote-details">
      <div>
        <dt>Mowable area</dt>
        <dd>{formatAcres(quote.mowableArea)}</dd>
      </div>
      <div>
        <dt>Total cost</dt>
        <dd>{formatCurrency(quote.totalCost)}</dd>
      </div>
      <div>
        <dt>Rate per sq ft</dt>
        <dd>{formatCurrency(rate.effectiveRate, 3)}</dd>
      </div>
      {rate.discountPercentage > 0 && (
        <div>
          <dt>Volume discount</dt>
          <dd>{rate.discountPercentage}%</dd>
        </div>
      )}
      <div>
        <dt>Total area</dt>
        <dd>{formatSqFt(areaSqFt)}</dd>
      </div>
      {analysis && (
        <div>
          <dt>Property size</dt>
          <dd>{formatAcres(analysis.propertySize)}</dd>
        </div>
      )}
    </dl>
  );
}
