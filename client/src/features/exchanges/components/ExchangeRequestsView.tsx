import { useQuery } from '@apollo/client/react';
import { Suspense, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useItemToOpen } from '../../../shared/lib/shellNavigation';
import { TabbedLists, useNextStep } from '../../../shared/ui';
import { graphql, useFragment } from '../../../gql';
import type { RequestSessionsQuery as RequestSessionsResult } from '../../../gql/graphql';
import { WriteTestimonialModal, type ReviewableExchange } from '../../testimonials';
import { useRequestActions } from '../hooks/useRequestActions';
import { useViewer } from '../../../shared/viewer/viewer';
import { ReceivedRequestsQuery, RequestSessionsQuery, SentRequestsQuery } from '../operations';
import { RequestCard } from './RequestCard';
import { ScheduleSessionModal, type SchedulableExchange } from './ScheduleSessionModal';
import './exchanges.css';
import { QuestionList, useLiveThreads } from '../../conversations';
import { RequestExchangeModal, type RequestableService } from './RequestExchangeModal';

export interface ExchangeRequestsViewProps {
  /** Switches the shell to My Sessions ('View Sessions'). */
  onViewSessions: () => void;
  /** Switches the shell to For you, where a swap's or ring's requests are answered together. */
  onOpenSwaps: () => void;
}

/** What the list reads itself (actions, dialogs); each card reads its own `RequestCard_request`. */
export const ExchangeRequestsView_requestFragment = graphql(`
  fragment ExchangeRequestsView_request on ExchangeRequestType {
    id
    service {
      id
      title
    }
    otherParty {
      id
      fullName
    }
    ...RequestCard_request
  }
`);

type RequestSession = RequestSessionsResult['mySessions'][number];

/** Exchange Requests: tabs Received and Sent with counts, one card per request. */
export function ExchangeRequestsView({ onViewSessions, onOpenSwaps }: ExchangeRequestsViewProps) {
  const intl = useIntl();
  const received = useQuery(ReceivedRequestsQuery, { fetchPolicy: 'cache-and-network' });
  // New messages set the unread badges of the cards on screen, live.
  useLiveThreads();
  const sent = useQuery(SentRequestsQuery, { fetchPolicy: 'cache-and-network' });
  const receivedRequests = useFragment(ExchangeRequestsView_requestFragment, received.data?.receivedRequests);
  const sentRequests = useFragment(ExchangeRequestsView_requestFragment, sent.data?.sentRequests);
  // Which accepted requests already have a session under way ('View Sessions'); silent on failure.
  const sessions = useQuery(RequestSessionsQuery, { fetchPolicy: 'cache-and-network', errorPolicy: 'ignore' });
  const openSessionFor = useMemo(
    () =>
      new Set(
        (sessions.data?.mySessions ?? [])
          .filter((s) => s.status === 'PENDING' || s.status === 'ACCEPTED')
          .map((s) => s.exchangeRequestId),
      ),
    [sessions.data],
  );
  // The agreed session of each accepted or completed request: its slot is the session time.
  const agreedSessionFor = useMemo(() => agreedSessions(sessions.data?.mySessions ?? []), [sessions.data]);
  const viewer = useViewer();

  const { busy, run } = useRequestActions();
  const nextStep = useNextStep();
  // A notification's request to open: its tab is selected, its card opens its thread.
  const asked = useItemToOpen();
  const [scheduling, setScheduling] = useState<SchedulableExchange | null>(null);
  const [reviewing, setReviewing] = useState<ReviewableExchange | null>(null);
  // A request a coach proposed in a question's thread, to confirm (its cost, as Request Exchange).
  const [confirming, setConfirming] = useState<RequestableService | null>(null);

  return (
    <div className="exchange-view ui-stack">
      <TabbedLists
        label={intl.formatMessage({ id: 'exchanges.list.label', defaultMessage: 'Exchange requests' })}
        errorText={intl.formatMessage({
          id: 'exchanges.list.loadFailed',
          defaultMessage: 'Requests could not be loaded.',
        })}
        loadingText={intl.formatMessage({ id: 'exchanges.list.loading', defaultMessage: 'Loading requests…' })}
        statusClassName="exchange-list__status"
        listClassName="tile-grid exchange-list"
        revealItemId={asked?.kind === 'request' ? asked.id : null}
        tabs={[
          {
            id: 'received',
            title: intl.formatMessage({ id: 'exchanges.list.received', defaultMessage: 'Received' }),
            items: receivedRequests ?? undefined,
            error: received.error,
            onRetry: () => void received.refetch().catch(() => {}),
            emptyState: {
              icon: 'swap',
              title: intl.formatMessage({
                id: 'exchanges.list.receivedEmptyTitle',
                defaultMessage: 'No requests received yet',
              }),
              description: intl.formatMessage({
                id: 'exchanges.list.receivedEmptyText',
                defaultMessage: 'When members request one of your services, it shows up here.',
              }),
              action: nextStep(
                'publish-service',
                <FormattedMessage id="exchanges.list.publishService" defaultMessage="Publish a service" />,
              ),
            },
          },
          {
            id: 'sent',
            title: intl.formatMessage({ id: 'exchanges.list.sent', defaultMessage: 'Sent' }),
            items: sentRequests ?? undefined,
            error: sent.error,
            onRetry: () => void sent.refetch().catch(() => {}),
            emptyState: {
              icon: 'compass',
              title: intl.formatMessage({
                id: 'exchanges.list.sentEmptyTitle',
                defaultMessage: 'No requests sent yet',
              }),
              description: intl.formatMessage({
                id: 'exchanges.list.sentEmptyText',
                defaultMessage: 'Find a service in Discover Services and press Request.',
              }),
              action: nextStep(
                'discover',
                <FormattedMessage id="exchanges.list.browseServices" defaultMessage="Browse services" />,
              ),
            },
          },
        ]}
        renderItem={(request) => (
          <RequestCard
            request={request}
            hasOpenSession={openSessionFor.has(request.id)}
            session={agreedSessionFor.get(request.id) ?? null}
            viewerTimezone={viewer?.timezone}
            busy={busy?.id === request.id ? busy.kind : null}
            locked={busy !== null && busy.id !== request.id}
            onMutate={(kind) => void run(request.id, kind)}
            onSchedule={() =>
              setScheduling({
                requestId: request.id,
                serviceTitle: request.service.title,
                otherParty: request.otherParty,
              })
            }
            onViewSessions={onViewSessions}
            onOpenSwaps={onOpenSwaps}
            onReview={() =>
              setReviewing({
                requestId: request.id,
                serviceTitle: request.service.title,
                otherPartyName: request.otherParty.fullName,
              })
            }
          />
        )}
      />
      <QuestionList
        onConfirmRequest={(q) => setConfirming({ ...q.service, coachName: q.coachName, questionId: q.questionId })}
      />
      <RequestExchangeModal service={confirming} onClose={() => setConfirming(null)} />
      <ScheduleSessionModal exchange={scheduling} onClose={() => setScheduling(null)} />
      <Suspense fallback={null}>
        {reviewing && <WriteTestimonialModal exchange={reviewing} onClose={() => setReviewing(null)} />}
      </Suspense>
    </div>
  );
}

/** Per request, its accepted session (the newest one), else its completed one. */
function agreedSessions(sessions: readonly RequestSession[]): Map<string, RequestSession> {
  const rank = (s: RequestSession) => (s.status === 'ACCEPTED' ? 2 : s.status === 'COMPLETED' ? 1 : 0);
  const agreed = new Map<string, RequestSession>();
  for (const s of sessions) {
    if (rank(s) === 0) continue;
    const kept = agreed.get(s.exchangeRequestId);
    if (!kept || rank(s) > rank(kept) || (rank(s) === rank(kept) && s.createdAt > kept.createdAt))
      agreed.set(s.exchangeRequestId, s);
  }
  return agreed;
}
