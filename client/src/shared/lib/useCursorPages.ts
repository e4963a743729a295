import { NetworkStatus, type OperationVariables } from '@apollo/client';
import type { useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../gql';

/** What a paged list query selects of its connection's page info: whether there is more, and from where. */
export const NextPageFragment = graphql(`
  fragment NextPage on PageInfo {
    hasNextPage
    endCursor
  }
`);

/** The Relay-style connection every paged list query returns under one root field. */
interface CursorConnection {
  nodes: ReadonlyArray<{ id: string }>;
  pageInfo: { endCursor: string | null };
}

interface CursorPagesOptions {
  /**
   * Keep showing the previous variables' list while new ones load (default). Off where the old
   * list would be misleading, e.g. notifications switching between All and Unread Only.
   */
  keepPreviousData?: boolean;
}

/**
 * "Load more" through the cursor for a paged list query: pages are appended in the cache entry of
 * the first page, skipping nodes already shown (a node can move between pages while browsing).
 * Takes the `useQuery` result so each list keeps its own query options.
 */
export function useCursorPages<
  TData,
  TVariables extends OperationVariables & { after?: string | null },
  TField extends keyof TData,
>(
  result: useQuery.Result<TData, TVariables>,
  field: TField & (TData[TField] extends CursorConnection ? unknown : never),
  { keepPreviousData = true }: CursorPagesOptions = {},
) {
  const { data, previousData, loading, error, networkStatus, fetchMore, refetch } = result;
  const shown = keepPreviousData ? (data ?? previousData) : data;
  const connection = (shown as TData | undefined)?.[field];
  const endCursor = (connection as CursorConnection | undefined)?.pageInfo.endCursor ?? null;

  const loadMore = useCallback(async () => {
    if (!endCursor) return;
    try {
      await fetchMore({
        variables: { after: endCursor } as Partial<TVariables>,
        updateQuery: (previous, { fetchMoreResult }) => {
          const before = previous[field] as CursorConnection;
          const page = fetchMoreResult[field] as CursorConnection;
          const seen = new Set(before.nodes.map((node) => node.id));
          return {
            ...previous,
            [field]: { ...page, nodes: [...before.nodes, ...page.nodes.filter((node) => !seen.has(node.id))] },
          };
        },
      });
    } catch {
      // List loads fail silently; the button stays for another try.
    }
  }, [endCursor, fetchMore, field]);

  return {
    connection,
    /** True while the shown results are not (yet) those of the current variables. */
    stale: !data && Boolean(previousData),
    loading: loading && networkStatus !== NetworkStatus.fetchMore,
    loadingMore: networkStatus === NetworkStatus.fetchMore,
    error: shown ? undefined : error,
    loadMore,
    retry: () => void refetch().catch(() => {}),
  };
}
