import { Field } from '../../../shared/ui';
import { CODE_LENGTH } from '../texts';

/**
 * The one input for a mailed 6-digit code (sign-in, sign-up and confirming an address): spaces
 * pasted from a mail are dropped, the length is capped, and phones offer the code from the mail.
 */
export function CodeField(props: {
  label: string;
  name: string;
  value: string;
  onChange: (code: string) => void;
  error?: string | null;
  className?: string;
  required?: boolean;
}) {
  return (
    <Field
      label={props.label}
      name={props.name}
      value={props.value}
      onChange={(event) => props.onChange(event.target.value.replace(/\s/g, '').slice(0, CODE_LENGTH))}
      maxLength={CODE_LENGTH}
      inputMode="numeric"
      autoComplete="one-time-code"
      placeholder="123456"
      className={props.className}
      error={props.error}
      required={props.required}
    />
  );
}
