import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useViewer } from '../../../shared/viewer/viewer';
import { useSocketStatus } from '../../../shared/lib/socketStatus';
import { notificationPollMs } from '../../notifications';
import { addMessageToThread, setThreadUnread } from '../lib/cache';
import {
  GroupThreadQuery,
  MarkGroupThreadReadMutation,
  MarkQuestionThreadReadMutation,
  MarkThreadReadMutation,
  QuestionThreadQuery,
  SendQuestionMessageMutation,
  SendGroupMessageMutation,
  SendMessageMutation,
  THREAD_PAGE_SIZE,
  ThreadQuery,
} from '../operations';
import { useLiveThreads, type ThreadRef } from './useLiveThreads';

/**
 * One open thread, a request's, a group session's or a question's, as the thread dialog reads and
 * writes it: its messages (live, and polled only while no socket delivers them), older pages,
 * sending, marking read, and who wrote a message (the other party; in a group, the member by id).
 * A question that became a request is read and written as that request's thread, where the
 * server filed its messages.
 */
export function useThread(opened: ThreadRef, otherPartyName: string | null) {
  const live = useSocketStatus() === 'connected';
  const viewer = useViewer();
  const intl = useIntl();
  const questionId = opened.kind === 'question' ? opened.questionId : '';
  const options = {
    fetchPolicy: 'cache-and-network',
    // The notifications' fallback: poll only while no live socket delivers messages.
    pollInterval: live ? 0 : notificationPollMs(),
    notifyOnNetworkStatusChange: false,
  } as const;
  const asked = useQuery(QuestionThreadQuery, {
    ...options,
    variables: { questionId, first: THREAD_PAGE_SIZE },
    skip: opened.kind !== 'question',
  });
  const question = (asked.data ?? asked.previousData)?.question;
  const ref: ThreadRef = question?.requestId ? { kind: 'request', requestId: question.requestId } : opened;
  useLiveThreads(ref);
  const requestId = ref.kind === 'request' ? ref.requestId : '';
  const groupSessionId = ref.kind === 'group' ? ref.groupSessionId : '';
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
  const [markQuestionRead] = useMutation(MarkQuestionThreadReadMutation);
  const [sendToQuestion, { loading: sendingToQuestion }] = useMutation(SendQuestionMessageMutation);
  const [sendToRequest, { loading: sendingToRequest }] = useMutation(SendMessageMutation);
  const [sendToGroup, { loading: sendingToGroup }] = useMutation(SendGroupMessageMutation);

  const groupData = (group.data ?? group.previousData) || undefined;
  const members = groupData?.groupSessionThread.members;
  const names = useMemo(() => new Map((members ?? []).map((m) => [m.id, m.fullName])), [members]);
  const authorOf = useCallback(
    // A member who left the group is no longer among its members; their messages stay.
    (senderId: string) =>
      otherPartyName ??
      names.get(senderId) ??
      intl.formatMessage({ id: 'conversations.thread.formerMember', defaultMessage: 'A former member' }),
    [otherPartyName, names, intl],
  );

  const markRead = useCallback(async () => {
    if (ref.kind === 'request') await markRequestRead({ variables: { requestId } });
    else if (ref.kind === 'question') await markQuestionRead({ variables: { questionId } });
    else
      await markGroupRead({
        variables: { groupSessionId },
        // The thread's answer has no GroupSession in it: the card's badge is set from it here.
        update: (cache, { data }) =>
          data && setThreadUnread(cache, { groupSessionId }, data.markGroupSessionThreadRead.unreadCount),
      });
  }, [ref.kind, requestId, groupSessionId, questionId, markRequestRead, markGroupRead, markQuestionRead]);

  const send = async (body: string) => {
    if (ref.kind === 'request')
      await sendToRequest({
        variables: { requestId, body },
        update: (cache, { data }) => data && addMessageToThread(cache, data.sendMessage),
      });
    else if (ref.kind === 'question')
      await sendToQuestion({
        variables: { questionId, body },
        update: (cache, { data }) => data && addMessageToThread(cache, data.sendQuestionMessage),
      });
    else
      await sendToGroup({
        variables: { groupSessionId, body },
        update: (cache, { data }) => data && addMessageToThread(cache, data.sendGroupSessionMessage),
      });
  };

  const active = ref.kind === 'request' ? request : ref.kind === 'question' ? asked : group;
  const loadMore = async (after: string) => {
    await active.fetchMore({ variables: { after } });
  };
  const thread =
    ref.kind === 'request'
      ? (request.data ?? request.previousData)?.exchangeRequest
      : ref.kind === 'question'
        ? question
        : groupData?.groupSession;

  // What the other member did to the question comes with their message (a proposal says what it
  // costs): each one from them that arrives reads the question's state again.
  const newest = thread?.messages.nodes[0];
  const fromOther = newest && viewer && newest.senderId !== viewer.id ? newest.id : null;
  const refetchQuestion = asked.refetch;
  useEffect(() => {
    if (opened.kind === 'question' && fromOther) void refetchQuestion().catch(() => {});
  }, [opened.kind, fromOther, refetchQuestion]);

  return {
    thread,
    authorOf,
    loading: active.loading,
    error: active.error,
    refetch: active.refetch,
    loadMore,
    markRead,
    send,
    question,
    sending: sendingToRequest || sendingToGroup || sendingToQuestion,
  };
}
