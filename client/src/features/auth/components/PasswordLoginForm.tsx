import type { FormEvent } from 'react';
import { errorCode, serverDetail } from '../../../shared/lib/errors';
import { useFormFields } from '../../../shared/lib/useFormFields';
import { validateEmail, validateRequired } from '../../../shared/lib/validation';
import { Button, PasswordField, useToast } from '../../../shared/ui';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useAuthRequests } from '../hooks/useAuthRequests';
import { AUTH_TEXT } from '../texts';
import type { OnAuthenticated } from '../types';
import { EmailField } from './EmailField';

/**
 * Wrong credentials always read 'Invalid email or password'; only a rate limit or
 * an unreadable server answer says something else, and no answer at all says 'Login failed'.
 */
export function passwordLoginError(error: unknown): string {
  if (CombinedGraphQLErrors.is(error)) {
    return errorCode(error) === 'TOO_MANY_REQUESTS'
      ? (serverDetail(error) ?? AUTH_TEXT.invalidCredentials)
      : AUTH_TEXT.invalidCredentials;
  }
  return serverDetail(error) ?? AUTH_TEXT.loginFailed;
}

export function PasswordLoginForm({ onAuthenticated }: { onAuthenticated: OnAuthenticated }) {
  const toast = useToast();
  const { login, loggingIn } = useAuthRequests();
  const { values, errors, change, check } = useFormFields({ email: '', password: '' });
  const { email, password } = values;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (check({ email: validateEmail(email), password: validateRequired(password, 'Password') })) void signIn();
  };

  const signIn = async () => {
    try {
      const result = await login(email.trim(), password);
      toast.success(AUTH_TEXT.loginSuccess);
      onAuthenticated(result, 'login');
    } catch (error) {
      toast.error(passwordLoginError(error));
    }
  };

  return (
    <form className="auth-form ui-stack" onSubmit={submit} noValidate>
      <EmailField value={email} error={errors.email} onChange={change('email')} />
      <PasswordField
        label="Password"
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={change('password')}
        error={errors.password}
        required
      />
      <Button type="submit" fullWidth loading={loggingIn}>
        Sign In
      </Button>
    </form>
  );
}
