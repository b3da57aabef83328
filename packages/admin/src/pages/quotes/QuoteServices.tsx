import {
  cadenceOf,
  cadenceWords,
  formatCadenceTotals,
  totalsByCadence,
} from '@yardstick/core/cadence';
import { capitalize, formatCurrency } from '@yardstick/core/format';
import { basisLineLabel, basisOf } from '@yardstick/core/priceBasis';
import { recordedLineBreakdown } from '@yardstick/core/priceBreakdown';
import { breakdownRows } from '@yardstick/core/priceBreakdownRows';
import type { AcceptedQuoteService } from '@yardstick/core/schemas/quotes';

/**
 * How the line's price was made, from what it was charged on and the quantity stored with it
 * ('Edging 310 ft × $0.25'); only that first row when the rules no longer reach its figure.
 */
function LineBreakdown({
  line,
  complexityScore,
}: {
  line: AcceptedQuoteService;
  complexityScore: number | null;
}) {
  // The breakdown explains the computed price; an override is shown beside it as the owner's.
  const breakdown = recordedLineBreakdown({
    ...line,
    totalCost: line.computedTotalCost ?? line.totalCost,
    complexityScore,
  });
  const basis = basisOf(line);
  if (!breakdown) {
    return (
      <div className="small muted">
        {basisLineLabel(basis, line.quantity ?? line.areaSqFt, line.pricePerSqFt)}
      </div>
    );
  }
  return (
    <dl
      className="quote-breakdown small muted"
      aria-label={`How the ${line.serviceName} price is made`}
    >
      {breakdownRows(breakdown, [], basis).map((row) => (
        <div key={row.label} className="quote-breakdown__row">
          <dt>{row.label}</dt>
          <dd>{row.amount}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * 'Accepted Services': each line with its frequency, how often it is paid and how its price
 * adds up, then the total split by cadence (weekly and one-time prices do not add up).
 */
export function QuoteServices({
  services,
  complexityScore = null,
}: {
  services: readonly AcceptedQuoteService[];
  complexityScore?: number | null;
}) {
  const split = formatCadenceTotals(totalsByCadence(services));
  return (
    <div>
      <h3 className="quote-card__subheading">Accepted Services</h3>
      {services.length === 0 ? (
        <p className="small muted">No services recorded.</p>
      ) : (
        <>
          <ul className="quote-services list-reset">
            {services.map((line) => {
              const cadence = cadenceOf(line.frequency);
              return (
                <li key={line.id} className="quote-services__item">
                  <div className="quote-services__head">
                    <strong>
                      {line.serviceName}
                      {line.frequency && <> · {capitalize(line.frequency)}</>}
                    </strong>
                    <strong>
                      {formatCurrency(line.totalCost)}
                      {line.priceOverride && (
                        <span className="quote-services__override"> (your price)</span>
                      )}{' '}
                      <span className="small">
                        {cadence === 'once' ? 'one-time' : cadenceWords(cadence)}
                      </span>
                    </strong>
                  </div>
                  <LineBreakdown line={line} complexityScore={complexityScore} />
                </li>
              );
            })}
          </ul>
          <p className="quote-services__total">
            <span>Total</span> <strong>{split}</strong>
          </p>
        </>
      )}
    </div>
  );
}
