import type { FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useFormFields } from '../../../shared/lib/useFormFields';
import { Button } from '../../../shared/ui';
import { CodeField } from './CodeField';
import { ResendCodeButton } from './ResendCodeButton';
import type { CodeFlow } from '../hooks/useCodeFlow';
import { CODE_LENGTH, FIELD_TEXT } from '../texts';

export interface CodeStepProps {
  /** The code flow whose code was just sent. */
  flow: CodeFlow;
  submitLabel: string;
}

/** The second step of every code flow: the 6-digit code, resend with countdown, Change Email. */
export function CodeStep({ flow, submitLabel }: CodeStepProps) {
  const intl = useIntl();
  const { email, verifying, sending, secondsLeft, verify, resend, changeEmail } = flow;
  const { values, errors, change, check } = useFormFields({ code: '' });
  const code = values.code.trim();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (check({ code: code ? null : intl.formatMessage(FIELD_TEXT.codeRequired) })) void verify(code);
  };

  return (
    <form className="auth-form ui-stack" onSubmit={submit} noValidate>
      <p className="auth-form__notice ui-tone-primary-soft">
        <FormattedMessage
          id="auth.code.sent"
          defaultMessage="We sent a {length, number}-digit code to <b>{email}</b>. It may take a minute to arrive."
          values={{ length: CODE_LENGTH, email, b: (chunks) => <strong>{chunks}</strong> }}
        />
      </p>
      <CodeField
        label={intl.formatMessage({ id: 'auth.code.label', defaultMessage: 'Verification code' })}
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
          <FormattedMessage id="auth.code.changeEmail" defaultMessage="Change Email" />
        </Button>
      </div>
    </form>
  );
}
