import { useState } from 'react';
import { useDebouncedState } from '../../../shared/lib/useDebouncedState';
import { Button, DataTable, Field, PagedList, RefreshBar } from '../../../shared/ui';
import { useAdminMembers, type MemberSort } from '../hooks/useAdminMembers';
import { formatCount } from '../lib/format';
import { AdjustEpModal, type AdjustTarget } from './AdjustEpModal';
import { MemberRow, type SuspendTarget } from './MemberRow';
import { SuspendModal } from './SuspendModal';
import { useUnsuspend } from '../hooks/useUnsuspend';
import { AdminSection } from './AdminSection';

export const SEARCH_DEBOUNCE_MS = 300;

/** Sortable columns; the server sorts names and emails A→Z, EP and join dates highest/newest first. */
const SORTABLE: ReadonlyArray<{ sort: MemberSort; label: string; direction: 'ascending' | 'descending' }> = [
  { sort: 'full_name', label: 'Name', direction: 'ascending' },
  { sort: 'email', label: 'Email', direction: 'ascending' },
  { sort: 'energy_points', label: 'EP', direction: 'descending' },
  { sort: 'created_at', label: 'Joined', direction: 'descending' },
];

function SortHeader({
  sort,
  active,
  onSort,
}: {
  sort: MemberSort;
  active: MemberSort;
  onSort: (sort: MemberSort) => void;
}) {
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

/** The member list: search, sort, pages, EP adjustments and suspensions. */
export function MembersPanel() {
  const [search, debouncedSearch, setSearch, setSearchNow] = useDebouncedState('', SEARCH_DEBOUNCE_MS);
  const [sort, setSort] = useState<MemberSort>('created_at');
  const [adjusting, setAdjusting] = useState<AdjustTarget | null>(null);
  const [suspending, setSuspending] = useState<SuspendTarget | null>(null);
  const unsuspend = useUnsuspend();
  const pages = useAdminMembers(debouncedSearch, sort);
  const { connection, stale, loading } = pages;
  const members = connection?.nodes ?? [];

  return (
    <AdminSection
      title="Members"
      row
      className="ui-stack"
      status={
        connection &&
        `${formatCount(connection.totalCount)} ${connection.totalCount === 1 ? 'member' : 'members'}${debouncedSearch.trim() ? ' found' : ''}`
      }
    >
      <Field
        type="search"
        label="Search members"
        hideLabel
        placeholder="Search by name or email"
        className="admin-search"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />

      <PagedList
        pages={pages}
        errorText="Members could not be loaded."
        loadingText="Loading members…"
        skeleton={{ count: 4 }}
        moreLabel="Load more members"
        empty={
          members.length === 0 && {
            headingLevel: 3,
            icon: 'users',
            title: 'No members found',
            description: debouncedSearch.trim()
              ? 'Try another name or email.'
              : 'Members appear here as they sign up, or import them under Import & Export.',
            action: debouncedSearch.trim() && (
              <Button variant="secondary" onClick={() => setSearchNow('')}>
                Clear search
              </Button>
            ),
          }
        }
      >
        <RefreshBar active={stale || loading} label="Loading members…" />
        <DataTable
          caption="Members"
          label="Members table"
          className="admin-table admin-table--members"
          busy={stale || loading}
          columns={[
            <SortHeader key="full_name" sort="full_name" active={sort} onSort={setSort} />,
            <SortHeader key="email" sort="email" active={sort} onSort={setSort} />,
            'Type',
            <SortHeader key="energy_points" sort="energy_points" active={sort} onSort={setSort} />,
            'City',
            'Skills',
            'About',
            'Referred',
            <SortHeader key="created_at" sort="created_at" active={sort} onSort={setSort} />,
          ]}
          actions
        >
          {members.map((member) => (
            <MemberRow
              key={member.id}
              member={member}
              onAdjust={setAdjusting}
              onSuspension={(m) => (m.suspended ? void unsuspend(m) : setSuspending(m))}
            />
          ))}
        </DataTable>
      </PagedList>

      <AdjustEpModal member={adjusting} onClose={() => setAdjusting(null)} />
      <SuspendModal member={suspending} onClose={() => setSuspending(null)} />
    </AdminSection>
  );
}
