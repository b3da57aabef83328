import { useState } from 'react';
import { formatPricePerSqFt } from '@yardstick/core/format';
import { MAX_VOLUME_TIERS, volumeTiersSchema } from '@yardstick/core/schemas/services';
import { volumeTiersSummary } from '@yardstick/core/servicesForm';
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

/** The first reason the tiers cannot be saved, or null. */
export function volumeTiersProblem(tiers: readonly VolumeTier[]): string | null {
  const result = volumeTiersSchema.safeParse(tiers);
  return result.success ? null : (result.error.issues[0]?.message ?? 'Check the volume tiers');
}

/** A next tier after the last: twice its start, 12.5 points lower (at least 1 %). */
function nextTier(inputs: readonly TierInput[]): TierInput {
  const last = tiersOf(inputs).at(-1);
  if (!last || !Number.isFinite(last.fromSqFt) || !Number.isFinite(last.percentOfRate))
    return { from: '5000', percent: '87.5' };
  return {
    from: String(last.fromSqFt * 2),
    percent: String(Math.max(1, last.percentOfRate - 12.5)),
  };
}

interface VolumeTiersEditorProps {
  /** 'Weekly', for the labels. */
  label: string;
  pricePerSqFt: number;
  tiers: readonly VolumeTier[];
  onChange: (tiers: VolumeTier[]) => void;
}

/**
 * A price's volume tiers as a compact table: from which lawn size, what share of the price,
 * and the rate per sq ft that gives. Each band of lawn is charged at its own tier's rate.
 */
export function VolumeTiersEditor({
  label,
  pricePerSqFt,
  tiers,
  onChange,
}: VolumeTiersEditorProps) {
  const [inputs, setInputs] = useState(() => inputsOf(tiers));
  const problem = volumeTiersProblem(tiersOf(inputs));

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
          Volume pricing: <strong>{volumeTiersSummary(tiersOf(inputs))}</strong>
        </summary>
        {inputs.length > 0 && (
          <table className="volume-tiers__table" aria-label={`${label} volume tiers`}>
            <thead>
              <tr>
                <th scope="col">Lawn above (sq ft)</th>
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
                <td>{formatPricePerSqFt(pricePerSqFt)}</td>
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
                        step={1000}
                        aria-label={`${label} tier ${index + 1} starts above (sq ft)`}
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
                    <td>{Number.isFinite(rate) ? formatPricePerSqFt(rate) : '—'}</td>
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
            onClick={() => change([...inputs, nextTier(inputs)])}
          >
            Add tier
          </Button>
          <Button size="sm" variant="ghost" onClick={() => change(inputsOf(STANDARD_VOLUME_TIERS))}>
            Use the standard ladder
          </Button>
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
