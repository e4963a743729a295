import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { LoginMutation, SendCodeMutation, VerifyCodeMutation } from '../operations';
import type { AuthResult } from '../types';
import type { SendCodeInput } from '../../../gql/graphql';

/** A mutation's answer; its error, or an empty answer, is thrown. */
function answerOf<T>({ data, error }: { data?: T | null; error?: Error }, mutation: string): T {
  if (error) throw error;
  if (!data) throw new Error(`Empty ${mutation} answer`);
  return data;
}

/** Promise-returning wrappers around the auth mutations; failures reject with Apollo's error. */
export function useAuthRequests() {
  const [loginMutation, loginState] = useMutation(LoginMutation);
  const [sendCodeMutation, sendState] = useMutation(SendCodeMutation);
  const [verifyCodeMutation, verifyState] = useMutation(VerifyCodeMutation);

  const login = useCallback(
    async (email: string, password: string): Promise<AuthResult> =>
      answerOf(await loginMutation({ variables: { input: { email, password } } }), 'login').login,
    [loginMutation],
  );

  const sendCode = useCallback(
    async (input: SendCodeInput) => answerOf(await sendCodeMutation({ variables: { input } }), 'sendCode').sendCode,
    [sendCodeMutation],
  );

  const verifyCode = useCallback(
    async (email: string, code: string): Promise<AuthResult> =>
      answerOf(await verifyCodeMutation({ variables: { input: { email, code } } }), 'verifyCode').verifyCode,
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
