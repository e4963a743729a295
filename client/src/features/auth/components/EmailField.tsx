import { Field } from '../../../shared/ui';

export interface EmailFieldProps {
  value: string;
  error?: string | null;
  onChange: (value: string) => void;
}

/** The Email field of every sign-in and sign-up form. */
export function EmailField({ value, error, onChange }: EmailFieldProps) {
  return (
    <Field
      label="Email"
      type="email"
      name="email"
      autoComplete="email"
      placeholder="you@example.com"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
      required
    />
  );
}
