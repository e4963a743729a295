import { useApolloClient } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useEffect, useState } from 'react';
import { ValidateReferralQuery } from '../operations';

/** A valid code's referrer is named; null when the server gave no name (shown as "A member"). */
export type ReferralStatus =
  { state: 'idle' } | { state: 'checking' } | { state: 'valid'; referrerName: string | null } | { state: 'invalid' };

/**
 * Checks the referral code on every change (and on prefill, since the first value counts as
 * a change). Answers for an outdated code are dropped so a slow reply cannot win.
 */
export function useReferralValidation(code: string): ReferralStatus {
  const client = useApolloClient();
  const trimmed = code.trim();
  // The last answer, with the code it answers; a code with no answer yet is being checked.
  const [answer, setAnswer] = useState<{ code: string; status: ReferralStatus } | null>(null);

  useEffect(() => {
    if (!trimmed) return;
    let current = true;
    const setStatus = (status: ReferralStatus) => setAnswer({ code: trimmed, status });
    client
      .query({ query: ValidateReferralQuery, variables: { code: trimmed }, fetchPolicy: 'network-only' })
      .then(({ data }) => {
        if (!current) return;
        const result = data?.validateReferral;
        if (result?.valid) setStatus({ state: 'valid', referrerName: result.referrerName?.trim() || null });
        else setStatus({ state: 'invalid' });
      })
      .catch((error: unknown) => {
        if (!current) return;
        // The server rejecting the code is an answer; a network failure is not.
        setStatus(CombinedGraphQLErrors.is(error) ? { state: 'invalid' } : { state: 'idle' });
      });
    return () => {
      current = false;
    };
  }, [client, trimmed]);

  if (!trimmed) return { state: 'idle' };
  return answer?.code === trimmed ? answer.status : { state: 'checking' };
}
