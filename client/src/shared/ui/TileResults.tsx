import { useDeferredValue, useId, type ReactNode } from 'react';
import { EmptyState, type EmptyStateProps } from './EmptyState';
import type { ListPages } from './ListStates';
import { LoadError } from './LoadError';
import { LoadMore } from './LoadMore';
import { RefreshBar } from './RefreshBar';
import { ListSkeleton } from './Skeleton';

interface ResultsConnection {
  nodes: readonly { id: string }[];
  pageInfo: { hasNextPage: boolean };
}

export interface TileResultsProps<C extends ResultsConnection> {
  /** The search's state, as `useCursorPages` gives it (stale: older results while new ones load). */
  pages: ListPages & { connection: C | undefined; stale: boolean };
  /** The results' hidden heading, e.g. "Services". */
  title: string;
  /** What failed, e.g. "Services could not be loaded." */
  errorText: string;
  /** Read out while the skeleton shows, e.g. "Loading services…". */
  loadingText: string;
  /** The found-count line, announced as it changes ("12 services found"). */
  status: (connection: C) => string;
  /** Shown under the count line when nothing matches. */
  empty: EmptyStateProps;
  /** The grid's classes next to `tile-grid` (its narrowest card). */
  gridClassName: string;
  renderItem: (item: C['nodes'][number]) => ReactNode;
}

/**
 * Search results as cards (Discover's services and needs): the found-count line, the card grid
 * under a moving bar while newer results load (the cards keep their colours: no fading below
 * readable contrast), and "Load more" while the server has more.
 */
export function TileResults<C extends ResultsConnection>({
  pages,
  title,
  errorText,
  loadingText,
  status,
  empty,
  gridClassName,
  renderItem,
}: TileResultsProps<C>) {
  const titleId = useId();
  const { stale, loading, loadingMore, error, loadMore, retry } = pages;
  // The cards follow the answer in a render of their own that React can interrupt: a page of
  // twenty cards is then drawn in slices between which the browser stays responsive, instead of
  // in the one long task that delivered the answer. The skeleton or the previous cards stay until
  // then, a few milliseconds.
  const connection = useDeferredValue(pages.connection);
  // Until the deferred render catches up, the cards on screen are the previous answer's: the
  // section stays busy (and the bar moves) so neither a reader nor a test takes them for the new one.
  const behind = connection !== pages.connection;
  if (error) return <LoadError message={errorText} onRetry={retry} />;
  if (!connection) return <ListSkeleton label={loadingText} layout="cards" count={6} />;
  const items = connection.nodes;
  return (
    <section aria-labelledby={titleId} aria-busy={stale || loading || behind || undefined}>
      <h2 id={titleId} className="sr-only">
        {title}
      </h2>
      <p role="status" className="tile-results__status">
        {status(connection)}
      </p>
      <RefreshBar active={stale || behind} label={loadingText} />
      {items.length === 0 ? (
        <EmptyState {...empty} />
      ) : (
        <ul className={`tile-grid ${gridClassName}`}>
          {items.map((item) => (
            <li key={item.id}>{renderItem(item)}</li>
          ))}
        </ul>
      )}
      <LoadMore
        hasMore={connection.pageInfo.hasNextPage && items.length > 0}
        loading={loadingMore}
        onLoadMore={() => void loadMore()}
      />
    </section>
  );
}
