import { useState, type FormEvent } from 'react';
import { validateEmail } from '../../../shared/lib/validation';
import { Button, Field } from '../../../shared/ui';
import { useCodeFlow } from '../hooks/useCodeFlow';
import type { CodeFallbacks } from '../texts';
import type { OnAuthenticated } from '../types';
import { CodeStep } from './CodeStep';

/** Sign in with a one-time code mailed to an existing account. */
export function CodeLoginForm({ fallbacks, onAuthenticated }: { fallbacks: CodeFallbacks; onAuthenticated: OnAuthenticated }) {
  const flow = useCodeFlow({ intent: 'login', fallbacks, onAuthenticated });
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);

  if (flow.step === 'code') {
    return (
      <CodeStep
        email={flow.email}
        submitLabel="Verify & Sign In"
        verifying={flow.verifying}
        sending={flow.sending}
        secondsLeft={flow.secondsLeft}
        onVerify={flow.verify}
        onResend={flow.resend}
        onChangeEmail={flow.changeEmail}
      />
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validateEmail(email);
    setError(problem);
    if (!problem) void flow.send({ email: email.trim() });
  };

  return (
    <form className="auth-form" onSubmit={submit} noValidate>
      <Field
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        placeholder="you@example.com"
        value={email}
        onChange={(event) => {
          setEmail(event.target.value);
          setError(null);
        }}
        error={error}
        required
      />
      <Button type="submit" fullWidth loading={flow.sending}>
        Send Login Code
      </Button>
    </form>
  );
}
