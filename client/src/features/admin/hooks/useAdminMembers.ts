import { useQuery } from '@apollo/client/react';
import { useCursorPages } from '../../../shared/lib/useCursorPages';
import { AdminMembersQuery } from '../operations';

export type MemberSort = 'created_at' | 'full_name' | 'email' | 'energy_points';

export const MEMBERS_PAGE_SIZE = 25;

/** One page of members per search and sort, and "Load more" through the cursor. */
export function useAdminMembers(search: string, sort: MemberSort) {
  const trimmed = search.trim();
  const result = useQuery(AdminMembersQuery, {
    variables: { search: trimmed || null, sort, first: MEMBERS_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  return useCursorPages(result, 'adminMembers');
}
