import { useIntl } from 'react-intl';
import { Field } from '../../../shared/ui';

export interface EmailFieldProps {
  value: string;
  error?: string | null;
  onChange: (value: string) => void;
}

/** The Email field of every sign-in and sign-up form. */
export function EmailField({ value, error, onChange }: EmailFieldProps) {
  const intl = useIntl();
  return (
    <Field
      label={intl.formatMessage({ id: 'auth.field.email', defaultMessage: 'Email' })}
      type="email"
      name="email"
      autoComplete="email"
      placeholder={intl.formatMessage({ id: 'auth.field.emailPlaceholder', defaultMessage: 'you@example.com' })}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
      required
    />
  );
}
