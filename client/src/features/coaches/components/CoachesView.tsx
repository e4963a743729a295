import { defineMessages, FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { useQuery } from '@apollo/client/react';
import { lazy, Suspense, useDeferredValue, useMemo, useState } from 'react';
import type { CoachFilter, CoachSort } from '../../../gql/graphql';
import {
  Button,
  EmptyState,
  Field,
  ListSkeleton,
  LoadError,
  Switch,
  useNextStep,
  LoadMore,
  RefreshBar,
} from '../../../shared/ui';
import { CategoriesQuery } from '../../../shared/lib/categories';
import { useBrowseCoaches } from '../hooks/useBrowseCoaches';
import type { CoachPreview } from '../lib/coachDisplay';
import { CoachCard } from './CoachCard';
import { SkillsFilter } from './SkillsFilter';
import './coaches.css';

// A coach's profile (with the exchange request and report forms) loads when one is opened: the
// list shows first.
const CoachProfileModal = lazy(() => import('./CoachProfileModal').then((m) => ({ default: m.CoachProfileModal })));

/** The coaches filter for the API: only what is set. */
export function buildCoachFilter(premiumOnly: boolean, skills: readonly string[]): CoachFilter {
  const filter: CoachFilter = {};
  if (premiumOnly) filter.premiumOnly = true;
  if (skills.length > 0) filter.skills = [...skills];
  return filter;
}

/** The orders offered, as the server names them (`coaches(sort:)`), with what the member reads. */
const SORT_LABELS = defineMessages({
  relevance: { id: 'coaches.sort.relevance', defaultMessage: 'Relevance' },
  reliability: { id: 'coaches.sort.reliability', defaultMessage: 'Reliability' },
});
const SORTS: ReadonlyArray<{ value: CoachSort; label: MessageDescriptor }> = [
  { value: 'RELEVANCE', label: SORT_LABELS.relevance },
  { value: 'RELIABILITY', label: SORT_LABELS.reliability },
];
const isCoachSort = (value: string): value is CoachSort => SORTS.some((s) => s.value === value);

/** Browse Coaches: Premium Only, the order, the skills filter and the coach cards. */
export function CoachesView({ viewerId }: { viewerId: string }) {
  const intl = useIntl();
  const [premiumOnly, setPremiumOnly] = useState(false);
  const [skills, setSkills] = useState<string[]>([]);
  const [sort, setSort] = useState<CoachSort>('RELEVANCE');
  const [openCoach, setOpenCoach] = useState<CoachPreview | null>(null);

  // Skills are the categories; the filter names them by their labels in the member's language, which
  // the server takes in any language, and keeps the chosen ones by value across a language switch.
  const categories = useQuery(CategoriesQuery, { errorPolicy: 'ignore' });
  const skillOptions = categories.data?.categories ?? [];
  const filter = useMemo(() => {
    const label = new Map((categories.data?.categories ?? []).map((c) => [c.value, c.label]));
    return buildCoachFilter(
      premiumOnly,
      skills.flatMap((value) => label.get(value) ?? []),
    );
  }, [premiumOnly, skills, categories.data]);
  const { connection: answer, stale, loading, loadingMore, error, loadMore, retry } = useBrowseCoaches(filter, sort);
  // The cards follow an answer in a render React can interrupt, as in TileResults.
  const connection = useDeferredValue(answer);
  // The previous answer's cards while the deferred render catches up: busy until then.
  const behind = connection !== answer;
  const coaches = connection?.nodes ?? [];
  const nextStep = useNextStep();
  const filtered = premiumOnly || skills.length > 0;
  const clearFilters = () => {
    setPremiumOnly(false);
    setSkills([]);
  };

  return (
    <div className="coaches-view ui-stack ui-stack--loose">
      <div className="coaches-toolbar ui-stack panel">
        <div className="coaches-toolbar__row ui-row ui-row--between">
          <Switch
            label={intl.formatMessage({ id: 'coaches.filters.premiumOnly', defaultMessage: 'Premium Only' })}
            checked={premiumOnly}
            onChange={setPremiumOnly}
          />
          <Field
            as="select"
            label={intl.formatMessage({ id: 'coaches.sort.label', defaultMessage: 'Sort by' })}
            className="coaches-sort"
            value={sort}
            onChange={(e) => {
              if (isCoachSort(e.target.value)) setSort(e.target.value);
            }}
          >
            {SORTS.map((s) => (
              <option key={s.value} value={s.value}>
                {intl.formatMessage(s.label)}
              </option>
            ))}
          </Field>
          {connection && (
            <p className="coaches-view__count" role="status">
              <FormattedMessage
                id="coaches.results.found"
                defaultMessage="{count, plural, one {{count} coach found} other {{count} coaches found}}"
                values={{ count: connection.totalCount }}
              />
            </p>
          )}
        </div>
        <SkillsFilter options={skillOptions} selected={skills} onChange={setSkills} loading={categories.loading} />
      </div>

      {error ? (
        <LoadError
          message={intl.formatMessage({ id: 'coaches.results.error', defaultMessage: 'Coaches could not be loaded.' })}
          onRetry={retry}
        />
      ) : !connection ? (
        <ListSkeleton
          label={intl.formatMessage({ id: 'coaches.results.loading', defaultMessage: 'Loading coaches…' })}
          layout="cards"
          count={6}
        />
      ) : coaches.length === 0 ? (
        <EmptyState
          icon="users"
          title={intl.formatMessage({ id: 'coaches.empty.title', defaultMessage: 'No coaches found' })}
          description={
            filtered
              ? intl.formatMessage({
                  id: 'coaches.empty.filtered',
                  defaultMessage: 'Try fewer skills, or switch off Premium Only.',
                })
              : intl.formatMessage({
                  id: 'coaches.empty.none',
                  defaultMessage: 'No member offers a service yet. Browse what is on offer or publish your own.',
                })
          }
          action={
            filtered ? (
              <Button variant="secondary" onClick={clearFilters}>
                <FormattedMessage id="coaches.filters.clear" defaultMessage="Clear filters" />
              </Button>
            ) : (
              nextStep(
                'publish-service',
                <FormattedMessage id="coaches.empty.publish" defaultMessage="Publish a service" />,
              )
            )
          }
        />
      ) : (
        <section aria-labelledby="coaches-results-title" aria-busy={stale || loading || behind || undefined}>
          <h2 id="coaches-results-title" className="sr-only">
            <FormattedMessage id="coaches.results.title" defaultMessage="Coaches" />
          </h2>
          <RefreshBar
            active={stale || behind}
            label={intl.formatMessage({ id: 'coaches.results.loading', defaultMessage: 'Loading coaches…' })}
          />
          <ul className="tile-grid coach-grid">
            {coaches.map((coach) => (
              <li key={coach.id}>
                <CoachCard
                  coach={coach}
                  onViewProfile={(c) =>
                    setOpenCoach({
                      id: c.id,
                      fullName: c.fullName,
                      userType: c.userType,
                      profileImage: c.profile.avatarUrl,
                    })
                  }
                />
              </li>
            ))}
          </ul>
          <LoadMore
            hasMore={connection.pageInfo.hasNextPage}
            loading={loadingMore}
            onLoadMore={() => void loadMore()}
          />
        </section>
      )}

      {openCoach && (
        <Suspense fallback={null}>
          <CoachProfileModal coach={openCoach} viewerId={viewerId} onClose={() => setOpenCoach(null)} />
        </Suspense>
      )}
    </div>
  );
}
