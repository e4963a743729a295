import type { ApolloCache } from '@apollo/client';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useToast } from '../../../shared/ui';
import { messageOr } from '../../../shared/lib/errors';
import { sessionDateAhead } from '../../../shared/lib/dates';
import { DEFAULT_SESSION_DAYS, ExchangeMessages as M } from '../lib/messages';
import { CancelRequestMutation, CompleteRequestMutation, RespondToRequestMutation } from '../operations';

export type RequestMutationKind = 'accept' | 'decline' | 'cancel' | 'complete';

/** Drops cached lists so that those on screen reload (the others when next shown). */
function evictLists(cache: ApolloCache, fieldNames: readonly string[]) {
  for (const fieldName of fieldNames) cache.evict({ id: 'ROOT_QUERY', fieldName });
  cache.gc();
}

/**
 * Accept, Decline, Cancel and Mark Complete of the request cards, with their success and failure toasts.
 * The answer carries the request's new state, which the normalised cache puts on the card, and
 * the member's (`viewer`: balance, EP on hold, achievements), which updates the header and My
 * Profile in place.
 */
export function useRequestActions() {
  const toast = useToast();
  const intl = useIntl();
  const client = useApolloClient();
  const [busy, setBusy] = useState<{ id: string; kind: RequestMutationKind } | null>(null);
  const [respond] = useMutation(RespondToRequestMutation);
  const [cancel] = useMutation(CancelRequestMutation);
  const [complete] = useMutation(CompleteRequestMutation, {
    // The answer updates the card; the sessions of a completed exchange change on the server.
    update: (cache) => evictLists(cache, ['mySessions']),
  });

  const run = async (id: string, kind: RequestMutationKind) => {
    if (busy) return;
    setBusy({ id, kind });
    try {
      if (kind === 'accept') {
        await respond({
          variables: {
            input: { requestId: id, action: 'ACCEPT', sessionDate: sessionDateAhead(DEFAULT_SESSION_DAYS) },
          },
        });
        toast.success(intl.formatMessage(M.accepted));
      } else if (kind === 'decline') {
        await respond({ variables: { input: { requestId: id, action: 'DECLINE', sessionDate: null } } });
        toast.success(intl.formatMessage(M.declined));
      } else if (kind === 'cancel') {
        await cancel({ variables: { requestId: id } });
        toast.success(intl.formatMessage(M.cancelled));
      } else {
        await complete({ variables: { requestId: id } });
        toast.success(intl.formatMessage(M.completed));
      }
    } catch (error) {
      // The server's reason when it refused for a rule ("This request is part of a swap…"), else ours.
      toast.error(messageOr(error, intl.formatMessage(FAILURES[kind])));
      // The request may have moved on (expired, cancelled meanwhile): show its current state.
      evictLists(client.cache, ['receivedRequests', 'sentRequests', 'mySessions']);
    } finally {
      setBusy(null);
    }
  };

  return { busy, run };
}

const FAILURES: Record<RequestMutationKind, MessageDescriptor> = {
  accept: M.acceptFailed,
  decline: M.declineFailed,
  cancel: M.cancelFailed,
  complete: M.completeFailed,
};
