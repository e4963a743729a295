import { useApolloClient } from '@apollo/client/react';
import { useEffect } from 'react';
import { useViewer } from '../../../shared/viewer/viewer';
import { applySeatCounts } from '../lib/cache';
import { rereadRoster } from '../lib/rosterReads';
import { GroupSessionSeatEventsSubscription } from '../operations';

/**
 * Seat counts, live: while a view that shows group sessions is open, every seat taken or freed (and
 * every occurrence scheduled) updates the occurrence in the cache, so "2 of 3 seats left" changes on
 * every card that shows it, and its coach's roster is read again — no polling, no timers.
 */
export function useLiveSeatCounts(): void {
  const client = useApolloClient();
  const viewerId = useViewer()?.id ?? null;
  useEffect(() => {
    // Its coach sees who booked and who waits, which the event does not carry: that occurrence is
    // read again, by itself (`rereadRoster`: one read at a time per occurrence).
    const subscription = client.subscribe({ query: GroupSessionSeatEventsSubscription }).subscribe({
      next: ({ data }) => {
        const event = data?.groupSessionSeatEvents;
        if (event && applySeatCounts(client.cache, event, viewerId).rosterShown)
          rereadRoster(client, event.groupSessionId);
      },
      // The socket reconnects by itself (graphql-ws); a refused subscription changes nothing on screen.
      error: () => {},
    });
    return () => subscription.unsubscribe();
  }, [client, viewerId]);
}
