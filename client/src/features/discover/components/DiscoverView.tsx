import { useQuery } from '@apollo/client/react';
import { Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ServiceCard_ServiceFragment, ServiceFilter } from '../../../gql/graphql';
import { useDebouncedState } from '../../../shared/lib/useDebouncedState';
import { useShellNavigation, type DiscoverCoach } from '../../../shared/lib/shellNavigation';
import { Button, Icon, TileResults, useNextStep } from '../../../shared/ui';
import { CoachProfileModal, type CoachPreview } from '../../coaches';
import { RequestExchangeModal, type RequestableService } from '../../exchanges';
import { ReportModal, type ReportSubject } from '../../moderation';
import { useLiveSeatCounts } from '../../group-sessions';
import { QuestionThread } from '../../conversations';
import { CategoriesQuery } from '../../../shared/lib/categories';
import { useDiscoverServices } from '../hooks/useDiscoverServices';
import { buildServiceFilter, foundCountLabel, hasCostErrors, SEARCH_DEBOUNCE_MS } from '../lib/filters';
import { DiscoverFilters } from './DiscoverFilters';
import { ServiceCard } from './ServiceCard';
import './discover.css';

export interface DiscoverViewProps {
  /** The signed-in member: their own services get no Request button. */
  viewerId: string;
  /** Typing pause before the search is sent (ms). */
  searchDebounceMs?: number;
}

/**
 * Discover Services: search and filters, the found-count line, the service cards.
 * A coach profile's View All Services narrows it to that coach; the list starts afresh (other
 * filters cleared, any open dialog closed) whenever that coach changes.
 */
export function DiscoverView(props: DiscoverViewProps) {
  const navigation = useShellNavigation();
  const coach = navigation?.discoverCoach ?? null;
  return (
    <DiscoverList
      key={coach?.id ?? 'everyone'}
      {...props}
      coach={coach}
      onClearCoach={navigation?.clearDiscoverCoach}
    />
  );
}

interface DiscoverListProps extends DiscoverViewProps {
  coach: DiscoverCoach | null;
  onClearCoach?: () => void;
}

function DiscoverList({ viewerId, searchDebounceMs = SEARCH_DEBOUNCE_MS, coach, onClearCoach }: DiscoverListProps) {
  const intl = useIntl();
  // Typed fields trail by the debounce; selects and switches apply at once.
  const [search, debouncedSearch, setSearch, setSearchNow] = useDebouncedState('', searchDebounceMs);
  const [minCost, debouncedMin, setMinCost, setMinNow] = useDebouncedState('', searchDebounceMs);
  const [maxCost, debouncedMax, setMaxCost, setMaxNow] = useDebouncedState('', searchDebounceMs);
  const [category, setCategory] = useState('');
  const [premiumOnly, setPremiumOnly] = useState(false);
  const [moreOpen, setMoreOpen] = useState(false);
  const [openCoach, setOpenCoach] = useState<CoachPreview | null>(null);
  const [requested, setRequested] = useState<RequestableService | null>(null);
  const [reported, setReported] = useState<ReportSubject | null>(null);
  const [asked, setAsked] = useState<ServiceCard_ServiceFragment | null>(null);

  const categories = useQuery(CategoriesQuery, { errorPolicy: 'ignore' });
  const nextStep = useNextStep();
  // The cards' group sessions: seats taken and freed anywhere change their counts live.
  useLiveSeatCounts();

  const { filter, errors } = useMemo(() => {
    const built = buildServiceFilter(
      {
        search: debouncedSearch,
        category,
        premiumOnly,
        minCost: debouncedMin,
        maxCost: debouncedMax,
      },
      intl,
    );
    return coach ? { ...built, filter: { ...built.filter, coachId: coach.id } } : built;
  }, [debouncedSearch, category, premiumOnly, debouncedMin, debouncedMax, coach, intl]);
  // An impossible EP range is shown, not sent: the results of the last valid filter stay.
  const [applied, setApplied] = useState<ServiceFilter>(filter);
  if (!hasCostErrors(errors) && JSON.stringify(applied) !== JSON.stringify(filter)) setApplied(filter);

  const pages = useDiscoverServices(applied);
  // An empty list under filters is a search miss (clear them); without any, the catalogue is empty.
  const filtered = Object.keys(applied).length > 0;

  const clear = () => {
    setSearchNow('');
    setMinNow('');
    setMaxNow('');
    setCategory('');
    setPremiumOnly(false);
    onClearCoach?.();
  };

  const viewCoach = (service: ServiceCard_ServiceFragment) =>
    setOpenCoach({ id: service.coach.id, fullName: service.coach.fullName, userType: service.coach.userType });
  const request = (service: ServiceCard_ServiceFragment) =>
    setRequested({
      id: service.id,
      title: service.title,
      energyCost: service.energyCost,
      durationMinutes: service.durationMinutes,
      coachName: service.coach.fullName,
    });

  return (
    <div className="discover-view ui-stack">
      <DiscoverFilters
        search={search}
        onSearch={setSearch}
        category={category}
        onCategory={setCategory}
        categories={categories.data?.categories ?? []}
        premiumOnly={premiumOnly}
        onPremiumOnly={setPremiumOnly}
        minCost={minCost}
        onMinCost={setMinCost}
        maxCost={maxCost}
        onMaxCost={setMaxCost}
        costErrors={errors}
        moreOpen={moreOpen}
        onToggleMore={() => setMoreOpen((open) => !open)}
        onClear={clear}
      />

      {coach && <CoachFilterNotice coach={coach} onClear={onClearCoach} />}

      <TileResults
        pages={pages}
        title={intl.formatMessage({ id: 'discover.results.title', defaultMessage: 'Services' })}
        errorText={intl.formatMessage({
          id: 'discover.results.error',
          defaultMessage: 'Services could not be loaded.',
        })}
        loadingText={intl.formatMessage({ id: 'discover.results.loading', defaultMessage: 'Loading services…' })}
        status={(found) => foundCountLabel(found.totalCount, found.totalCountIsCapped, intl)}
        empty={
          filtered
            ? {
                icon: 'search',
                title: intl.formatMessage({ id: 'discover.empty.title', defaultMessage: 'No services found' }),
                description: intl.formatMessage({
                  id: 'discover.empty.filtered',
                  defaultMessage: 'Try another search, category or EP range.',
                }),
                action: (
                  <Button variant="secondary" onClick={clear}>
                    <FormattedMessage id="discover.filters.clear" defaultMessage="Clear filters" />
                  </Button>
                ),
              }
            : {
                icon: 'search',
                title: intl.formatMessage({ id: 'discover.empty.title', defaultMessage: 'No services found' }),
                description: intl.formatMessage({
                  id: 'discover.empty.none',
                  defaultMessage: 'Nobody offers a service yet. Be the first: members find it here and request it.',
                }),
                action: nextStep(
                  'publish-service',
                  <FormattedMessage id="discover.empty.publish" defaultMessage="Publish your first service" />,
                  {
                    variant: 'primary',
                    icon: <Icon name="plus" size={18} />,
                  },
                ),
              }
        }
        gridClassName="service-grid"
        renderItem={(service) => (
          <ServiceCard
            service={service}
            own={service.coach.id === viewerId}
            onViewCoach={viewCoach}
            onRequest={request}
            onReport={(o) => setReported({ type: 'SERVICE', id: o.id, name: o.title })}
            onAsk={setAsked}
          />
        )}
      />

      <Suspense fallback={null}>
        {openCoach && <CoachProfileModal coach={openCoach} viewerId={viewerId} onClose={() => setOpenCoach(null)} />}
        {requested && <RequestExchangeModal service={requested} onClose={() => setRequested(null)} />}
        {reported && <ReportModal subject={reported} onClose={() => setReported(null)} />}
        {asked && (
          <QuestionThread
            question={{
              id: null,
              subject: { serviceId: asked.id },
              title: asked.title,
              otherPartyName: asked.coach.fullName,
            }}
            onClose={() => setAsked(null)}
            // The coach proposed this service: its cost is confirmed as Request Exchange confirms it.
            onConfirmRequest={(q) =>
              setRequested({
                ...q.service,
                durationMinutes: q.service.id === asked.id ? asked.durationMinutes : undefined,
                coachName: q.coachName,
                questionId: q.questionId,
              })
            }
          />
        )}
      </Suspense>
    </div>
  );
}

/**
 * "Services by <coach>" above the results, with a visible way back to everyone's services. It
 * takes the focus when it appears: the coach dialog that led here has just closed.
 */
function CoachFilterNotice({ coach, onClear }: { coach: DiscoverCoach; onClear?: () => void }) {
  const intl = useIntl();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <div
      ref={ref}
      className="discover-coach-filter ui-tone-primary-soft"
      tabIndex={-1}
      role="group"
      aria-label={intl.formatMessage({ id: 'discover.coachFilter.label', defaultMessage: 'Coach filter' })}
    >
      <Icon name="user" size={18} />
      <p className="discover-coach-filter__text">
        <FormattedMessage
          id="discover.coachFilter.text"
          defaultMessage="Services by <b>{coach}</b>"
          values={{ coach: coach.fullName, b: (chunks) => <strong>{chunks}</strong> }}
        />
      </p>
      {onClear && (
        <Button variant="secondary" size="sm" icon={<Icon name="close" size={15} />} onClick={onClear}>
          <FormattedMessage id="discover.coachFilter.showAll" defaultMessage="Show all services" />
        </Button>
      )}
    </div>
  );
}
