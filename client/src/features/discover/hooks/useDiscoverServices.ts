import { useQuery } from '@apollo/client/react';
import type { ServiceFilter } from '../../../gql/graphql';
import { useCursorPages } from '../../../shared/lib/useCursorPages';
import { PAGE_SIZE } from '../lib/filters';
import { DiscoverServicesQuery } from '../operations';

/**
 * One Discover page per filter, and "Load more" through the cursor (pages are appended in the
 * cache entry of the first page). While new filters load, the previous results stay on screen.
 */
export function useDiscoverServices(filter: ServiceFilter) {
  const result = useQuery(DiscoverServicesQuery, {
    variables: { filter, first: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
    // A refetch (e.g. after the shell's demo-data call added coaches) must not join a request
    // that was sent before the new data existed.
    context: { queryDeduplication: false },
  });
  return useCursorPages(result, 'services');
}
