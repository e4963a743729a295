import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { MeQuery } from '../features/auth/operations';
import { updateStoredUser } from './session';

/** Reloads the member with `me` and stores it; failures are silent (spec §8). */
export function useRefreshUser(): () => Promise<void> {
  const client = useApolloClient();
  return useCallback(async () => {
    try {
      const { data } = await client.query({ query: MeQuery, fetchPolicy: 'network-only' });
      if (data) updateStoredUser(data.me);
    } catch {
      // An expired token is handled by the error link (it clears the session).
    }
  }, [client]);
}
