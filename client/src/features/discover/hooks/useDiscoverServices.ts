import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import type { ServiceFilter } from '../../../gql/graphql';
import { PAGE_SIZE } from '../lib/filters';
import { DiscoverServicesQuery } from '../operations';

/**
 * One Discover page per filter, and "Load more" through the cursor (pages are appended in the
 * cache entry of the first page). While new filters load, the previous results stay on screen.
 */
export function useDiscoverServices(filter: ServiceFilter) {
  const { data, previousData, loading, error, networkStatus, fetchMore, refetch } = useQuery(DiscoverServicesQuery, {
    variables: { filter, first: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
    // A refetch (e.g. after the shell's demo-data call added coaches) must not join a request
    // that was sent before the new data existed.
    context: { queryDeduplication: false },
  });
  const connection = (data ?? previousData)?.services;
  const endCursor = connection?.pageInfo.endCursor ?? null;

  const loadMore = useCallback(async () => {
    if (!endCursor) return;
    try {
      await fetchMore({
        variables: { after: endCursor },
        updateQuery: (previous, { fetchMoreResult }) => {
          const seen = new Set(previous.services.nodes.map((node) => node.id));
          return {
            services: {
              ...fetchMoreResult.services,
              nodes: [...previous.services.nodes, ...fetchMoreResult.services.nodes.filter((node) => !seen.has(node.id))],
            },
          };
        },
      });
    } catch {
      // Spec §8: list loads fail silently; the button stays for another try.
    }
  }, [endCursor, fetchMore]);

  return {
    connection,
    /** True while the shown results are not (yet) those of the current filters. */
    stale: !data && Boolean(previousData),
    loading: loading && networkStatus !== NetworkStatus.fetchMore,
    loadingMore: networkStatus === NetworkStatus.fetchMore,
    error: data || previousData ? undefined : error,
    loadMore,
    retry: () => void refetch().catch(() => {}),
  };
}
