import type { ApolloCache } from '@apollo/client';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useCallback, useEffect } from 'react';
import { MeQuery } from './operations';
import { storeUser, type SessionUser } from './session';

/*
 * The signed-in member ("the viewer") lives in the Apollo cache as `User:<id>`, reached through
 * the `me` query. Everything that shows the member or their balance reads it from there; whatever
 * changes them brings the new values back (a mutation's `viewer`, a live event's `viewer`) and the
 * normalised cache updates every view in place. localStorage holds a copy for start-up only.
 */

/**
 * Puts the stored user into an empty cache as the answer of `me`, so that the shell
 * shows at once; the first `me` from the network then replaces it. A cache that already has `me`
 * is left alone (it is newer). Answers whether the cache now has the member.
 */
export function seedViewer(cache: ApolloCache, user: SessionUser | null): boolean {
  if (cache.readQuery({ query: MeQuery })?.me) return true;
  if (!user) return false;
  try {
    cache.writeQuery({ query: MeQuery, data: { me: { __typename: 'User', ...user } as SessionUser } });
  } catch {
    return false; // a stored user of an older shape: `me` from the network fills the cache instead
  }
  return Boolean(cache.readQuery({ query: MeQuery })?.me);
}

/** The signed-in member from the cache; null before `me` is there (outside the signed-in app). */
export function useViewer(): SessionUser | null {
  const { data } = useQuery(MeQuery, { fetchPolicy: 'cache-only' });
  return data?.me ?? null;
}

/**
 * Reads the member again from the server, for when an answer says the cache is behind (e.g. "You
 * are already a Premium member"): not on a timer. Failures stay silent.
 */
export function useReloadViewer(): () => Promise<void> {
  const client = useApolloClient();
  return useCallback(async () => {
    try {
      // Without deduplication: a `me` sent before the change may still be in flight.
      await client.query({ query: MeQuery, fetchPolicy: 'network-only', context: { queryDeduplication: false } });
    } catch {
      // An expired token is handled by the error link (it clears the session).
    }
  }, [client]);
}

/** Premium is paid: the cached member becomes premium with `localEp` EP until `me` answers. */
export function markViewerPremium(cache: ApolloCache, localEp: number): void {
  const me = cache.readQuery({ query: MeQuery })?.me;
  const id = me && cache.identify({ __typename: 'User', id: me.id });
  if (id) cache.modify({ id, fields: { userType: () => 'PREMIUM', energyPoints: () => localEp } });
}

/** Keeps the stored user a copy of the cache's member, for the next start. */
export function useStoredUserFromCache(viewer: SessionUser | null | undefined): void {
  useEffect(() => {
    if (viewer) storeUser(viewer);
  }, [viewer]);
}
