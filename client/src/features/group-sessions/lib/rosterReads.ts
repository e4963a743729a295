import type { ApolloClient } from '@apollo/client';
import { latestRead } from '../../../shared/lib/latestRead';
import { GroupSessionQuery } from '../operations';

const readers = new WeakMap<ApolloClient, (id: string) => void>();

/**
 * Its coach's roster of one occurrence (who booked, who waits), read again after it changed. A
 * booking reaches the coach twice — its seat event and its notification — in either order, and each
 * asks for this read: one read at a time per occurrence, the last started after the last ask, so two
 * reads side by side can never answer out of order and leave the older roster in the cache.
 */
export function rereadRoster(client: ApolloClient, id: string): void {
  let read = readers.get(client);
  if (!read) {
    read = latestRead((groupSessionId: string) =>
      client.query({
        query: GroupSessionQuery,
        variables: { id: groupSessionId },
        fetchPolicy: 'network-only',
        // Never joined to a read already on its way, which may have left before this seat changed.
        context: { queryDeduplication: false },
      }),
    );
    readers.set(client, read);
  }
  read(id);
}
