import { FormattedMessage, useIntl } from 'react-intl';
import { useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import type { NeedFilter } from '../../../gql/graphql';
import { CategoriesQuery } from '../../../shared/lib/categories';
import { useCursorPages } from '../../../shared/lib/useCursorPages';
import { useDebouncedState } from '../../../shared/lib/useDebouncedState';
import { Button, Field, TileResults } from '../../../shared/ui';
import { NeedsBoardQuery } from '../operations';
import { HelpModal } from './HelpModal';
import { MyNeeds } from './MyNeeds';
import { NeedCard } from './NeedCard';
import './needs.css';

export const NEEDS_PAGE_SIZE = 12;

/** Discover's second tab: what members look for, with Discover's search and category; my needs above. */
export function NeedsBoard({ searchDebounceMs = 300 }: { searchDebounceMs?: number }) {
  const intl = useIntl();
  const [search, debouncedSearch, setSearch, setSearchNow] = useDebouncedState('', searchDebounceMs);
  const [category, setCategory] = useState('');
  const [helping, setHelping] = useState<{ id: string; title: string } | null>(null);
  const categories = useQuery(CategoriesQuery, { errorPolicy: 'ignore' });
  const filter = useMemo<NeedFilter>(
    () => ({
      ...(debouncedSearch.trim() ? { search: debouncedSearch.trim() } : {}),
      ...(category ? { category } : {}),
    }),
    [debouncedSearch, category],
  );
  const result = useQuery(NeedsBoardQuery, {
    variables: { filter, first: NEEDS_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const pages = useCursorPages(result, 'needs');
  const clear = () => {
    setSearchNow('');
    setCategory('');
  };

  return (
    <div className="needs-board">
      <MyNeeds />
      <div
        className="needs-board__filters"
        role="search"
        aria-label={intl.formatMessage({ id: 'needs.board.search', defaultMessage: 'Search needs' })}
      >
        <Field
          label={intl.formatMessage({ id: 'needs.board.search', defaultMessage: 'Search needs' })}
          hideLabel
          type="search"
          placeholder={intl.formatMessage({ id: 'needs.board.searchPlaceholder', defaultMessage: 'Search needs…' })}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
        <Field
          as="select"
          label={intl.formatMessage({ id: 'needs.board.category', defaultMessage: 'Category' })}
          hideLabel
          value={category}
          onChange={(e) => setCategory(e.target.value)}
        >
          <option value="">
            {intl.formatMessage({ id: 'needs.board.allCategories', defaultMessage: 'All categories' })}
          </option>
          {(categories.data?.categories ?? []).map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </Field>
      </div>
      <TileResults
        pages={pages}
        title={intl.formatMessage({ id: 'needs.board.title', defaultMessage: 'Needs' })}
        errorText={intl.formatMessage({ id: 'needs.board.error', defaultMessage: 'Needs could not be loaded.' })}
        loadingText={intl.formatMessage({ id: 'needs.board.loading', defaultMessage: 'Loading needs…' })}
        status={(found) =>
          intl.formatMessage(
            {
              id: 'needs.board.found',
              defaultMessage: '{count, plural, one {{count} need found} other {{count} needs found}}',
            },
            { count: found.totalCount },
          )
        }
        empty={{
          icon: 'search',
          title: intl.formatMessage({ id: 'needs.board.emptyTitle', defaultMessage: 'No needs found' }),
          description: Object.keys(filter).length
            ? intl.formatMessage({ id: 'needs.board.emptyFiltered', defaultMessage: 'Try another search or category.' })
            : intl.formatMessage({ id: 'needs.board.emptyNone', defaultMessage: 'Nobody has posted a need yet.' }),
          action: Object.keys(filter).length ? (
            <Button variant="secondary" onClick={clear}>
              <FormattedMessage id="needs.board.clear" defaultMessage="Clear filters" />
            </Button>
          ) : undefined,
        }}
        gridClassName="service-grid"
        renderItem={(n) => <NeedCard need={n} onHelp={setHelping} />}
      />
      <HelpModal need={helping} onClose={() => setHelping(null)} />
    </div>
  );
}
