import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../../shared/ui';
import { useCodeFlow } from '../hooks/useCodeFlow';
import { emailProblem, type CodeFallbacks } from '../texts';
import type { OnAuthenticated } from '../types';
import { CodeStep } from './CodeStep';
import { EmailField } from './EmailField';

/** Sign in with a one-time code mailed to an existing account. */
export function CodeLoginForm({
  fallbacks,
  onAuthenticated,
}: {
  fallbacks: CodeFallbacks;
  onAuthenticated: OnAuthenticated;
}) {
  const intl = useIntl();
  const flow = useCodeFlow({ intent: 'login', fallbacks, onAuthenticated });
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);

  if (flow.step === 'code') {
    return (
      <CodeStep
        flow={flow}
        submitLabel={intl.formatMessage({ id: 'auth.code.verifyAndSignIn', defaultMessage: 'Verify & Sign In' })}
      />
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = emailProblem(email);
    setError(problem && intl.formatMessage(problem));
    if (!problem) void flow.send({ email: email.trim() });
  };

  return (
    <form className="auth-form ui-stack" onSubmit={submit} noValidate>
      <EmailField
        value={email}
        error={error}
        onChange={(value) => {
          setEmail(value);
          setError(null);
        }}
      />
      <Button type="submit" fullWidth loading={flow.sending}>
        <FormattedMessage id="auth.code.sendLoginCode" defaultMessage="Send Login Code" />
      </Button>
    </form>
  );
}
