import { useState, type FormEvent } from 'react';
import { errorCode, serverDetail } from '../../../shared/lib/errors';
import { validateEmail, validateRequired } from '../../../shared/lib/validation';
import { Button, PasswordField, useToast } from '../../../shared/ui';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useAuthRequests } from '../hooks/useAuthRequests';
import { AUTH_TEXT } from '../texts';
import type { OnAuthenticated } from '../types';
import { EmailField } from './EmailField';

/**
 * Wrong credentials always read 'Invalid email or password' (spec §8); only a rate limit or
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
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string | null; password?: string | null }>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = { email: validateEmail(email), password: validateRequired(password, 'Password') };
    setErrors(next);
    if (next.email || next.password) return;
    void signIn();
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
      <EmailField
        value={email}
        error={errors.email}
        onChange={(value) => {
          setEmail(value);
          setErrors((e) => ({ ...e, email: null }));
        }}
      />
      <PasswordField
        label="Password"
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(value) => {
          setPassword(value);
          setErrors((e) => ({ ...e, password: null }));
        }}
        error={errors.password}
        required
      />
      <Button type="submit" fullWidth loading={loggingIn}>
        Sign In
      </Button>
    </form>
  );
}
