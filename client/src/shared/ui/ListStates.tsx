import type { ReactNode } from 'react';
import { EmptyState, type EmptyStateProps } from './EmptyState';
import { LoadError } from './LoadError';
import { LoadMore } from './LoadMore';
import { ListSkeleton, type ListSkeletonProps } from './Skeleton';

export interface ListStatesProps {
  /** Set when the list failed to load and nothing is shown: the error notice with "Try again". */
  error: unknown;
  /** What failed, e.g. "Members could not be loaded." */
  errorText: ReactNode;
  onRetry: () => void;
  /** Nothing to show yet: the loading skeleton. */
  loading: boolean;
  /** Read out while the skeleton shows, e.g. "Loading members…". */
  loadingText: string;
  /** The skeleton's shape: layout and how many placeholder items. */
  skeleton?: Omit<ListSkeletonProps, 'label'>;
  /** The loaded list is empty: its empty state (false while it has items). */
  empty: false | EmptyStateProps;
  /** The list, once it has items. */
  children: ReactNode;
}

/** The states of a list in order: load error, loading skeleton, empty state, or the list itself. */
export function ListStates({
  error,
  errorText,
  onRetry,
  loading,
  loadingText,
  skeleton,
  empty,
  children,
}: ListStatesProps) {
  if (error) return <LoadError message={errorText} onRetry={onRetry} />;
  if (loading) return <ListSkeleton label={loadingText} {...skeleton} />;
  if (empty) return <EmptyState {...empty} />;
  return <>{children}</>;
}

/** A paged list's state, as `useCursorPages` gives it. */
export interface ListPages {
  connection: { pageInfo: { hasNextPage: boolean } } | undefined;
  error: unknown;
  retry: () => void;
  loading: boolean;
  loadingMore: boolean;
  loadMore: () => Promise<void>;
}

export interface PagedListProps extends Omit<ListStatesProps, 'error' | 'onRetry' | 'loading'> {
  pages: ListPages;
  /** Show the skeleton, not the previous results, while other results load (a filter switch). */
  skeletonWhileLoading?: boolean;
  /** The "Load more" button's text, e.g. "Load more members". */
  moreLabel?: string;
}

/** A paged list in its states, with "Load more" under it while the server has more. */
export function PagedList({ pages, skeletonWhileLoading = false, moreLabel, children, ...states }: PagedListProps) {
  const { connection, error, retry, loading, loadingMore, loadMore } = pages;
  return (
    <ListStates error={error} onRetry={retry} loading={!connection || (skeletonWhileLoading && loading)} {...states}>
      {children}
      <LoadMore
        hasMore={!!connection?.pageInfo.hasNextPage}
        loading={loadingMore}
        onLoadMore={() => void loadMore()}
        label={moreLabel}
      />
    </ListStates>
  );
}
