import { formatCurrency, formatPricePerSqFt, formatSqFt } from '@yardstick/core/format';
import { activeFrequenciesInOrder, frequencyLabel } from '@yardstick/core/frequencies';
import type { AnalysisServiceLine } from '@yardstick/core/schemas/analysis';
import { useId } from 'react';
import { useEstimator, useEstimatorActions } from '../context.ts';
import { TEXT } from '../messages.ts';

function ServiceLine({ line }: { line: AnalysisServiceLine }) {
  const ids = useId();
  const { toggleService, setFrequency } = useEstimatorActions();
  const frequencies = activeFrequenciesInOrder(line.availableFrequencies);

  return (
    <li className="ys-service" data-selected={line.isSelected}>
      <label className="ys-service-toggle">
        <input
          type="checkbox"
          className="ys-checkbox"
          checked={line.isSelected}
          onChange={() => toggleService(line.serviceId)}
        />
        <span className="ys-strong">{line.serviceName}</span>
      </label>
      {frequencies.length > 0 && (
        <div className="ys-service-frequency">
          <label className="ys-label ys-label--small" htmlFor={`${ids}-frequency`}>
            Frequency
          </label>
          <select
            id={`${ids}-frequency`}
            className="ys-select"
            part="input select"
            aria-label={`${line.serviceName} frequency`}
            value={line.selectedFrequency ?? ''}
            onChange={(event) => setFrequency(line.serviceId, event.target.value)}
          >
            {line.selectedFrequency == null && (
              <option value="" disabled>
                Choose…
              </option>
            )}
            {frequencies.map((option) => (
              <option key={option.id} value={option.frequency}>
                {frequencyLabel(option.frequency)}
              </option>
            ))}
          </select>
        </div>
      )}
      <p className="ys-service-detail ys-muted">
        {formatSqFt(line.areaSqFt)} × {formatPricePerSqFt(line.pricePerSqFt)}/sq ft
      </p>
      <p className="ys-service-price">
        <span className="ys-strong">{formatCurrency(line.totalCost)}</span>
        {line.minimumApplied && (
          <span className="ys-badge ys-badge--accent">{TEXT.minimumApplied}</span>
        )}
      </p>
    </li>
  );
}

/** Toggle services and frequencies; prices and the total follow at once (SPEC §4.8). */
export function ServiceSelection() {
  const lines = useEstimator((state) => state.serviceLines);
  const total = useEstimator((state) => state.total);

  return (
    <section className="ys-card" part="card services" aria-label="Services">
      <h3 className="ys-card-title">Choose your services</h3>
      {lines.length === 0 ? (
        <p className="ys-muted">No services are offered for this property yet.</p>
      ) : (
        <ul className="ys-services">
          {lines.map((line) => (
            <ServiceLine key={line.serviceId} line={line} />
          ))}
        </ul>
      )}
      <p className="ys-total" part="total" aria-live="polite">
        <span>Total</span>
        <span className="ys-total-value" data-testid="ys-total">
          {formatCurrency(total)}
        </span>
      </p>
    </section>
  );
}
