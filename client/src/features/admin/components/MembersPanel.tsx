import type { ReactNode } from 'react';
import { defineMessages, FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { useState } from 'react';
import { useDebouncedState } from '../../../shared/lib/useDebouncedState';
import { Button, DataTable, Field, PagedList, RefreshBar } from '../../../shared/ui';
import { useAdminMembers, type MemberSort } from '../hooks/useAdminMembers';
import { AdjustEpModal, type AdjustTarget } from './AdjustEpModal';
import { MemberRow, type SuspendTarget } from './MemberRow';
import { SuspendModal } from './SuspendModal';
import { useUnsuspend } from '../hooks/useUnsuspend';
import { AdminSection } from './AdminSection';

export const SEARCH_DEBOUNCE_MS = 300;

const screenReaderOnly = (chunks: ReactNode[]) => <span className="sr-only">{chunks}</span>;

const COLUMNS = defineMessages({
  name: { id: 'admin.members.column.name', defaultMessage: 'Name' },
  email: { id: 'admin.members.column.email', defaultMessage: 'Email' },
  ep: { id: 'admin.members.column.ep', defaultMessage: 'EP' },
  joined: { id: 'admin.members.column.joined', defaultMessage: 'Joined' },
  type: { id: 'admin.members.column.type', defaultMessage: 'Type' },
  city: { id: 'admin.members.column.city', defaultMessage: 'City' },
  skills: { id: 'admin.members.column.skills', defaultMessage: 'Skills' },
  about: { id: 'admin.members.column.about', defaultMessage: 'About' },
  referred: { id: 'admin.members.column.referred', defaultMessage: 'Referred' },
});

/** Sortable columns; the server sorts names and emails A→Z, EP and join dates highest/newest first. */
const SORTABLE: ReadonlyArray<{ sort: MemberSort; label: MessageDescriptor; direction: 'ascending' | 'descending' }> = [
  { sort: 'full_name', label: COLUMNS.name, direction: 'ascending' },
  { sort: 'email', label: COLUMNS.email, direction: 'ascending' },
  { sort: 'energy_points', label: COLUMNS.ep, direction: 'descending' },
  { sort: 'created_at', label: COLUMNS.joined, direction: 'descending' },
];

const ARROWS = { ascending: '↑', descending: '↓', unsorted: '↕' } as const;

function SortHeader({
  sort,
  active,
  onSort,
}: {
  sort: MemberSort;
  active: MemberSort;
  onSort: (sort: MemberSort) => void;
}) {
  const intl = useIntl();
  const column = SORTABLE.find((c) => c.sort === sort)!;
  const isActive = sort === active;
  return (
    <th scope="col" aria-sort={isActive ? column.direction : undefined}>
      <button type="button" className={isActive ? 'sort-button is-active' : 'sort-button'} onClick={() => onSort(sort)}>
        <FormattedMessage
          id="admin.members.sortBy"
          defaultMessage="<sr>Sort by</sr> {column}"
          values={{ column: intl.formatMessage(column.label), sr: screenReaderOnly }}
        />
        <span className="sort-button__arrow" aria-hidden="true">
          {ARROWS[isActive ? column.direction : 'unsorted']}
        </span>
      </button>
    </th>
  );
}

/** The member list: search, sort, pages, EP adjustments and suspensions. */
export function MembersPanel() {
  const intl = useIntl();
  const loadingText = intl.formatMessage({ id: 'admin.members.loading', defaultMessage: 'Loading members…' });
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
      title={intl.formatMessage({ id: 'admin.members.title', defaultMessage: 'Members' })}
      row
      className="ui-stack"
      status={
        connection &&
        (debouncedSearch.trim() ? (
          <FormattedMessage
            id="admin.members.countFound"
            defaultMessage="{count, plural, one {# member} other {# members}} found"
            values={{ count: connection.totalCount }}
          />
        ) : (
          <FormattedMessage
            id="admin.members.count"
            defaultMessage="{count, plural, one {# member} other {# members}}"
            values={{ count: connection.totalCount }}
          />
        ))
      }
    >
      <Field
        type="search"
        label={intl.formatMessage({ id: 'admin.members.search', defaultMessage: 'Search members' })}
        hideLabel
        placeholder={intl.formatMessage({
          id: 'admin.members.searchPlaceholder',
          defaultMessage: 'Search by name or email',
        })}
        className="admin-search"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />

      <PagedList
        pages={pages}
        errorText={intl.formatMessage({
          id: 'admin.members.loadFailed',
          defaultMessage: 'Members could not be loaded.',
        })}
        loadingText={loadingText}
        skeleton={{ count: 4 }}
        moreLabel={intl.formatMessage({ id: 'admin.members.loadMore', defaultMessage: 'Load more members' })}
        empty={
          members.length === 0 && {
            headingLevel: 3,
            icon: 'users',
            title: intl.formatMessage({ id: 'admin.members.empty.title', defaultMessage: 'No members found' }),
            description: debouncedSearch.trim()
              ? intl.formatMessage({ id: 'admin.members.empty.search', defaultMessage: 'Try another name or email.' })
              : intl.formatMessage({
                  id: 'admin.members.empty.none',
                  defaultMessage: 'Members appear here as they sign up, or import them under Import & Export.',
                }),
            action: debouncedSearch.trim() && (
              <Button variant="secondary" onClick={() => setSearchNow('')}>
                <FormattedMessage id="admin.members.clearSearch" defaultMessage="Clear search" />
              </Button>
            ),
          }
        }
      >
        <RefreshBar active={stale || loading} label={loadingText} />
        <DataTable
          caption={intl.formatMessage({ id: 'admin.members.caption', defaultMessage: 'Members' })}
          label={intl.formatMessage({ id: 'admin.members.tableLabel', defaultMessage: 'Members table' })}
          className="admin-table admin-table--members"
          busy={stale || loading}
          columns={[
            <SortHeader key="full_name" sort="full_name" active={sort} onSort={setSort} />,
            <SortHeader key="email" sort="email" active={sort} onSort={setSort} />,
            intl.formatMessage(COLUMNS.type),
            <SortHeader key="energy_points" sort="energy_points" active={sort} onSort={setSort} />,
            intl.formatMessage(COLUMNS.city),
            intl.formatMessage(COLUMNS.skills),
            intl.formatMessage(COLUMNS.about),
            intl.formatMessage(COLUMNS.referred),
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
