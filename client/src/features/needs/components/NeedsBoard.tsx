import { useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import type { NeedFilter } from '../../../gql/graphql';
import { CategoriesQuery } from '../../../shared/lib/categories';
import { useCursorPages } from '../../../shared/lib/useCursorPages';
import { useDebouncedState } from '../../../shared/lib/useDebouncedState';
import { pluralize } from '../../../shared/lib/format';
import { Button, EmptyState, Field, ListSkeleton, LoadError } from '../../../shared/ui';
import { NeedsBoardQuery } from '../operations';
import { HelpModal } from './HelpModal';
import { MyNeeds } from './MyNeeds';
import { NeedCard } from './NeedCard';
import './needs.css';

export const NEEDS_PAGE_SIZE = 12;

/** Discover's second tab (issue 19): what members look for, with Discover's search and category; my needs above. */
export function NeedsBoard({ searchDebounceMs = 300 }: { searchDebounceMs?: number }) {
  const [search, debouncedSearch, setSearch, setSearchNow] = useDebouncedState('', searchDebounceMs);
  const [category, setCategory] = useState('');
  const [helping, setHelping] = useState<{ id: string; title: string } | null>(null);
  const categories = useQuery(CategoriesQuery, { errorPolicy: 'ignore' });
  const filter = useMemo<NeedFilter>(() => ({ ...(debouncedSearch.trim() ? { search: debouncedSearch.trim() } : {}), ...(category ? { category } : {}) }), [debouncedSearch, category]);
  const result = useQuery(NeedsBoardQuery, { variables: { filter, first: NEEDS_PAGE_SIZE }, fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: true });
  const { connection, stale, loading, loadingMore, error, loadMore, retry } = useCursorPages(result, 'needs');
  const needs = connection?.nodes ?? [];
  const clear = () => {
    setSearchNow('');
    setCategory('');
  };

  return (
    <div className="needs-board">
      <MyNeeds />
      <div className="needs-board__filters" role="search" aria-label="Search needs">
        <Field label="Search needs" hideLabel type="search" placeholder="Search needs…" value={search} onChange={(e) => setSearch(e.target.value)} />
        <Field as="select" label="Category" hideLabel value={category} onChange={(e) => setCategory(e.target.value)}>
          <option value="">All categories</option>
          {(categories.data?.categories ?? []).map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </Field>
      </div>
      {error ? (
        <LoadError message="Needs could not be loaded." onRetry={retry} />
      ) : !connection ? (
        <ListSkeleton label="Loading needs…" layout="cards" count={6} />
      ) : (
        <section aria-labelledby="needs-results-title" aria-busy={stale || loading || undefined}>
          <h2 id="needs-results-title" className="sr-only">
            Needs
          </h2>
          <p role="status" className="discover-view__status">
            {`${connection.totalCount} ${pluralize(connection.totalCount, 'need')} found`}
          </p>
          {needs.length === 0 ? (
            <EmptyState
              icon="search"
              title="No needs found"
              description={Object.keys(filter).length ? 'Try another search or category.' : 'Nobody has posted a need yet.'}
              action={Object.keys(filter).length ? <Button variant="secondary" onClick={clear}>Clear filters</Button> : undefined}
            />
          ) : (
            <ul className={stale ? 'tile-grid offer-grid is-stale' : 'tile-grid offer-grid'}>
              {needs.map((n) => (
                <li key={n.id}>
                  <NeedCard need={n} onHelp={setHelping} />
                </li>
              ))}
            </ul>
          )}
          {connection.pageInfo.hasNextPage && needs.length > 0 && (
            <div className="list-more">
              <Button variant="secondary" loading={loadingMore} onClick={() => void loadMore()}>
                Load more
              </Button>
            </div>
          )}
        </section>
      )}
      <HelpModal need={helping} onClose={() => setHelping(null)} />
    </div>
  );
}
