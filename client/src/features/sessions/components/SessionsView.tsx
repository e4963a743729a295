import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from '../../../gql';
import type { MyGroupSessionFragment, SessionStatus, SessionsView_SessionFragment } from '../../../gql/graphql';
import { useItemToOpen } from '../../../shared/lib/shellNavigation';
import { TabbedLists, useNextStep } from '../../../shared/ui';
import { useViewer } from '../../../shared/viewer/viewer';
import { useSessionActions } from '../hooks/useSessionActions';
import { MySessionsQuery } from '../operations';
import { SessionCard } from './SessionCard';
import './sessions.css';
import { useLiveThreads } from '../../conversations';
import {
  GroupSessionCard,
  MyGroupSessionsQuery,
  useGroupSessionActions,
  useLiveSeatCounts,
} from '../../group-sessions';

/** How many group sessions of each role My Sessions reads (the newest first). */
export const GROUP_SESSIONS_SHOWN = 50;

/** What the list reads itself (tabs, order); each card reads its own `SessionCard_session`. */
export const SessionsView_sessionFragment = graphql(`
  fragment SessionsView_session on SessionType {
    id
    status
    startsAt
    ...SessionCard_session
  }
`);

/** Only pending and accepted sessions count as Upcoming. */
export function isUpcoming(session: { status: SessionStatus }): boolean {
  return session.status === 'PENDING' || session.status === 'ACCEPTED';
}

/** A line of My Sessions: a one-to-one session, or a group session I coach or have a seat in. */
type SessionItem =
  | { kind: 'one-to-one'; id: string; startsAt: string; session: SessionsView_SessionFragment }
  | { kind: 'group'; id: string; startsAt: string; groupSession: MyGroupSessionFragment };

const byStart = (a: SessionItem, b: SessionItem) => a.startsAt.localeCompare(b.startsAt);

/**
 * My Sessions: tabs Upcoming (pending or accepted, soonest first) and Completed, each with the
 * member's group sessions too (scheduled ones as Upcoming; completed ones, with attended or absent).
 */
export function SessionsView() {
  const intl = useIntl();
  const { data, error, refetch } = useQuery(MySessionsQuery, { fetchPolicy: 'cache-and-network' });
  const groups = useQuery(MyGroupSessionsQuery, {
    variables: { first: GROUP_SESSIONS_SHOWN },
    fetchPolicy: 'cache-and-network',
  });
  // New messages set the unread badges of the cards on screen, live; so do seats taken and freed.
  useLiveThreads();
  useLiveSeatCounts();
  // A session proposed, accepted or rejected by the other party shows up while the list is on screen.
  const { busy, run } = useSessionActions();
  const groupActions = useGroupSessionActions();
  const viewer = useViewer();
  const nextStep = useNextStep();
  // A notification's group session to open: its tab is selected, its card opens its thread.
  const asked = useItemToOpen();

  const all = useFragment(SessionsView_sessionFragment, data?.mySessions);
  const groupData = groups.data;
  const lists = useMemo(() => {
    if (!all || !groupData) return null;
    const oneToOne = (s: SessionsView_SessionFragment): SessionItem => ({
      kind: 'one-to-one',
      id: s.id,
      startsAt: s.startsAt,
      session: s,
    });
    // One list even when I coach one and wait for a seat in another: by id, once each.
    const mine = new Map<string, MyGroupSessionFragment>();
    for (const g of [...groupData.coaching.nodes, ...groupData.attending.nodes]) mine.set(g.id, g);
    const group = (g: MyGroupSessionFragment): SessionItem => ({
      kind: 'group',
      id: g.id,
      startsAt: g.startsAt,
      groupSession: g,
    });
    const groupList = [...mine.values()];
    return {
      upcoming: [
        ...all.filter(isUpcoming).map(oneToOne),
        ...groupList.filter((g) => g.status === 'SCHEDULED').map(group),
      ].sort(byStart),
      completed: [
        ...all.filter((s) => s.status === 'COMPLETED').map(oneToOne),
        ...groupList
          .filter((g) => g.status === 'COMPLETED')
          .map(group)
          .sort((a, b) => byStart(b, a)),
      ],
    };
  }, [all, groupData]);
  const listError = error ?? groups.error;
  const onRetry = () => {
    void refetch().catch(() => {});
    void groups.refetch().catch(() => {});
  };

  return (
    <div className="sessions-view ui-stack">
      <TabbedLists
        label={intl.formatMessage({ id: 'sessions.list.label', defaultMessage: 'Sessions' })}
        errorText={intl.formatMessage({
          id: 'sessions.list.loadFailed',
          defaultMessage: 'Sessions could not be loaded.',
        })}
        loadingText={intl.formatMessage({ id: 'sessions.list.loading', defaultMessage: 'Loading sessions…' })}
        statusClassName="sessions__status"
        listClassName="tile-grid session-list"
        revealItemId={asked?.kind === 'groupSession' ? asked.id : null}
        tabs={[
          {
            id: 'upcoming',
            title: intl.formatMessage({ id: 'sessions.list.upcoming', defaultMessage: 'Upcoming' }),
            items: lists?.upcoming,
            error: listError,
            onRetry,
            emptyState: {
              icon: 'calendar',
              title: intl.formatMessage({
                id: 'sessions.list.upcomingEmptyTitle',
                defaultMessage: 'No upcoming sessions',
              }),
              description: intl.formatMessage({
                id: 'sessions.list.upcomingEmptyText',
                defaultMessage: 'Schedule a session from an accepted request in Exchange Requests.',
              }),
              action: nextStep(
                'requests',
                <FormattedMessage id="sessions.list.goToRequests" defaultMessage="Go to Exchange Requests" />,
              ),
            },
          },
          {
            id: 'completed',
            title: intl.formatMessage({ id: 'sessions.list.completed', defaultMessage: 'Completed' }),
            items: lists?.completed,
            error: listError,
            onRetry,
            emptyState: {
              icon: 'checkCircle',
              title: intl.formatMessage({
                id: 'sessions.list.completedEmptyTitle',
                defaultMessage: 'No completed sessions yet',
              }),
              description: intl.formatMessage({
                id: 'sessions.list.completedEmptyText',
                defaultMessage: 'Sessions you mark as complete are listed here.',
              }),
              action: nextStep(
                'discover',
                <FormattedMessage id="sessions.list.browseServices" defaultMessage="Browse services" />,
              ),
            },
          },
        ]}
        renderItem={(item) =>
          item.kind === 'one-to-one' ? (
            <SessionCard
              session={item.session}
              viewerTimezone={viewer?.timezone}
              busy={busy?.id === item.id ? busy.kind : null}
              locked={busy !== null && busy.id !== item.id}
              onMutate={(kind) => void run(item.id, kind)}
            />
          ) : (
            <GroupSessionCard
              groupSession={item.groupSession}
              viewerTimezone={viewer?.timezone}
              busy={groupActions.busy?.id === item.id ? groupActions.busy.kind : null}
              locked={groupActions.busy !== null && groupActions.busy.id !== item.id}
              onRun={(kind, attended) => void groupActions.run(item.id, kind, attended)}
            />
          )
        }
      />
    </div>
  );
}
