import { useMutation } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { messageOr } from '../../shared/lib/errors';
import { useFormFields } from '../../shared/lib/useFormFields';
import { Button } from '../../shared/ui';
import { useViewer } from '../../shared/viewer/viewer';
import { CodeField } from './components/CodeField';
import { ResendCodeButton } from './components/ResendCodeButton';
import { useResendCountdown } from './hooks/useResendCountdown';
import { CODE_LENGTH, RESEND_COOLDOWN_SECONDS } from './texts';
import { ResendVerificationEmailMutation, VerifyEmailMutation } from './verifyEmailOperations';
import './verifyEmailBanner.css';

/** Seconds the server asked to wait (a refused resend within the 60 s cooldown). */
function retryAfter(error: unknown): number | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const seconds = error.errors[0]?.extensions?.retryAfterSeconds;
  return typeof seconds === 'number' ? seconds : undefined;
}

/**
 * A gentle bar for a member whose address is not confirmed yet: the code mailed at
 * sign-up, Verify, and Resend with the 60 s cooldown. Until confirmed the member gets no admin role,
 * their referrer no reward, and no mail but this code. Whether the address is confirmed is part of
 * the member as `me` answers it (the SessionUser fragment): the shell asks no question of its own
 * at start for it. The mutation's answer updates the cached member, so the bar goes away without a
 * reload.
 */
export function VerifyEmailBanner() {
  const intl = useIntl();
  const titleId = useId();
  const me = useViewer();
  const [verifyEmail, { loading: verifying }] = useMutation(VerifyEmailMutation);
  const [resendEmail, { loading: sending }] = useMutation(ResendVerificationEmailMutation);
  const countdown = useResendCountdown();
  const { values, errors, change, check, setErrors } = useFormFields({ code: '' });
  const { code } = values;
  const setError = (message: string | null) => setErrors({ code: message });
  const [notice, setNotice] = useState<string | null>(null);

  if (!me || me.emailVerified) return null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (
      !check({
        code: new RegExp(`^\\d{${CODE_LENGTH}}$`).test(code)
          ? null
          : intl.formatMessage(
              {
                id: 'auth.verifyEmail.codeInvalid',
                defaultMessage: 'Enter the {length, number}-digit code from the mail',
              },
              { length: CODE_LENGTH },
            ),
      })
    )
      return;
    try {
      await verifyEmail({ variables: { code } });
    } catch (err) {
      setError(
        messageOr(
          err,
          intl.formatMessage({
            id: 'auth.verifyEmail.failed',
            defaultMessage: 'Could not confirm your email. Please try again.',
          }),
        ),
      );
    }
  };

  const resend = async () => {
    setError(null);
    try {
      const { data: sent } = await resendEmail();
      countdown.start(sent?.resendVerificationEmail.resendAfterSeconds ?? RESEND_COOLDOWN_SECONDS);
      setNotice(
        intl.formatMessage(
          { id: 'auth.verifyEmail.resent', defaultMessage: 'A new code is on its way to {email}.' },
          { email: me.email },
        ),
      );
    } catch (err) {
      const wait = retryAfter(err);
      if (wait) countdown.start(wait);
      setNotice(null);
      setError(
        messageOr(
          err,
          intl.formatMessage({
            id: 'auth.verifyEmail.resendFailed',
            defaultMessage: 'Could not send a new code. Please try again.',
          }),
        ),
      );
    }
  };

  return (
    <section className="verify-banner" aria-labelledby={titleId}>
      <div className="verify-banner__text">
        <h2 id={titleId} className="verify-banner__title">
          <FormattedMessage id="auth.verifyEmail.title" defaultMessage="Confirm your email" />
        </h2>
        <p>
          <FormattedMessage
            id="auth.verifyEmail.text"
            defaultMessage="We sent a code to <b>{email}</b>. Enter it to confirm the address is yours."
            values={{ email: me.email, b: (chunks) => <strong>{chunks}</strong> }}
          />
        </p>
      </div>
      <form className="verify-banner__form" onSubmit={(e) => void submit(e)} noValidate>
        <CodeField
          label={intl.formatMessage({ id: 'auth.verifyEmail.codeLabel', defaultMessage: 'Confirmation code' })}
          name="verification-code"
          value={code}
          onChange={change('code')}
          error={errors.code}
        />
        <Button type="submit" loading={verifying}>
          <FormattedMessage id="auth.verifyEmail.verify" defaultMessage="Verify" />
        </Button>
        <ResendCodeButton secondsLeft={countdown.secondsLeft} sending={sending} onResend={() => void resend()} />
      </form>
      <p className="verify-banner__notice" role="status" aria-live="polite">
        {notice}
      </p>
    </section>
  );
}
