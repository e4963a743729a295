import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import type { SendCodeInput } from '../../../gql/graphql';
import { messageOr } from '../../../shared/lib/errors';
import { useToast } from '../../../shared/ui';
import { AUTH_TEXT, RESEND_COOLDOWN_SECONDS, type CodeFallbacks } from '../texts';
import type { AuthIntent, OnAuthenticated } from '../types';
import { useAuthRequests } from './useAuthRequests';
import { useResendCountdown } from './useResendCountdown';

/**
 * The one-time-code flow: email (and name when signing up) → send → 6-digit code →
 * verify. Resend waits for the cooldown; Change Email goes back a step.
 */
export function useCodeFlow({
  intent,
  fallbacks,
  onAuthenticated,
}: {
  intent: AuthIntent;
  fallbacks: CodeFallbacks;
  onAuthenticated: OnAuthenticated;
}) {
  const intl = useIntl();
  const toast = useToast();
  const { sendCode, verifyCode, sending, verifying } = useAuthRequests();
  const countdown = useResendCountdown();
  const [step, setStep] = useState<'details' | 'code'>('details');
  const [request, setRequest] = useState<SendCodeInput | null>(null);

  const send = useCallback(
    async (input: SendCodeInput): Promise<boolean> => {
      try {
        const sent = await sendCode(input);
        countdown.start(sent.resendAfterSeconds > 0 ? sent.resendAfterSeconds : RESEND_COOLDOWN_SECONDS);
        toast.success(
          intl.formatMessage(intent === 'login' ? AUTH_TEXT.loginCodeSent : AUTH_TEXT.verificationCodeSent),
        );
        setRequest(input);
        setStep('code');
        return true;
      } catch (error) {
        toast.error(messageOr(error, intl.formatMessage(fallbacks.send)));
        return false;
      }
    },
    [sendCode, countdown, toast, intl, intent, fallbacks.send],
  );

  const resend = useCallback(async () => {
    if (request && countdown.secondsLeft === 0) await send(request);
  }, [request, countdown.secondsLeft, send]);

  const verify = useCallback(
    async (code: string) => {
      if (!request) return;
      try {
        const result = await verifyCode(request.email, code);
        toast.success(intl.formatMessage(intent === 'login' ? AUTH_TEXT.loginSuccess : AUTH_TEXT.signupSuccess));
        onAuthenticated(result, intent);
      } catch (error) {
        toast.error(messageOr(error, intl.formatMessage(fallbacks.verify)));
      }
    },
    [request, verifyCode, toast, intl, intent, onAuthenticated, fallbacks.verify],
  );

  const changeEmail = useCallback(() => {
    setStep('details');
    countdown.reset();
  }, [countdown]);

  return {
    step,
    email: request?.email ?? '',
    send,
    resend,
    verify,
    changeEmail,
    sending,
    verifying,
    secondsLeft: countdown.secondsLeft,
  };
}

export type CodeFlow = ReturnType<typeof useCodeFlow>;
