import { Field } from './Field';

export interface PasswordFieldProps {
  label: string;
  name: string;
  /** `current-password` to sign in, `new-password` to set one (password managers offer the right one). */
  autoComplete: 'current-password' | 'new-password';
  value: string;
  error?: string | null;
  onChange: (value: string) => void;
  required?: boolean;
}

/** A password input: its value as text, and the error the form found in it. */
export function PasswordField({ label, name, autoComplete, value, error, onChange, required }: PasswordFieldProps) {
  return (
    <Field
      label={label}
      type="password"
      name={name}
      autoComplete={autoComplete}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
      required={required}
    />
  );
}
