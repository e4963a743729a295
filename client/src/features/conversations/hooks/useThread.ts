import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useMemo } from 'react';
import { useSocketStatus } from '../../../shared/lib/socketStatus';
import { notificationPollMs } from '../../notifications';
import { addMessageToThread, setThreadUnread } from '../lib/cache';
import {
  GroupThreadQuery,
  MarkGroupThreadReadMutation,
  MarkThreadReadMutation,
  SendGroupMessageMutation,
  SendMessageMutation,
  THREAD_PAGE_SIZE,
  ThreadQuery,
} from '../operations';
import { useLiveThreads, type ThreadRef } from './useLiveThreads';

/**
 * One open thread, a request's or a group session's, as the thread dialog reads and writes it: its
 * messages (live, and polled only while no socket delivers them), older pages, sending, marking
 * read, and who wrote a message (the other party; in a group, the member by id).
 */
export function useThread(ref: ThreadRef, otherPartyName: string | null) {
  const live = useSocketStatus() === 'connected';
  useLiveThreads(ref);
  const requestId = ref.kind === 'request' ? ref.requestId : '';
  const groupSessionId = ref.kind === 'group' ? ref.groupSessionId : '';
  const options = {
    fetchPolicy: 'cache-and-network',
    // The notifications' fallback: poll only while no live socket delivers messages.
    pollInterval: live ? 0 : notificationPollMs(),
    notifyOnNetworkStatusChange: false,
  } as const;
  const request = useQuery(ThreadQuery, {
    ...options,
    variables: { requestId, first: THREAD_PAGE_SIZE },
    skip: ref.kind !== 'request',
  });
  const group = useQuery(GroupThreadQuery, {
    ...options,
    variables: { groupSessionId, first: THREAD_PAGE_SIZE },
    skip: ref.kind !== 'group',
  });
  const [markRequestRead] = useMutation(MarkThreadReadMutation);
  const [markGroupRead] = useMutation(MarkGroupThreadReadMutation);
  const [sendToRequest, { loading: sendingToRequest }] = useMutation(SendMessageMutation);
  const [sendToGroup, { loading: sendingToGroup }] = useMutation(SendGroupMessageMutation);

  const groupData = (group.data ?? group.previousData) || undefined;
  const members = groupData?.groupSessionThread.members;
  const names = useMemo(() => new Map((members ?? []).map((m) => [m.id, m.fullName])), [members]);
  const authorOf = useCallback(
    // A member who left the group is no longer among its members; their messages stay.
    (senderId: string) => otherPartyName ?? names.get(senderId) ?? 'A former member',
    [otherPartyName, names],
  );

  const markRead = useCallback(async () => {
    if (ref.kind === 'request') await markRequestRead({ variables: { requestId } });
    else
      await markGroupRead({
        variables: { groupSessionId },
        // The thread's answer has no GroupSession in it: the card's badge is set from it here.
        update: (cache, { data }) =>
          data && setThreadUnread(cache, { groupSessionId }, data.markGroupSessionThreadRead.unreadCount),
      });
  }, [ref.kind, requestId, groupSessionId, markRequestRead, markGroupRead]);

  const send = async (body: string) => {
    if (ref.kind === 'request')
      await sendToRequest({
        variables: { requestId, body },
        update: (cache, { data }) => data && addMessageToThread(cache, data.sendMessage),
      });
    else
      await sendToGroup({
        variables: { groupSessionId, body },
        update: (cache, { data }) => data && addMessageToThread(cache, data.sendGroupSessionMessage),
      });
  };

  const active = ref.kind === 'request' ? request : group;
  const loadMore = async (after: string) => {
    await active.fetchMore({ variables: { after } });
  };
  const thread =
    ref.kind === 'request' ? (request.data ?? request.previousData)?.exchangeRequest : groupData?.groupSession;

  return {
    thread,
    authorOf,
    loading: active.loading,
    error: active.error,
    refetch: active.refetch,
    loadMore,
    markRead,
    send,
    sending: sendingToRequest || sendingToGroup,
  };
}
