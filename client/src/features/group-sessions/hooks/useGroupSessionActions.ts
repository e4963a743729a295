import { useApolloClient, useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { messageOr } from '../../../shared/lib/errors';
import { useToast } from '../../../shared/ui';
import { addAttending, removeAttending } from '../lib/cache';
import { GroupSessionMessages as M } from '../lib/messages';
import {
  CancelGroupSessionMutation,
  CompleteGroupSessionMutation,
  GroupSessionQuery,
  JoinGroupSessionMutation,
  LeaveGroupSessionMutation,
} from '../operations';

export type GroupSessionActionKind = 'join' | 'leave' | 'cancel' | 'complete';

/**
 * Join (a seat, or the waitlist when full), Leave, and the coach's Cancel and Complete. Each answer
 * updates the occurrence in place and the member's balance (`viewer`); My Sessions gains or loses
 * it. A refusal says the server's reason ("You don't have enough Energy Points…") in a toast, and
 * the occurrence is read again: it may have filled up or been cancelled meanwhile.
 */
export function useGroupSessionActions() {
  const toast = useToast();
  const intl = useIntl();
  const client = useApolloClient();
  const [busy, setBusy] = useState<{ id: string; kind: GroupSessionActionKind } | null>(null);
  const [join] = useMutation(JoinGroupSessionMutation);
  const [leave] = useMutation(LeaveGroupSessionMutation);
  const [cancel] = useMutation(CancelGroupSessionMutation);
  const [complete] = useMutation(CompleteGroupSessionMutation);

  const run = async (id: string, kind: GroupSessionActionKind, attended: readonly string[] = []) => {
    if (busy) return false;
    setBusy({ id, kind });
    try {
      switch (kind) {
        case 'join': {
          const { data } = await join({ variables: { id }, update: (cache) => addAttending(cache, id) });
          toast.success(intl.formatMessage(data?.joinGroupSession.myStatus === 'WAITLISTED' ? M.waitlisted : M.booked));
          break;
        }
        case 'leave':
          await leave({ variables: { id }, update: (cache) => removeAttending(cache, id) });
          toast.success(intl.formatMessage(M.left));
          break;
        case 'cancel':
          await cancel({ variables: { id } });
          toast.success(intl.formatMessage(M.cancelled));
          break;
        case 'complete':
          await complete({ variables: { id, attended: [...attended] } });
          toast.success(intl.formatMessage(M.completed));
          break;
      }
      return true;
    } catch (error) {
      toast.error(messageOr(error, intl.formatMessage(FAILURES[kind])));
      void client.query({ query: GroupSessionQuery, variables: { id }, fetchPolicy: 'network-only' }).catch(() => {});
      return false;
    } finally {
      setBusy(null);
    }
  };

  return { busy, run };
}

const FAILURES: Record<GroupSessionActionKind, MessageDescriptor> = {
  join: M.joinFailed,
  leave: M.leaveFailed,
  cancel: M.cancelFailed,
  complete: M.completeFailed,
};
