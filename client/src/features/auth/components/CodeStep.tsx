import type { FormEvent } from 'react';
import { useFormFields } from '../../../shared/lib/useFormFields';
import { Button } from '../../../shared/ui';
import { CodeField } from './CodeField';
import { ResendCodeButton } from './ResendCodeButton';
import type { CodeFlow } from '../hooks/useCodeFlow';
import { CODE_LENGTH } from '../texts';

export interface CodeStepProps {
  /** The code flow whose code was just sent. */
  flow: CodeFlow;
  submitLabel: string;
}

/** The second step of every code flow: the 6-digit code, resend with countdown, Change Email. */
export function CodeStep({ flow, submitLabel }: CodeStepProps) {
  const { email, verifying, sending, secondsLeft, verify, resend, changeEmail } = flow;
  const { values, errors, change, check } = useFormFields({ code: '' });
  const code = values.code.trim();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (check({ code: code ? null : 'Verification code is required' })) void verify(code);
  };

  return (
    <form className="auth-form ui-stack" onSubmit={submit} noValidate>
      <p className="auth-form__notice ui-tone-primary-soft">
        We sent a {CODE_LENGTH}-digit code to <strong>{email}</strong>. It may take a minute to arrive.
      </p>
      <CodeField
        label="Verification code"
        name="code"
        value={values.code}
        onChange={change('code')}
        className="code-field"
        error={errors.code}
        required
      />
      <Button type="submit" fullWidth loading={verifying}>
        {submitLabel}
      </Button>
      <div className="auth-form__row">
        <ResendCodeButton secondsLeft={secondsLeft} sending={sending} onResend={() => void resend()} />
        <Button variant="link" onClick={changeEmail}>
          Change Email
        </Button>
      </div>
    </form>
  );
}
