import { useId } from 'react';

interface ColorFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
}

const HEX = /^#[0-9a-fA-F]{6}$/;

/** A colour picker and its hex text, kept in step (SPEC §2.14). */
export function ColorField({ label, value, onChange }: ColorFieldProps) {
  const id = useId();
  return (
    <fieldset className="color-field">
      <legend className="field__label">{label}</legend>
      <div className="row" style={{ gap: 8, flexWrap: 'nowrap' }}>
        <input
          type="color"
          className="color-field__picker"
          aria-label={`${label} picker`}
          value={HEX.test(value) ? value.toLowerCase() : '#000000'}
          onChange={(event) => onChange(event.target.value.toUpperCase())}
        />
        <label htmlFor={id} className="visually-hidden">
          {label} hex value
        </label>
        <input
          id={id}
          className="input"
          value={value}
          maxLength={7}
          spellCheck={false}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
    </fieldset>
  );
}
