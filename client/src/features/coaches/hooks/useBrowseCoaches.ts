import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import type { CoachFilter } from '../../../gql/graphql';
import { BrowseCoachesQuery } from '../operations';

export const COACHES_PAGE_SIZE = 12;

/** One page of coaches per filter, and "Load more" through the cursor. */
export function useBrowseCoaches(filter: CoachFilter) {
  const { data, previousData, loading, error, networkStatus, fetchMore, refetch } = useQuery(BrowseCoachesQuery, {
    variables: { filter, first: COACHES_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
    // A refetch (e.g. after the shell's demo-data call added coaches) must not join a request
    // that was sent before the new data existed.
    context: { queryDeduplication: false },
  });
  const connection = (data ?? previousData)?.coaches;
  const endCursor = connection?.pageInfo.endCursor ?? null;

  const loadMore = useCallback(async () => {
    if (!endCursor) return;
    try {
      await fetchMore({
        variables: { after: endCursor },
        updateQuery: (previous, { fetchMoreResult }) => {
          const seen = new Set(previous.coaches.nodes.map((node) => node.id));
          return {
            coaches: {
              ...fetchMoreResult.coaches,
              nodes: [...previous.coaches.nodes, ...fetchMoreResult.coaches.nodes.filter((node) => !seen.has(node.id))],
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
    stale: !data && Boolean(previousData),
    loading: loading && networkStatus !== NetworkStatus.fetchMore,
    loadingMore: networkStatus === NetworkStatus.fetchMore,
    error: data || previousData ? undefined : error,
    loadMore,
    retry: () => void refetch().catch(() => {}),
  };
}
