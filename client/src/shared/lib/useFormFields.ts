import { useState } from 'react';

type FieldErrors<K extends string> = Partial<Record<K, string | null>>;

/**
 * A form's text fields and their errors: the errors are set when the form is submitted, and a
 * field's error clears as soon as the member edits that field.
 */
export function useFormFields<K extends string>(initial: Record<K, string>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<K>>({});
  /** The field's change handler (takes the new text). */
  const change = (key: K) => (value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: null }));
  };
  /** Shows these errors; true when there is none. */
  const check = (next: FieldErrors<K>) => {
    setErrors(next);
    return Object.values(next).every((error) => !error);
  };
  return { values, errors, change, check, setErrors };
}
