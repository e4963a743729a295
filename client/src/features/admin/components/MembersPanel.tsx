import { useState } from 'react';
import { useDebouncedState } from '../../../shared/lib/useDebouncedState';
import { Button, EmptyState, Field, ListSkeleton, LoadError, LoadMore } from '../../../shared/ui';
import { useAdminMembers, type MemberSort } from '../hooks/useAdminMembers';
import { formatCount } from '../lib/format';
import { AdjustEpModal, type AdjustTarget } from './AdjustEpModal';
import { MemberRow, type SuspendTarget } from './MemberRow';
import { SuspendModal } from './SuspendModal';
import { useUnsuspend } from '../hooks/useUnsuspend';

export const SEARCH_DEBOUNCE_MS = 300;

/** Sortable columns; the server sorts names and emails A→Z, EP and join dates highest/newest first. */
const SORTABLE: ReadonlyArray<{ sort: MemberSort; label: string; direction: 'ascending' | 'descending' }> = [
  { sort: 'full_name', label: 'Name', direction: 'ascending' },
  { sort: 'email', label: 'Email', direction: 'ascending' },
  { sort: 'energy_points', label: 'EP', direction: 'descending' },
  { sort: 'created_at', label: 'Joined', direction: 'descending' },
];

function SortHeader({ sort, active, onSort }: { sort: MemberSort; active: MemberSort; onSort: (sort: MemberSort) => void }) {
  const column = SORTABLE.find((c) => c.sort === sort)!;
  const isActive = sort === active;
  return (
    <th scope="col" aria-sort={isActive ? column.direction : undefined}>
      <button type="button" className={isActive ? 'sort-button is-active' : 'sort-button'} onClick={() => onSort(sort)}>
        <span className="sr-only">Sort by</span> {column.label}
        <span className="sort-button__arrow" aria-hidden="true">
          {isActive ? (column.direction === 'ascending' ? '↑' : '↓') : '↕'}
        </span>
      </button>
    </th>
  );
}

/** The member list (spec §3 "Admin user list row"): search, sort, pages, EP adjustments and suspensions. */
export function MembersPanel() {
  const [search, debouncedSearch, setSearch, setSearchNow] = useDebouncedState('', SEARCH_DEBOUNCE_MS);
  const [sort, setSort] = useState<MemberSort>('created_at');
  const [adjusting, setAdjusting] = useState<AdjustTarget | null>(null);
  const [suspending, setSuspending] = useState<SuspendTarget | null>(null);
  const unsuspend = useUnsuspend();
  const { connection, stale, loading, loadingMore, error, loadMore, retry } = useAdminMembers(debouncedSearch, sort);
  const members = connection?.nodes ?? [];

  return (
    <section className="admin-section ui-stack" aria-labelledby="admin-members-title">
      <div className="admin-section__head ui-row ui-row--between">
        <h2 id="admin-members-title" className="admin-section__title">
          Members
        </h2>
        {connection && (
          <p className="admin-muted" role="status">
            {`${formatCount(connection.totalCount)} ${connection.totalCount === 1 ? 'member' : 'members'}${debouncedSearch.trim() ? ' found' : ''}`}
          </p>
        )}
      </div>
      <Field
        type="search"
        label="Search members"
        hideLabel
        placeholder="Search by name or email"
        className="admin-search"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />

      {error ? (
        <LoadError message="Members could not be loaded." onRetry={retry} />
      ) : !connection ? (
        <ListSkeleton label="Loading members…" count={4} />
      ) : members.length === 0 ? (
        <EmptyState
          headingLevel={3}
          icon="users"
          title="No members found"
          description={debouncedSearch.trim() ? 'Try another name or email.' : 'Members appear here as they sign up, or import them under Import & Export.'}
          action={
            debouncedSearch.trim() && (
              <Button variant="secondary" onClick={() => setSearchNow('')}>
                Clear search
              </Button>
            )
          }
        />
      ) : (
        <>
          <div className="table-scroll" role="region" aria-label="Members table" tabIndex={0}>
            <table className={stale || loading ? 'admin-table admin-table--members is-stale' : 'admin-table admin-table--members'} aria-busy={stale || loading || undefined}>
              <caption id="admin-members-caption" className="sr-only">
                Members
              </caption>
              <thead>
                <tr>
                  <SortHeader sort="full_name" active={sort} onSort={setSort} />
                  <SortHeader sort="email" active={sort} onSort={setSort} />
                  <th scope="col">Type</th>
                  <SortHeader sort="energy_points" active={sort} onSort={setSort} />
                  <th scope="col">City</th>
                  <th scope="col">Skills</th>
                  <th scope="col">About</th>
                  <th scope="col">Referred</th>
                  <SortHeader sort="created_at" active={sort} onSort={setSort} />
                  <th scope="col">
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {members.map((member) => (
                  <MemberRow key={member.id} member={member} onAdjust={setAdjusting} onSuspension={(m) => (m.suspended ? void unsuspend(m) : setSuspending(m))} />
                ))}
              </tbody>
            </table>
          </div>
          <LoadMore hasMore={connection.pageInfo.hasNextPage} loading={loadingMore} onLoadMore={() => void loadMore()} label="Load more members" />
        </>
      )}

      <AdjustEpModal member={adjusting} onClose={() => setAdjusting(null)} />
      <SuspendModal member={suspending} onClose={() => setSuspending(null)} />
    </section>
  );
}
