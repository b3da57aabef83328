import { capitalize, formatCurrency, formatPricePerSqFt, formatSqFt } from '@yardstick/core/format';
import type { AcceptedQuoteService } from '@yardstick/core/schemas/quotes';

/** 'Accepted Services': name, area, price per sq ft, optional frequency and line total. */
export function QuoteServices({ services }: { services: readonly AcceptedQuoteService[] }) {
  return (
    <div>
      <h3 className="quote-card__subheading">Accepted Services</h3>
      {services.length === 0 ? (
        <p className="small muted">No services recorded.</p>
      ) : (
        <ul className="quote-services list-reset">
          {services.map((line) => (
            <li key={line.id} className="quote-services__item">
              <div>
                <strong>{line.serviceName}</strong>
                <div className="small muted">
                  {formatSqFt(line.areaSqFt)} × {formatPricePerSqFt(line.pricePerSqFt)}/sq ft
                  {line.frequency && <> · {capitalize(line.frequency)}</>}
                </div>
              </div>
              <strong>
                {formatCurrency(line.totalCost)}
                {line.priceOverride && (
                  <span className="quote-services__override"> (your price)</span>
                )}
              </strong>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
