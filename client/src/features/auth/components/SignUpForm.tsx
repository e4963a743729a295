import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { browserTimezone } from '../../../shared/lib/validation';
import { useFormFields } from '../../../shared/lib/useFormFields';
import { Button, Field } from '../../../shared/ui';
import { useLanguage } from '../../../shared/i18n';
import { useCodeFlow } from '../hooks/useCodeFlow';
import { useReferralValidation } from '../hooks/useReferralValidation';
import { emailProblem, FIELD_TEXT, type CodeFallbacks } from '../texts';
import type { OnAuthenticated } from '../types';
import { CodeStep } from './CodeStep';
import { EmailField } from './EmailField';
import { ReferralCodeField } from './ReferralCodeField';

export interface SignUpFormProps {
  fallbacks: CodeFallbacks;
  onAuthenticated: OnAuthenticated;
  /** The full page offers the optional referral code; the modal does not. */
  withReferral?: boolean;
  initialReferralCode?: string;
}

/** New account by one-time code: full name + email (+ referral), then the 6-digit code. */
export function SignUpForm({
  fallbacks,
  onAuthenticated,
  withReferral = false,
  initialReferralCode = '',
}: SignUpFormProps) {
  const intl = useIntl();
  const flow = useCodeFlow({ intent: 'signup', fallbacks, onAuthenticated });
  const { values, errors, change, check } = useFormFields({ fullName: '', email: '' });
  const { fullName, email } = values;
  const [referralCode, setReferralCode] = useState(initialReferralCode);
  const referral = useReferralValidation(withReferral ? referralCode : '');
  const { locale } = useLanguage();

  if (flow.step === 'code') {
    return (
      <CodeStep
        flow={flow}
        submitLabel={intl.formatMessage({
          id: 'auth.signUp.verifyAndCreate',
          defaultMessage: 'Verify & Create Account',
        })}
      />
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = emailProblem(email);
    const valid = check({
      fullName: fullName.trim() ? null : intl.formatMessage(FIELD_TEXT.fullNameRequired),
      email: problem && intl.formatMessage(problem),
    });
    if (!valid) return;
    const code = withReferral ? referralCode.trim() : '';
    void flow.send({
      email: email.trim(),
      fullName: fullName.trim(),
      timezone: browserTimezone(),
      // The language the visitor reads now (their choice on the landing, else the browser's best match) becomes the account's.
      locale,
      ...(code ? { referralCode: code } : {}),
    });
  };

  return (
    <form className="auth-form ui-stack" onSubmit={submit} noValidate>
      <Field
        label={intl.formatMessage({ id: 'auth.signUp.fullName', defaultMessage: 'Full name' })}
        name="fullName"
        autoComplete="name"
        placeholder={intl.formatMessage({ id: 'auth.signUp.fullNamePlaceholder', defaultMessage: 'Jane Doe' })}
        value={fullName}
        onChange={(event) => change('fullName')(event.target.value)}
        error={errors.fullName}
        required
      />
      <EmailField value={email} error={errors.email} onChange={change('email')} />
      {withReferral && <ReferralCodeField value={referralCode} onChange={setReferralCode} status={referral} />}
      <Button type="submit" fullWidth loading={flow.sending}>
        <FormattedMessage id="auth.signUp.sendCode" defaultMessage="Send Verification Code" />
      </Button>
      <p className="auth-form__fineprint">
        <FormattedMessage
          id="auth.signUp.fineprint"
          defaultMessage="Free forever · No credit card needed · You start with 1 EP"
        />
      </p>
    </form>
  );
}
