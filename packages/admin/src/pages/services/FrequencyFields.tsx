import { basisRateUnit, basisUnit } from '@yardstick/core/priceBasis';
import { MINIMUM_PRICE_STEP, PRICE_PER_SQ_FT_STEP } from '@yardstick/core/servicesForm';
import { InputField } from '../../ui/Field.tsx';
import { BasisSelect } from './BasisSelect.tsx';
import type { FrequencyInput } from './frequencyInput.ts';
import { FrequencySelect } from './FrequencySelect.tsx';
import type { AddedFrequency } from './serviceFormValues.ts';

interface FrequencyFieldsProps {
  input: FrequencyInput;
  onChange: (input: FrequencyInput) => void;
  added: readonly AddedFrequency[];
  editingIndex?: number;
}

/**
 * Frequency, what the price is charged on, the price per unit of it and an optional minimum:
 * shared by the entry row and inline edit.
 */
export function FrequencyFields({ input, onChange, added, editingIndex }: FrequencyFieldsProps) {
  return (
    <>
      <BasisSelect value={input.basis} onChange={(basis) => onChange({ ...input, basis })} />
      <FrequencySelect
        label="Frequency"
        value={input.frequency}
        onChange={(frequency) => onChange({ ...input, frequency })}
        added={added}
        editingIndex={editingIndex}
      />
      <InputField
        label={`Price ${basisRateUnit(input.basis)} ($)`}
        type="number"
        inputMode="decimal"
        step={basisUnit(input.basis) === 'sq ft' ? PRICE_PER_SQ_FT_STEP : MINIMUM_PRICE_STEP}
        min={0}
        value={input.price}
        onChange={(event) => onChange({ ...input, price: event.target.value })}
      />
      <InputField
        label="Minimum price ($, optional)"
        type="number"
        inputMode="decimal"
        step={MINIMUM_PRICE_STEP}
        min={0}
        placeholder="None"
        value={input.minimum}
        onChange={(event) => onChange({ ...input, minimum: event.target.value })}
      />
    </>
  );
}
