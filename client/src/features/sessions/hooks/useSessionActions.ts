import type { ApolloCache } from '@apollo/client';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useToast } from '../../../shared/ui';
import { useRefreshBalanceLater } from '../../exchanges/hooks/useRefreshBalanceLater';
import { REFRESH_AFTER_ACTION_MS } from '../../exchanges/lib/messages';
import { CompleteSessionMutation, RespondToSessionMutation } from '../operations';

export type SessionMutationKind = 'accept' | 'reject' | 'complete';

/** Spec §8 texts of My Sessions, and the success texts the spec leaves open. */
export const SessionMessages = {
  accepted: 'Session accepted!',
  acceptFailed: 'Failed to accept session. Please try again.',
  rejected: 'Session rejected.',
  rejectFailed: 'Failed to reject session. Please try again.',
  completed: 'Session marked as complete!',
  completeFailed: 'Failed to complete session. Please try again.',
} as const;

const FAILURES: Record<SessionMutationKind, string> = {
  accept: SessionMessages.acceptFailed,
  reject: SessionMessages.rejectFailed,
  complete: SessionMessages.completeFailed,
};

function evictLists(cache: ApolloCache, fieldNames: readonly string[]) {
  for (const fieldName of fieldNames) cache.evict({ id: 'ROOT_QUERY', fieldName });
  cache.gc();
}

/**
 * Accept / Reject of a proposed session and Mark Complete of an accepted one. Accepting sets the
 * exchange's session date and completing completes (and settles) the exchange: both change the
 * request cards, so those lists reload; completing moves EP, so the balance is reloaded too.
 */
export function useSessionActions() {
  const toast = useToast();
  const client = useApolloClient();
  const refreshLater = useRefreshBalanceLater();
  const [busy, setBusy] = useState<{ id: string; kind: SessionMutationKind } | null>(null);
  const requestLists = (cache: ApolloCache) => evictLists(cache, ['receivedRequests', 'sentRequests']);
  const [respond] = useMutation(RespondToSessionMutation, { update: requestLists });
  const [complete] = useMutation(CompleteSessionMutation, { update: requestLists });

  const run = async (id: string, kind: SessionMutationKind) => {
    if (busy) return;
    setBusy({ id, kind });
    try {
      if (kind === 'complete') {
        await complete({ variables: { sessionId: id } });
        toast.success(SessionMessages.completed);
        refreshLater(REFRESH_AFTER_ACTION_MS);
      } else {
        await respond({ variables: { sessionId: id, action: kind === 'accept' ? 'ACCEPT' : 'REJECT' } });
        toast.success(kind === 'accept' ? SessionMessages.accepted : SessionMessages.rejected);
      }
    } catch {
      toast.error(FAILURES[kind]);
      // It may have changed meanwhile (the other party acted): show its current state.
      evictLists(client.cache, ['mySessions']);
    } finally {
      setBusy(null);
    }
  };

  return { busy, run };
}
