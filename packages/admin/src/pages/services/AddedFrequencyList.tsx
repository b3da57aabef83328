import { useState } from 'react';
import { formatCurrency } from '@yardstick/core/format';
import { frequencyLabel } from '@yardstick/core/frequencies';
import {
  basisHasTiers,
  basisRateUnit,
  basisTierUnit,
  formatBasisPrice,
} from '@yardstick/core/priceBasis';
import { Button } from '../../ui/Button.tsx';
import { inputOf, type FrequencyInput } from './frequencyInput.ts';
import { FrequencyFields } from './FrequencyFields.tsx';
import type { AddedFrequency } from './serviceFormValues.ts';
import { VolumeTiersEditor } from './VolumeTiersEditor.tsx';
import type { VolumeTier } from '@yardstick/core/volumeRate';

interface AddedFrequencyListProps {
  frequencies: readonly AddedFrequency[];
  /** Returns false when the edit was refused (the caller says why). */
  onSave: (index: number, input: FrequencyInput) => boolean;
  onRemove: (index: number) => void;
  onTiersChange: (index: number, tiers: VolumeTier[]) => void;
}

/**
 * The frequencies added so far: label, price and what it is per, optional minimum, inline edit
 * and remove, and the volume tiers of each price counted in sq ft.
 */
export function AddedFrequencyList({
  frequencies,
  onSave,
  onRemove,
  onTiersChange,
}: AddedFrequencyListProps) {
  const [editing, setEditing] = useState<{ index: number; input: FrequencyInput } | null>(null);

  if (frequencies.length === 0) {
    return <p className="small muted">No frequencies added yet. Add at least one above.</p>;
  }

  return (
    <ul className="frequency-list list-reset" aria-label="Added frequencies">
      {frequencies.map((option, index) => {
        const label = frequencyLabel(option.frequency);
        if (editing?.index === index) {
          return (
            <li
              key={option.frequency}
              className="frequency-list__item frequency-list__item--editing"
            >
              <div className="frequency-grid grid-auto">
                <FrequencyFields
                  input={editing.input}
                  onChange={(input) => setEditing({ index, input })}
                  added={frequencies}
                  editingIndex={index}
                />
              </div>
              <div className="row">
                <Button size="sm" onClick={() => onSave(index, editing.input) && setEditing(null)}>
                  Save
                </Button>
                <Button size="sm" variant="secondary" onClick={() => setEditing(null)}>
                  Cancel
                </Button>
              </div>
            </li>
          );
        }
        return (
          <li key={option.frequency} className="frequency-list__item">
            <span className="frequency-list__label">{label}</span>
            <span>
              {option.basis === 'lawn-area'
                ? formatCurrency(option.pricePerSqFt, 4)
                : formatBasisPrice(option.basis, option.pricePerSqFt)}{' '}
              {basisRateUnit(option.basis)}
              {option.minimumPrice !== undefined && (
                <span className="muted"> (min: {formatCurrency(option.minimumPrice)})</span>
              )}
            </span>
            <span className="row frequency-list__actions">
              <Button
                size="sm"
                variant="ghost"
                aria-label={`Edit ${label}`}
                onClick={() => setEditing({ index, input: inputOf(option) })}
              >
                Edit
              </Button>
              <Button
                size="sm"
                variant="ghost"
                aria-label={`Remove ${label}`}
                onClick={() => onRemove(index)}
              >
                Remove
              </Button>
            </span>
            {/* Tiers count the basis's unit (sq ft, ft, trees); a flat price per visit has none. */}
            {basisHasTiers(option.basis) && (
              <VolumeTiersEditor
                // Tiers typed for one unit mean nothing in another: a new basis starts afresh.
                key={basisTierUnit(option.basis)}
                label={label}
                pricePerSqFt={option.pricePerSqFt}
                basis={option.basis}
                tiers={option.volumeTiers}
                onChange={(tiers) => onTiersChange(index, tiers)}
              />
            )}
          </li>
        );
      })}
    </ul>
  );
}
