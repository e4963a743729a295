import { useQuery } from '@apollo/client/react';
import { useId, useMemo } from 'react';
import type { SessionCardFragment } from '../../../gql/graphql';
import { useShellNavigation } from '../../../shared/lib/shellNavigation';
import { Avatar, Button, EmptyState, Icon, TabbedLists } from '../../../shared/ui';
import { StatusBadge } from '../../exchanges/components/StatusBadge';
import { useRefetchOnSignal } from '../../exchanges/hooks/useRefetchOnSignal';
import { useViewer } from '../../exchanges/hooks/useViewer';
import { describeSessionTime } from '../../exchanges/lib/dates';
import { useSessionActions, type SessionMutationKind } from '../hooks/useSessionActions';
import { MySessionsQuery } from '../operations';
import './sessions.css';

/** Spec §4: only pending and accepted sessions count as Upcoming. */
export function isUpcoming(session: Pick<SessionCardFragment, 'status'>): boolean {
  return session.status === 'pending' || session.status === 'accepted';
}

/** My Sessions (spec §2): tabs Upcoming (pending or accepted, soonest first) and Completed. */
export function SessionsView({ refreshSignal }: { refreshSignal?: number } = {}) {
  const { data, error, refetch } = useQuery(MySessionsQuery, { fetchPolicy: 'cache-and-network' });
  // A session proposed, accepted or rejected by the other party shows up while the list is on screen.
  useRefetchOnSignal(refreshSignal, [refetch]);
  const { busy, run } = useSessionActions();
  const viewer = useViewer();
  const navigation = useShellNavigation();

  const lists = useMemo(() => {
    if (!data) return null;
    const all = data.mySessions;
    return {
      upcoming: all.filter(isUpcoming).sort((a, b) => a.startsAt.localeCompare(b.startsAt)),
      completed: all.filter((s) => s.status === 'completed'),
    };
  }, [data]);
  const onRetry = () => void refetch().catch(() => {});

  return (
    <div className="sessions-view">
      <TabbedLists
        label="Sessions"
        errorText="Sessions could not be loaded."
        loadingText="Loading sessions…"
        statusClassName="sessions__status"
        listClassName="tile-grid session-list"
        tabs={[
          {
            id: 'upcoming',
            title: 'Upcoming',
            items: lists?.upcoming,
            error,
            onRetry,
            empty: (
              <EmptyState
                headingLevel={2}
                icon="calendar"
                title="No upcoming sessions"
                description="Schedule a session from an accepted request in Exchange Requests."
                action={
                  navigation && (
                    <Button variant="secondary" onClick={() => navigation.openView('requests')}>
                      Go to Exchange Requests
                    </Button>
                  )
                }
              />
            ),
          },
          {
            id: 'completed',
            title: 'Completed',
            items: lists?.completed,
            error,
            onRetry,
            empty: (
              <EmptyState
                headingLevel={2}
                icon="checkCircle"
                title="No completed sessions yet"
                description="Sessions you mark as complete are listed here."
                action={
                  navigation && (
                    <Button variant="secondary" onClick={() => navigation.openView('discover')}>
                      Browse services
                    </Button>
                  )
                }
              />
            ),
          },
        ]}
        renderItem={(session) => (
          <SessionCard
            session={session}
            viewerTimezone={viewer?.timezone}
            busy={busy?.id === session.id ? busy.kind : null}
            locked={busy !== null && busy.id !== session.id}
            onMutate={(kind) => void run(session.id, kind)}
          />
        )}
      />
    </div>
  );
}

interface SessionCardProps {
  session: SessionCardFragment;
  viewerTimezone?: string;
  busy: SessionMutationKind | null;
  locked: boolean;
  onMutate: (kind: SessionMutationKind) => void;
}

function SessionCard({ session: s, viewerTimezone, busy, locked, onMutate }: SessionCardProps) {
  const titleId = useId();
  const disabled = locked || busy !== null;
  const button = (kind: SessionMutationKind, label: string, variant: 'primary' | 'secondary') => (
    <Button
      size="sm"
      variant={variant}
      aria-describedby={titleId}
      loading={busy === kind}
      disabled={disabled && busy !== kind}
      onClick={() => onMutate(kind)}
    >
      {label}
    </Button>
  );
  // The slot is in the availability owner's timezone; say when that is for the viewer too.
  const time = describeSessionTime(s, viewerTimezone);

  return (
    <article className={`tile-grid__card session-card session-card--${s.status}`} aria-labelledby={titleId}>
      <header className="session-card__head">
        <div>
          <h2 id={titleId} className="session-card__title">
            {s.serviceTitle}
          </h2>
          <p className="session-card__with">
            <Avatar name={s.otherUser.fullName} size={28} />
            <span>with {s.otherUser.fullName}</span>
            <span className={s.role === 'Coach' ? 'tag' : 'tag tag--muted'} title={s.role === 'Coach' ? 'You give this session' : 'You receive this session'}>
              {s.role}
            </span>
          </p>
        </div>
        <StatusBadge status={s.status} />
      </header>

      <dl className="session-card__facts">
        <div>
          <dt>
            <Icon name="calendar" size={15} />
            <span className="sr-only">Date</span>
          </dt>
          <dd>{time.day}</dd>
        </div>
        <div>
          <dt>
            <Icon name="clock" size={15} />
            <span className="sr-only">Time</span>
          </dt>
          <dd>
            {time.slot}
            {time.yourTime && <span className="session-card__local">{` · ${time.yourTime}`}</span>}
          </dd>
        </div>
      </dl>

      {s.notes && (
        <div className="session-card__notes">
          <p className="session-card__notes-label">Notes</p>
          <p>{s.notes}</p>
        </div>
      )}

      {s.awaitingMyResponse ? (
        <div className="session-card__actions">
          {button('accept', 'Accept', 'primary')}
          {button('reject', 'Reject', 'secondary')}
        </div>
      ) : s.status === 'pending' ? (
        <p className="session-card__waiting">{`Waiting for ${s.otherUser.fullName} to accept or reject.`}</p>
      ) : s.status === 'accepted' ? (
        <div className="session-card__actions">{button('complete', 'Mark Complete', 'primary')}</div>
      ) : null}
    </article>
  );
}
