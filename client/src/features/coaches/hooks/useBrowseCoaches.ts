import { useQuery } from '@apollo/client/react';
import type { CoachFilter, CoachSort } from '../../../gql/graphql';
import { useCursorPages } from '../../../shared/lib/useCursorPages';
import { BrowseCoachesQuery } from '../operations';

export const COACHES_PAGE_SIZE = 12;

/** One page of coaches per filter and order (each its own cache entry), and "Load more" through the cursor. */
export function useBrowseCoaches(filter: CoachFilter, sort: CoachSort = 'RELEVANCE') {
  const result = useQuery(BrowseCoachesQuery, {
    variables: { filter, first: COACHES_PAGE_SIZE, sort },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
    // A refetch (e.g. after the shell's demo-data call added coaches) must not join a request
    // that was sent before the new data existed.
    context: { queryDeduplication: false },
  });
  return useCursorPages(result, 'coaches');
}
