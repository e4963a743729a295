import { useApolloClient } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { useSocketStatus } from '../../../shared/lib/socketStatus';
import { notificationPollMs } from '../../notifications';
import { addMessageToThread, setThreadUnread } from '../lib/cache';
import { MessageEventsSubscription, ThreadUnreadCountsQuery } from '../operations';

/**
 * How many group sessions (of each role, the latest first) and questions (the first page, as the
 * Questions list shows it: the poll's answer is that list's first page) the poll covers.
 */
const POLLED = { groupSessions: 50, questions: 20 } as const;

/** One thread: an exchange request's, a group session's or a question's. */
export type ThreadRef =
  | { kind: 'request'; requestId: string }
  | { kind: 'group'; groupSessionId: string }
  | { kind: 'question'; questionId: string };

/**
 * New messages arrive live (the `messageEvents` subscription, of one thread or of all the
 * member's, request and group session threads alike): each goes on top of its thread if loaded,
 * and sets that thread's unread badge.
 * Nothing is refetched while the socket is connected.
 *
 * While the WebSocket is down, the notifications' fallback applies here too: the same period
 * (`notificationPollMs`), the same trigger (the socket not connected). The list views (every
 * thread: `thread` absent) poll every unread count in one query (`ThreadUnreadCounts`: requests,
 * the latest group sessions of both roles, the first page of questions), which updates every
 * card's badge through the cache; an open thread polls itself (ThreadDialog). When the socket is
 * back the poll stops, and one more query catches up on what the outage hid.
 */
export function useLiveThreads(thread?: ThreadRef): void {
  const requestId = thread?.kind === 'request' ? thread.requestId : null;
  const groupSessionId = thread?.kind === 'group' ? thread.groupSessionId : null;
  const questionId = thread?.kind === 'question' ? thread.questionId : null;
  const one = Boolean(thread);
  const client = useApolloClient();
  const status = useSocketStatus();
  const live = status === 'connected';
  // Read once, like the notifications' poll (browser tests set it before the app loads).
  const [pollMs] = useState(notificationPollMs);
  const missed = useRef(false);

  useEffect(() => {
    const subscription = client
      .subscribe({ query: MessageEventsSubscription, variables: { requestId, groupSessionId, questionId } })
      .subscribe({
        next: ({ data }) => {
          const event = data?.messageEvents;
          if (!event) return;
          addMessageToThread(client.cache, event.message);
          setThreadUnread(client.cache, event.message, event.threadUnreadCount);
        },
        // The socket reconnects by itself; the poll below (or the open thread's) covers the gap.
        error: () => {},
      });
    return () => subscription.unsubscribe();
  }, [client, requestId, groupSessionId, questionId]);

  useEffect(() => {
    if (one) return; // an open thread polls its own messages and count
    const refresh = () =>
      void client
        .query({ query: ThreadUnreadCountsQuery, variables: POLLED, fetchPolicy: 'network-only' })
        .catch(() => {});
    if (live) {
      if (missed.current) refresh();
      missed.current = false;
      return;
    }
    const timer = setInterval(() => {
      missed.current = true;
      refresh();
    }, pollMs);
    return () => clearInterval(timer);
  }, [client, one, live, pollMs]);

  // A dropped socket may have hidden messages, even if it is back before the first poll.
  useEffect(() => {
    if (status === 'closed') missed.current = true;
  }, [status]);
}
