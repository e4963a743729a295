import { useApolloClient } from '@apollo/client/react';
import { useEffect } from 'react';
import { addMessageToThread, setThreadUnread } from '../lib/cache';
import { MessageEventsSubscription } from '../operations';

/**
 * New messages arrive live (the `messageEvents` subscription, of one thread or of all the
 * member's): each goes on top of its thread if loaded, and sets that thread's unread badge.
 * Nothing is refetched. While the WebSocket is down, an open thread polls (ThreadDialog).
 */
export function useLiveThreads(requestId?: string): void {
  const client = useApolloClient();
  useEffect(() => {
    const subscription = client.subscribe({ query: MessageEventsSubscription, variables: { requestId: requestId ?? null } }).subscribe({
      next: ({ data }) => {
        const event = data?.messageEvents;
        if (!event) return;
        addMessageToThread(client.cache, event.message);
        setThreadUnread(client.cache, event.message.requestId, event.threadUnreadCount);
      },
      // The socket reconnects by itself; an open thread polls meanwhile.
      error: () => {},
    });
    return () => subscription.unsubscribe();
  }, [client, requestId]);
}
