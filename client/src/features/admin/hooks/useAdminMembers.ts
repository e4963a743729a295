import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import { AdminMembersQuery } from '../operations';

export type MemberSort = 'created_at' | 'full_name' | 'email' | 'energy_points';

export const MEMBERS_PAGE_SIZE = 25;

/** One page of members per search and sort, and "Load more" through the cursor. */
export function useAdminMembers(search: string, sort: MemberSort) {
  const trimmed = search.trim();
  const { data, previousData, loading, error, networkStatus, fetchMore, refetch } = useQuery(AdminMembersQuery, {
    variables: { search: trimmed || null, sort, first: MEMBERS_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const connection = (data ?? previousData)?.adminMembers;
  const endCursor = connection?.pageInfo.endCursor ?? null;

  const loadMore = useCallback(async () => {
    if (!endCursor) return;
    try {
      await fetchMore({
        variables: { after: endCursor },
        updateQuery: (previous, { fetchMoreResult }) => {
          const seen = new Set(previous.adminMembers.nodes.map((node) => node.id));
          return {
            adminMembers: {
              ...fetchMoreResult.adminMembers,
              nodes: [...previous.adminMembers.nodes, ...fetchMoreResult.adminMembers.nodes.filter((node) => !seen.has(node.id))],
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
    error: connection ? undefined : error,
    loadMore,
    retry: () => void refetch().catch(() => {}),
  };
}
