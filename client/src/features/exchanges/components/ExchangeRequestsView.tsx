import { useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import type { ExchangeRequestCardFragment } from '../../../gql/graphql';
import { Button, EmptyState, Icon, Tabs } from '../../../shared/ui';
import { MySessionsQuery } from '../../sessions/operations';
import { WriteTestimonialModal, type ReviewableExchange } from '../../testimonials/components/WriteTestimonialModal';
import { useRefetchOnSignal } from '../hooks/useRefetchOnSignal';
import { useRequestActions } from '../hooks/useRequestActions';
import { ReceivedRequestsQuery, SentRequestsQuery } from '../operations';
import { RequestCard } from './RequestCard';
import { ScheduleSessionModal, type SchedulableExchange } from './ScheduleSessionModal';
import './exchanges.css';

export interface ExchangeRequestsViewProps {
  /** Switches the shell to My Sessions ('View Sessions'). */
  onViewSessions: () => void;
  /** Changes when something happened elsewhere (a notification arrived): the lists reload. */
  refreshSignal?: number;
}

type Box = 'received' | 'sent';

/** Exchange Requests (spec §2): tabs Received and Sent with counts, one card per request. */
export function ExchangeRequestsView({ onViewSessions, refreshSignal }: ExchangeRequestsViewProps) {
  const [tab, setTab] = useState<Box>('received');
  const received = useQuery(ReceivedRequestsQuery, { fetchPolicy: 'cache-and-network' });
  const sent = useQuery(SentRequestsQuery, { fetchPolicy: 'cache-and-network' });
  // Which accepted requests already have a session under way ('View Sessions'); silent on failure.
  const sessions = useQuery(MySessionsQuery, { fetchPolicy: 'cache-and-network', errorPolicy: 'ignore' });
  const openSessionFor = useMemo(
    () =>
      new Set(
        (sessions.data?.mySessions ?? []).filter((s) => s.status === 'pending' || s.status === 'accepted').map((s) => s.exchangeRequestId),
      ),
    [sessions.data],
  );
  useRefetchOnSignal(refreshSignal, [received.refetch, sent.refetch, sessions.refetch]);

  const { busy, run } = useRequestActions();
  const [scheduling, setScheduling] = useState<SchedulableExchange | null>(null);
  const [reviewing, setReviewing] = useState<ReviewableExchange | null>(null);

  const receivedList = received.data?.receivedRequests;
  const sentList = sent.data?.sentRequests;
  const tabLabel = (label: string, list: readonly unknown[] | undefined) => (list ? `${label} (${list.length})` : label);

  const renderList = (box: Box, list: readonly ExchangeRequestCardFragment[] | undefined, query: typeof received | typeof sent) => {
    if (!list) {
      if (query.error) {
        return (
          <div className="inline-notice inline-notice--error">
            <Icon name="alert" size={18} />
            <div className="inline-notice__body">
              <span>Requests could not be loaded.</span>
              <Button variant="secondary" size="sm" onClick={() => void query.refetch().catch(() => {})}>
                Try again
              </Button>
            </div>
          </div>
        );
      }
      return (
        <p role="status" className="exchange-list__status">
          Loading requests…
        </p>
      );
    }
    if (list.length === 0) {
      return box === 'received' ? (
        <EmptyState headingLevel={3} icon="swap" title="No requests received yet" description="When members request one of your services, it shows up here." />
      ) : (
        <EmptyState headingLevel={3} icon="compass" title="No requests sent yet" description="Find a service in Discover Services and press Request." />
      );
    }
    return (
      <ul className="exchange-list">
        {list.map((request) => (
          <li key={request.id}>
            <RequestCard
              request={request}
              hasOpenSession={openSessionFor.has(request.id)}
              busy={busy?.id === request.id ? busy.kind : null}
              locked={busy !== null && busy.id !== request.id}
              onMutate={(kind) => void run(request.id, kind)}
              onSchedule={() =>
                setScheduling({ requestId: request.id, serviceTitle: request.service.title, otherParty: request.otherParty })
              }
              onViewSessions={onViewSessions}
              onReview={() =>
                setReviewing({ requestId: request.id, serviceTitle: request.service.title, otherPartyName: request.otherParty.fullName })
              }
            />
          </li>
        ))}
      </ul>
    );
  };

  return (
    <div className="exchange-view">
      <Tabs
        label="Exchange requests"
        value={tab}
        onChange={(id) => setTab(id as Box)}
        items={[
          { id: 'received', label: tabLabel('Received', receivedList), content: renderList('received', receivedList, received) },
          { id: 'sent', label: tabLabel('Sent', sentList), content: renderList('sent', sentList, sent) },
        ]}
      />
      <ScheduleSessionModal exchange={scheduling} onClose={() => setScheduling(null)} />
      <WriteTestimonialModal exchange={reviewing} onClose={() => setReviewing(null)} />
    </div>
  );
}
