import { useState, type FormEvent } from 'react';
import { Button } from '../../../shared/ui';
import { CodeField } from './CodeField';
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
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) {
      setError('Verification code is required');
      return;
    }
    void verify(code.trim());
  };

  return (
    <form className="auth-form ui-stack" onSubmit={submit} noValidate>
      <p className="auth-form__notice ui-tone-primary-soft">
        We sent a {CODE_LENGTH}-digit code to <strong>{email}</strong>. It may take a minute to arrive.
      </p>
      <CodeField
        label="Verification code"
        name="code"
        value={code}
        onChange={(next) => {
          setCode(next);
          setError(null);
        }}
        className="code-field"
        error={error}
        required
      />
      <Button type="submit" fullWidth loading={verifying}>
        {submitLabel}
      </Button>
      <div className="auth-form__row">
        <Button variant="link" onClick={() => void resend()} disabled={secondsLeft > 0 || sending}>
          {secondsLeft > 0 ? `Resend code in ${secondsLeft}s` : 'Resend code'}
        </Button>
        <Button variant="link" onClick={changeEmail}>
          Change Email
        </Button>
      </div>
    </form>
  );
}
