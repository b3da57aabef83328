import { useState, type ChangeEvent } from 'react';
import type { z } from 'zod';
import { fieldErrors, withoutError, type FieldErrors } from './fieldErrors.ts';

type FormShape = Record<string, string | boolean>;
type KeysOf<V, T> = { [K in keyof V]: V[K] extends T ? K : never }[keyof V] & string;

/**
 * A small form: values, one error per field (cleared when that field is edited, SPEC §5)
 * and props to spread on the ui fields.
 */
export function useFormValues<V extends FormShape>(initial: V) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<keyof V & string>>({});

  function update(field: keyof V & string, value: string | boolean) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => withoutError(current, field));
  }

  /** value, error and onChange of a text field (or a select). */
  function text(field: KeysOf<V, string>) {
    return {
      value: String(values[field]),
      error: errors[field],
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
        update(field, event.target.value),
    };
  }

  /** checked, error and onChange of a checkbox. */
  function checkbox(field: KeysOf<V, boolean>) {
    return {
      checked: values[field] === true,
      error: errors[field],
      onChange: (event: ChangeEvent<HTMLInputElement>) => update(field, event.target.checked),
    };
  }

  /** The parsed values, or null after showing the schema's messages on their fields. */
  function validate<T>(schema: z.ZodType<T>): T | null {
    const parsed = schema.safeParse(values);
    if (parsed.success) return parsed.data;
    setErrors(fieldErrors(parsed.error));
    return null;
  }

  /** Shows a message under one field, e.g. the server's refusal of its value. */
  function setError(field: keyof V & string, message: string) {
    setErrors((current) => ({ ...current, [field]: message }));
  }

  return { values, errors, text, checkbox, validate, setError };
}
