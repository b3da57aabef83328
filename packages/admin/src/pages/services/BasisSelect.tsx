import { PRICE_BASES, type PriceBasis } from '@yardstick/core/enums';
import { basisExplanation, basisName, basisUnit } from '@yardstick/core/priceBasis';
import { SelectField } from '../../ui/Field.tsx';
import { isPriceBasis } from './frequencyInput.ts';

/** 'Lawn (sq ft)', 'Edging (linear ft)', 'Per tree', 'Flat per visit'. */
function basisOptionLabel(basis: PriceBasis): string {
  const unit = basisUnit(basis);
  if (unit === 'sq ft') return `${basisName(basis)} (sq ft)`;
  if (unit === 'ft') return `${basisName(basis)} (linear ft)`;
  return basisName(basis);
}

/** What a price is charged on, with the chosen basis explained in one line beneath. */
export function BasisSelect({
  value,
  onChange,
}: {
  value: PriceBasis;
  onChange: (basis: PriceBasis) => void;
}) {
  return (
    <SelectField
      label="Charged on"
      className="frequency-grid__basis"
      value={value}
      hint={basisExplanation(value)}
      onChange={(event) => {
        if (isPriceBasis(event.target.value)) onChange(event.target.value);
      }}
    >
      {PRICE_BASES.map((basis) => (
        <option key={basis} value={basis}>
          {basisOptionLabel(basis)}
        </option>
      ))}
    </SelectField>
  );
}
