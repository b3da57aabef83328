import { cadenceOf, cadenceWords } from '@yardstick/core/cadence';
import { formatCurrency } from '@yardstick/core/format';
import {
  activeFrequenciesInOrder,
  findActiveFrequency,
  frequencyLabel,
} from '@yardstick/core/frequencies';
import { basisOf, serviceLineInputFor } from '@yardstick/core/priceBasis';
import { priceBreakdown } from '@yardstick/core/priceBreakdown';
import { breakdownRows } from '@yardstick/core/priceBreakdownRows';
import type { AnalysisServiceLine } from '@yardstick/core/schemas/analysis';
import { useId } from 'react';
import { shownTotal } from '../store/serviceLines.ts';
import { useEstimator, useEstimatorActions } from '../context.ts';
import { TEXT } from '../messages.ts';
import { OutOfSeason } from './OutOfSeason.tsx';
import { ReviewNote } from './ReviewNote.tsx';

/**
 * Lines that add up: quantity × rate naming what the line is priced on (the lawn, edging, each
 * tree, a flat visit), the volume discount, complexity and why, rounding, the minimum (core's
 * rules).
 */
function LineBreakdown({ line }: { line: AnalysisServiceLine }) {
  const score = useEstimator((state) => state.result?.aiComplexityScore ?? null);
  const obstacleTypes = useEstimator(
    (state) => state.result?.aiPricingResult.primaryObstacleTypes ?? [],
  );
  const option = findActiveFrequency(line.availableFrequencies, line.selectedFrequency);
  const basis = basisOf(line);
  const breakdown = priceBreakdown(
    serviceLineInputFor({
      basis,
      quantity: line.quantity ?? line.areaSqFt,
      rate: line.pricePerSqFt,
      complexityScore: score,
      minimumPrice: option?.minimumPrice,
      volumeTiers: option?.volumeTiers,
    }),
  );
  // The server priced the line; a breakdown that would not reach its figure is not shown.
  if (breakdown.total !== line.totalCost) return null;
  return (
    <dl className="ys-breakdown" aria-label={`How the ${line.serviceName} price is made`}>
      {breakdownRows(breakdown, obstacleTypes, basis).map((row) => (
        <div key={row.label} className="ys-breakdown-row">
          <dt>{row.label}</dt>
          <dd>{row.amount}</dd>
        </div>
      ))}
    </dl>
  );
}

function ServiceLine({ line }: { line: AnalysisServiceLine }) {
  const ids = useId();
  const { toggleService, setFrequency } = useEstimatorActions();
  const frequencies = activeFrequenciesInOrder(line.availableFrequencies);
  const cadence = cadenceWords(cadenceOf(line.selectedFrequency));

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
      <p className="ys-service-price" data-testid="ys-line-price">
        {/* The amount, not the row: a toast beside it on a wide screen covers nothing. */}
        <span className="ys-strong" data-ys-primary="">
          {formatCurrency(line.totalCost)}
        </span>{' '}
        <span>{cadence === 'once' ? 'one-time' : cadence}</span>
        {line.minimumApplied && (
          <span className="ys-badge ys-badge--accent">{TEXT.minimumApplied}</span>
        )}
        {!line.isSelected && <span className="ys-badge">Not included</span>}
      </p>
      <LineBreakdown line={line} />
    </li>
  );
}

/**
 * Toggle services and frequencies; prices and the total follow at once (SPEC §4.8). The
 * total is split by how often it is paid: a weekly visit and a one-time job do not add up.
 * Services out of season are named below, with the day they open.
 */
export function ServiceSelection() {
  const lines = useEstimator((state) => state.serviceLines);
  const split = shownTotal(lines);

  return (
    <section className="ys-card" part="card services" aria-label="Services">
      <h3 className="ys-card-title">Your price</h3>
      {lines.length === 0 ? (
        <p className="ys-muted">No services are offered for this property yet.</p>
      ) : (
        <ul className="ys-services">
          {lines.map((line) => (
            <ServiceLine key={line.serviceId} line={line} />
          ))}
        </ul>
      )}
      <p className="ys-total" aria-live="polite" part="total" data-ys-primary="">
        <span>Total</span>
        <span className="ys-total-value" data-testid="ys-total">
          {split}
        </span>
      </p>
      <ReviewNote />
      <OutOfSeason />
    </section>
  );
}
