import type {
  InputHTMLAttributes,
  ReactNode,
  SelectHTMLAttributes,
  TextareaHTMLAttributes,
} from 'react';
import { classNames } from './classNames.ts';
import { useFieldIds } from './useFieldIds.ts';
import './field.css';

interface FieldText {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  className?: string;
}

interface FieldShellProps extends FieldText {
  ids: ReturnType<typeof useFieldIds>;
  children: ReactNode;
}

function FieldShell({ label, hint, error, className, ids, children }: FieldShellProps) {
  return (
    <div className={classNames('field', className)}>
      <label className="field__label" htmlFor={ids.controlId}>
        {label}
      </label>
      {children}
      {hint && (
        <p className="field__hint" id={ids.hintId}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field__error" id={ids.errorId}>
          {error}
        </p>
      )}
    </div>
  );
}

function controlAria(ids: ReturnType<typeof useFieldIds>, error: string | undefined) {
  return {
    id: ids.controlId,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': ids.describedBy,
  } as const;
}

type InputFieldProps = FieldText &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'className'> & {
    /** Text shown after the input, e.g. '.yardstick.app'. */
    suffix?: ReactNode;
  };

export function InputField({
  label,
  hint,
  error,
  className,
  suffix,
  id,
  ...rest
}: InputFieldProps) {
  const ids = useFieldIds(id, hint, error);
  const input = <input {...rest} {...controlAria(ids, error)} className="input" />;
  return (
    <FieldShell {...{ label, hint, error, className, ids }}>
      {suffix ? (
        <div className="input-group">
          {input}
          <span className="input-group__suffix">{suffix}</span>
        </div>
      ) : (
        input
      )}
    </FieldShell>
  );
}

type TextareaFieldProps = FieldText &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className'>;

export function TextareaField({ label, hint, error, className, id, ...rest }: TextareaFieldProps) {
  const ids = useFieldIds(id, hint, error);
  return (
    <FieldShell {...{ label, hint, error, className, ids }}>
      <textarea {...rest} {...controlAria(ids, error)} className="textarea" />
    </FieldShell>
  );
}

type SelectFieldProps = FieldText & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className'>;

export function SelectField({
  label,
  hint,
  error,
  className,
  id,
  children,
  ...rest
}: SelectFieldProps) {
  const ids = useFieldIds(id, hint, error);
  return (
    <FieldShell {...{ label, hint, error, className, ids }}>
      <select {...rest} {...controlAria(ids, error)} className="select">
        {children}
      </select>
    </FieldShell>
  );
}

type CheckboxFieldProps = Omit<FieldText, 'hint'> &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'className' | 'type'>;

export function CheckboxField({ label, error, className, id, ...rest }: CheckboxFieldProps) {
  const ids = useFieldIds(id, undefined, error);
  return (
    <div className={classNames('field', className)}>
      <div className="checkbox">
        <input {...rest} {...controlAria(ids, error)} type="checkbox" />
        <label htmlFor={ids.controlId}>{label}</label>
      </div>
      {error && (
        <p className="field__error" id={ids.errorId}>
          {error}
        </p>
      )}
    </div>
  );
}
