import { useId } from 'react';

interface ColorFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Id of the hex input, so the form can move focus to it. */
  id?: string;
  error?: string;
}

const HEX = /^#[0-9a-fA-F]{6}$/;

/** A colour picker and its hex text, kept in step (SPEC §2.14). */
export function ColorField({ label, value, onChange, id: givenId, error }: ColorFieldProps) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const errorId = `${id}-error`;
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
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
      {error && (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
