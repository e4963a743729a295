import type { ApolloCache } from '@apollo/client';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { useToast } from '../../../shared/ui';
import { evictEntityFields } from '../../../shared/lib/cacheUpdates';
import { CompleteSessionMutation, RespondToSessionMutation } from '../operations';
import { messageOr } from '../../../shared/lib/errors';

export type SessionMutationKind = 'accept' | 'reject' | 'complete';

/** The texts of My Sessions, failures and success. */
export const SessionMessages = defineMessages({
  accepted: { id: 'sessions.card.accepted', defaultMessage: 'Session accepted!' },
  acceptFailed: { id: 'sessions.card.acceptFailed', defaultMessage: 'Failed to accept session. Please try again.' },
  rejected: { id: 'sessions.card.rejected', defaultMessage: 'Session rejected.' },
  rejectFailed: { id: 'sessions.card.rejectFailed', defaultMessage: 'Failed to reject session. Please try again.' },
  completed: { id: 'sessions.card.completed', defaultMessage: 'Session marked as complete!' },
  completeFailed: {
    id: 'sessions.card.completeFailed',
    defaultMessage: 'Failed to complete session. Please try again.',
  },
});

const FAILURES: Record<SessionMutationKind, MessageDescriptor> = {
  accept: SessionMessages.acceptFailed,
  reject: SessionMessages.rejectFailed,
  complete: SessionMessages.completeFailed,
};

function evictLists(cache: ApolloCache, fieldNames: readonly string[]) {
  for (const fieldName of fieldNames) cache.evict({ id: 'ROOT_QUERY', fieldName });
  cache.gc();
}

/** What the server changes on the session's exchange request when the session is accepted or completed. */
const REQUEST_FIELDS_MOVED_BY: Record<SessionMutationKind, readonly string[]> = {
  accept: ['sessionDate', 'canComplete'],
  reject: [],
  complete: ['status', 'sessionDate', 'completedAt', 'canComplete', 'canReview', 'contactEmail'],
};

/**
 * Accept / Reject of a proposed session and Mark Complete of an accepted one. The session is
 * updated in place from the answer, and so is the member (`viewer`: completing pays the coach).
 * Accepting moves the exchange's session date and completing completes the exchange: those fields
 * of that one request are dropped, so the request list showing it reads them again.
 */
export function useSessionActions() {
  const toast = useToast();
  const intl = useIntl();
  const client = useApolloClient();
  const [busy, setBusy] = useState<{ id: string; kind: SessionMutationKind } | null>(null);
  const staleRequest = (cache: ApolloCache, kind: SessionMutationKind, requestId: string | undefined) => {
    if (requestId)
      evictEntityFields(cache, { __typename: 'ExchangeRequestType', id: requestId }, REQUEST_FIELDS_MOVED_BY[kind]);
  };
  const [respond] = useMutation(RespondToSessionMutation);
  const [complete] = useMutation(CompleteSessionMutation);

  const run = async (id: string, kind: SessionMutationKind) => {
    if (busy) return;
    setBusy({ id, kind });
    try {
      if (kind === 'complete') {
        await complete({
          variables: { sessionId: id },
          update: (cache, { data }) => staleRequest(cache, kind, data?.completeSession.exchangeRequestId),
        });
        toast.success(intl.formatMessage(SessionMessages.completed));
      } else {
        await respond({
          variables: { sessionId: id, action: kind === 'accept' ? 'ACCEPT' : 'REJECT' },
          update: (cache, { data }) => staleRequest(cache, kind, data?.respondToSession.exchangeRequestId),
        });
        toast.success(intl.formatMessage(kind === 'accept' ? SessionMessages.accepted : SessionMessages.rejected));
      }
    } catch (error) {
      toast.error(messageOr(error, intl.formatMessage(FAILURES[kind])));
      // It may have changed meanwhile (the other party acted): show its current state.
      evictLists(client.cache, ['mySessions']);
    } finally {
      setBusy(null);
    }
  };

  return { busy, run };
}
