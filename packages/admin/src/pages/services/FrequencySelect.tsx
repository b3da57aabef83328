import { FREQUENCIES, type Frequency } from '@yardstick/core/enums';
import { SelectField } from '../../ui/Field.tsx';
import { isFrequency } from './frequencyInput.ts';
import type { AddedFrequency } from './serviceFormValues.ts';

interface FrequencySelectProps {
  label: string;
  value: Frequency | '';
  onChange: (value: Frequency | '') => void;
  added: readonly AddedFrequency[];
  /** The row being edited keeps its own frequency selectable. */
  editingIndex?: number;
}

/** The frequency choice; ones already added are disabled and marked '(Already added)'. */
export function FrequencySelect({
  label,
  value,
  onChange,
  added,
  editingIndex,
}: FrequencySelectProps) {
  const taken = new Set(
    added.filter((_, index) => index !== editingIndex).map((option) => option.frequency),
  );
  return (
    <SelectField
      label={label}
      value={value}
      onChange={(event) => onChange(isFrequency(event.target.value) ? event.target.value : '')}
    >
      <option value="">Select a frequency</option>
      {FREQUENCIES.map((option) => (
        <option key={option.value} value={option.value} disabled={taken.has(option.value)}>
          {option.label}
          {taken.has(option.value) ? ' (Already added)' : ''}
        </option>
      ))}
    </SelectField>
  );
}
