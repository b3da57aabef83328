import { useState } from 'react';
import type { PriceBasis } from '@yardstick/core/enums';
import { basisTierHeading, basisTierUnit, formatBasisPrice } from '@yardstick/core/priceBasis';
import { MAX_VOLUME_TIERS } from '@yardstick/core/schemas/services';
import { volumeTiersProblem, volumeTiersSummary } from '@yardstick/core/servicesForm';
import { STANDARD_VOLUME_TIERS, type VolumeTier } from '@yardstick/core/volumeRate';
import { Button } from '../../ui/Button.tsx';

/** A tier as typed: the numbers stay text so "87." can be typed on the way to 87.5. */
interface TierInput {
  from: string;
  percent: string;
}

const inputsOf = (tiers: readonly VolumeTier[]): TierInput[] =>
  tiers.map((tier) => ({ from: String(tier.fromSqFt), percent: String(tier.percentOfRate) }));

/** NaN for a blank or unreadable box: the schema then refuses it with its message. */
const tiersOf = (inputs: readonly TierInput[]): VolumeTier[] =>
  inputs.map((input) => ({
    fromSqFt: input.from.trim() === '' ? Number.NaN : Number(input.from),
    percentOfRate: input.percent.trim() === '' ? Number.NaN : Number(input.percent),
  }));

/** Where a first tier starts, and how far a start box steps, in the unit tiers count. */
const TIER_STEPS: Record<string, { first: number; step: number }> = {
  'sq ft': { first: 5000, step: 1000 },
  ft: { first: 500, step: 50 },
  trees: { first: 10, step: 1 },
};
const stepsOf = (basis: PriceBasis) => TIER_STEPS[basisTierUnit(basis)] ?? { first: 10, step: 1 };

/** A next tier after the last: twice its start, 12.5 points lower (at least 1 %). */
function nextTier(inputs: readonly TierInput[], basis: PriceBasis): TierInput {
  const last = tiersOf(inputs).at(-1);
  if (!last || !Number.isFinite(last.fromSqFt) || !Number.isFinite(last.percentOfRate))
    return { from: String(stepsOf(basis).first), percent: '87.5' };
  return {
    from: String(last.fromSqFt * 2),
    percent: String(Math.max(1, last.percentOfRate - 12.5)),
  };
}

interface VolumeTiersEditorProps {
  /** 'Weekly', for the labels. */
  label: string;
  /** The price per unit of its basis; tiers count that unit (sq ft, ft, trees). */
  pricePerSqFt: number;
  basis: PriceBasis;
  tiers: readonly VolumeTier[];
  onChange: (tiers: VolumeTier[]) => void;
}

/**
 * A price's volume tiers as a compact table: from which quantity of its basis (lawn, beds or
 * paving in sq ft, edge in feet, trees), what share of the price, and the rate that gives.
 * Each band is charged at its own tier's rate.
 */
export function VolumeTiersEditor({
  label,
  pricePerSqFt,
  basis,
  tiers,
  onChange,
}: VolumeTiersEditorProps) {
  const [inputs, setInputs] = useState(() => inputsOf(tiers));
  const problem = volumeTiersProblem(tiersOf(inputs), basis);
  const unit = basisTierUnit(basis);

  function change(next: TierInput[]) {
    setInputs(next);
    onChange(tiersOf(next));
  }
  const edit = (index: number, field: keyof TierInput, text: string) =>
    change(inputs.map((input, i) => (i === index ? { ...input, [field]: text } : input)));

  return (
    <div className="volume-tiers">
      <details>
        <summary>
          Volume pricing: <strong>{volumeTiersSummary(tiersOf(inputs), basis)}</strong>
        </summary>
        {inputs.length > 0 && (
          <table className="volume-tiers__table" aria-label={`${label} volume tiers`}>
            <thead>
              <tr>
                <th scope="col">{basisTierHeading(basis)}</th>
                <th scope="col">% of price</th>
                <th scope="col">Rate</th>
                <th scope="col">
                  <span className="visually-hidden">Remove</span>
                </th>
              </tr>
            </thead>
            <tbody>
              <tr className="muted">
                <td>0</td>
                <td>100</td>
                <td>{formatBasisPrice(basis, pricePerSqFt)}</td>
                <td />
              </tr>
              {inputs.map((input, index) => {
                const tier = tiersOf([input])[0];
                const rate = tier ? (pricePerSqFt * tier.percentOfRate) / 100 : Number.NaN;
                return (
                  <tr key={index}>
                    <td>
                      <input
                        className="input"
                        type="number"
                        inputMode="numeric"
                        min={1}
                        step={stepsOf(basis).step}
                        aria-label={`${label} tier ${index + 1} starts above (${unit})`}
                        value={input.from}
                        onChange={(event) => edit(index, 'from', event.target.value)}
                      />
                    </td>
                    <td>
                      <input
                        className="input"
                        type="number"
                        inputMode="decimal"
                        min={0}
                        max={100}
                        step={0.5}
                        aria-label={`${label} tier ${index + 1} percent of price`}
                        value={input.percent}
                        onChange={(event) => edit(index, 'percent', event.target.value)}
                      />
                    </td>
                    <td>{Number.isFinite(rate) ? formatBasisPrice(basis, rate) : '—'}</td>
                    <td>
                      <Button
                        size="sm"
                        variant="ghost"
                        aria-label={`Remove ${label} tier ${index + 1}`}
                        onClick={() => change(inputs.filter((_, i) => i !== index))}
                      >
                        ×
                      </Button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}
        <div className="row volume-tiers__actions">
          <Button
            size="sm"
            variant="secondary"
            disabled={inputs.length >= MAX_VOLUME_TIERS}
            onClick={() => change([...inputs, nextTier(inputs, basis)])}
          >
            Add tier
          </Button>
          {/* The standard ladder is a lawn's, in sq ft. */}
          {unit === 'sq ft' && (
            <Button
              size="sm"
              variant="ghost"
              onClick={() => change(inputsOf(STANDARD_VOLUME_TIERS))}
            >
              Use the standard ladder
            </Button>
          )}
          <Button size="sm" variant="ghost" onClick={() => change([])}>
            No volume discount
          </Button>
        </div>
      </details>
      {problem && (
        <p className="field__error" role="alert">
          {label}: {problem}
        </p>
      )}
    </div>
  );
}
