import { useQuery } from '@apollo/client/react';
import { lazy, Suspense, useMemo, useState } from 'react';
import type { CoachFilter, CoachSort } from '../../../gql/graphql';
import { pluralize } from '../../../shared/lib/format';
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
const SORTS: ReadonlyArray<{ value: CoachSort; label: string }> = [
  { value: 'RELEVANCE', label: 'Relevance' },
  { value: 'RELIABILITY', label: 'Reliability' },
];
const isCoachSort = (value: string): value is CoachSort => SORTS.some((s) => s.value === value);

/** Browse Coaches: Premium Only, the order, the skills filter and the coach cards. */
export function CoachesView({ viewerId }: { viewerId: string }) {
  const [premiumOnly, setPremiumOnly] = useState(false);
  const [skills, setSkills] = useState<string[]>([]);
  const [sort, setSort] = useState<CoachSort>('RELEVANCE');
  const [openCoach, setOpenCoach] = useState<CoachPreview | null>(null);

  // Skills are the category labels.
  const categories = useQuery(CategoriesQuery, { errorPolicy: 'ignore' });
  const skillOptions = useMemo(
    () => Array.from(new Set((categories.data?.categories ?? []).map((category) => category.label))),
    [categories.data],
  );

  const filter = useMemo(() => buildCoachFilter(premiumOnly, skills), [premiumOnly, skills]);
  const { connection, stale, loading, loadingMore, error, loadMore, retry } = useBrowseCoaches(filter, sort);
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
          <Switch label="Premium Only" checked={premiumOnly} onChange={setPremiumOnly} />
          <Field
            as="select"
            label="Sort by"
            className="coaches-sort"
            value={sort}
            onChange={(e) => {
              if (isCoachSort(e.target.value)) setSort(e.target.value);
            }}
          >
            {SORTS.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </Field>
          {connection && (
            <p className="coaches-view__count" role="status">
              {`${pluralize(connection.totalCount, 'coach', 'coaches')} found`}
            </p>
          )}
        </div>
        <SkillsFilter options={skillOptions} selected={skills} onChange={setSkills} loading={categories.loading} />
      </div>

      {error ? (
        <LoadError message="Coaches could not be loaded." onRetry={retry} />
      ) : !connection ? (
        <ListSkeleton label="Loading coaches…" layout="cards" count={6} />
      ) : coaches.length === 0 ? (
        <EmptyState
          icon="users"
          title="No coaches found"
          description={
            filtered
              ? 'Try fewer skills, or switch off Premium Only.'
              : 'No member offers a service yet. Browse what is on offer or publish your own.'
          }
          action={
            filtered ? (
              <Button variant="secondary" onClick={clearFilters}>
                Clear filters
              </Button>
            ) : (
              nextStep('publish-service', 'Publish a service')
            )
          }
        />
      ) : (
        <section aria-labelledby="coaches-results-title" aria-busy={stale || loading || undefined}>
          <h2 id="coaches-results-title" className="sr-only">
            Coaches
          </h2>
          <RefreshBar active={stale} label="Loading coaches…" />
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
