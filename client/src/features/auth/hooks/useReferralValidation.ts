import { useApolloClient } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useEffect, useState } from 'react';
import { ValidateReferralQuery } from '../operations';

export type ReferralStatus =
  | { state: 'idle' }
  | { state: 'checking' }
  | { state: 'valid'; referrerName: string }
  | { state: 'invalid' };

/**
 * Checks the referral code on every change (and on prefill, since the first value counts as
 * a change). Answers for an outdated code are dropped so a slow reply cannot win.
 */
export function useReferralValidation(code: string): ReferralStatus {
  const client = useApolloClient();
  const trimmed = code.trim();
  const [status, setStatus] = useState<ReferralStatus>({ state: 'idle' });

  useEffect(() => {
    if (!trimmed) {
      setStatus({ state: 'idle' });
      return;
    }
    let current = true;
    setStatus({ state: 'checking' });
    client
      .query({ query: ValidateReferralQuery, variables: { code: trimmed }, fetchPolicy: 'network-only' })
      .then(({ data }) => {
        if (!current) return;
        const result = data?.validateReferral;
        if (result?.valid) setStatus({ state: 'valid', referrerName: result.referrerName?.trim() || 'A member' });
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

  return status;
}
