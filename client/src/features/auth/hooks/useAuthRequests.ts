import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { LoginMutation, SendCodeMutation, VerifyCodeMutation } from '../operations';
import type { AuthResult } from '../types';
import type { SendCodeInput } from '../../../gql/graphql';

/** Promise-returning wrappers around the auth mutations; failures reject with Apollo's error. */
export function useAuthRequests() {
  const [loginMutation, loginState] = useMutation(LoginMutation);
  const [sendCodeMutation, sendState] = useMutation(SendCodeMutation);
  const [verifyCodeMutation, verifyState] = useMutation(VerifyCodeMutation);

  const login = useCallback(
    async (email: string, password: string): Promise<AuthResult> => {
      const { data, error } = await loginMutation({ variables: { input: { email, password } } });
      if (error) throw error;
      if (!data) throw new Error('Empty login answer');
      return data.login;
    },
    [loginMutation],
  );

  const sendCode = useCallback(
    async (input: SendCodeInput) => {
      const { data, error } = await sendCodeMutation({ variables: { input } });
      if (error) throw error;
      if (!data) throw new Error('Empty sendCode answer');
      return data.sendCode;
    },
    [sendCodeMutation],
  );

  const verifyCode = useCallback(
    async (email: string, code: string): Promise<AuthResult> => {
      const { data, error } = await verifyCodeMutation({ variables: { input: { email, code } } });
      if (error) throw error;
      if (!data) throw new Error('Empty verifyCode answer');
      return data.verifyCode;
    },
    [verifyCodeMutation],
  );

  return {
    login,
    sendCode,
    verifyCode,
    loggingIn: loginState.loading,
    sending: sendState.loading,
    verifying: verifyState.loading,
  };
}
