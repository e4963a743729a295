import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { graphql, useFragment } from '../../../gql';
import type { SessionStatus } from '../../../gql/graphql';
import { TabbedLists, useNextStep } from '../../../shared/ui';
import { useViewer } from '../../../shared/viewer/viewer';
import { useSessionActions } from '../hooks/useSessionActions';
import { MySessionsQuery } from '../operations';
import { SessionCard } from './SessionCard';
import './sessions.css';
import { useLiveThreads } from '../../conversations';

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

/** My Sessions: tabs Upcoming (pending or accepted, soonest first) and Completed. */
export function SessionsView() {
  const { data, error, refetch } = useQuery(MySessionsQuery, { fetchPolicy: 'cache-and-network' });
  // New messages set the unread badges of the cards on screen, live.
  useLiveThreads();
  // A session proposed, accepted or rejected by the other party shows up while the list is on screen.
  const { busy, run } = useSessionActions();
  const viewer = useViewer();
  const nextStep = useNextStep();

  const all = useFragment(SessionsView_sessionFragment, data?.mySessions);
  const lists = useMemo(() => {
    if (!all) return null;
    return {
      upcoming: all.filter(isUpcoming).sort((a, b) => a.startsAt.localeCompare(b.startsAt)),
      completed: all.filter((s) => s.status === 'COMPLETED'),
    };
  }, [all]);
  const onRetry = () => void refetch().catch(() => {});

  return (
    <div className="sessions-view ui-stack">
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
            emptyState: {
              icon: 'calendar',
              title: 'No upcoming sessions',
              description: 'Schedule a session from an accepted request in Exchange Requests.',
              action: nextStep('requests', 'Go to Exchange Requests'),
            },
          },
          {
            id: 'completed',
            title: 'Completed',
            items: lists?.completed,
            error,
            onRetry,
            emptyState: {
              icon: 'checkCircle',
              title: 'No completed sessions yet',
              description: 'Sessions you mark as complete are listed here.',
              action: nextStep('discover', 'Browse services'),
            },
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
