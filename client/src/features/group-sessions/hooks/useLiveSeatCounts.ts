import { useApolloClient } from '@apollo/client/react';
import { useEffect } from 'react';
import { applySeatCounts } from '../lib/cache';
import { GroupSessionQuery, GroupSessionSeatEventsSubscription } from '../operations';

/**
 * Seat counts, live: while a view that shows group sessions is open, every seat taken or freed (and
 * every occurrence scheduled) updates the occurrence in the cache, so "2 of 3 seats left" changes on
 * every card that shows it, and its coach's roster is read again — no polling, no timers.
 */
export function useLiveSeatCounts(): void {
  const client = useApolloClient();
  useEffect(() => {
    const subscription = client.subscribe({ query: GroupSessionSeatEventsSubscription }).subscribe({
      next: ({ data }) => {
        const event = data?.groupSessionSeatEvents;
        if (!event || !applySeatCounts(client.cache, event).rosterShown) return;
        // Its coach sees who booked and who waits: that occurrence is read again, by itself. Never
        // joined to a read already on its way, which may have left before this seat changed.
        void client
          .query({
            query: GroupSessionQuery,
            variables: { id: event.groupSessionId },
            fetchPolicy: 'network-only',
            context: { queryDeduplication: false },
          })
          .catch(() => {});
      },
      // The socket reconnects by itself (graphql-ws); a refused subscription changes nothing on screen.
      error: () => {},
    });
    return () => subscription.unsubscribe();
  }, [client]);
}
