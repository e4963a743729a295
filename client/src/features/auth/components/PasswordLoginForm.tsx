import type { FormEvent } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { errorCode, serverDetail } from '../../../shared/lib/errors';
import { useFormFields } from '../../../shared/lib/useFormFields';
import { Button, PasswordField, useToast } from '../../../shared/ui';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useAuthRequests } from '../hooks/useAuthRequests';
import { AUTH_TEXT, emailProblem, FIELD_TEXT } from '../texts';
import type { OnAuthenticated } from '../types';
import { EmailField } from './EmailField';

/**
 * Wrong credentials always read 'Invalid email or password'; only a rate limit or
 * an unreadable server answer says something else, and no answer at all says 'Login failed'.
 */
export function passwordLoginError(error: unknown, intl: IntlShape): string {
  if (CombinedGraphQLErrors.is(error)) {
    return errorCode(error) === 'TOO_MANY_REQUESTS'
      ? (serverDetail(error) ?? intl.formatMessage(AUTH_TEXT.invalidCredentials))
      : intl.formatMessage(AUTH_TEXT.invalidCredentials);
  }
  return serverDetail(error) ?? intl.formatMessage(AUTH_TEXT.loginFailed);
}

export function PasswordLoginForm({ onAuthenticated }: { onAuthenticated: OnAuthenticated }) {
  const intl = useIntl();
  const toast = useToast();
  const { login, loggingIn } = useAuthRequests();
  const { values, errors, change, check } = useFormFields({ email: '', password: '' });
  const { email, password } = values;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = emailProblem(email);
    const valid = check({
      email: problem && intl.formatMessage(problem),
      password: password.trim() ? null : intl.formatMessage(FIELD_TEXT.passwordRequired),
    });
    if (valid) void signIn();
  };

  const signIn = async () => {
    try {
      const result = await login(email.trim(), password);
      toast.success(intl.formatMessage(AUTH_TEXT.loginSuccess));
      onAuthenticated(result, 'login');
    } catch (error) {
      toast.error(passwordLoginError(error, intl));
    }
  };

  return (
    <form className="auth-form ui-stack" onSubmit={submit} noValidate>
      <EmailField value={email} error={errors.email} onChange={change('email')} />
      <PasswordField
        label={intl.formatMessage({ id: 'auth.field.password', defaultMessage: 'Password' })}
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={change('password')}
        error={errors.password}
        required
      />
      <Button type="submit" fullWidth loading={loggingIn}>
        <FormattedMessage id="auth.signIn.submit" defaultMessage="Sign In" />
      </Button>
    </form>
  );
}
