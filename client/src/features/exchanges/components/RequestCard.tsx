import { Fragment, useId, type ReactNode } from 'react';
import { defineMessages, FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { graphql, useFragment, type FragmentType } from '../../../gql';
import { formatEp } from '../../../shared/lib/format';
import { Avatar, Button, Icon, VerifiedBadge, CardAction, StatusBadge } from '../../../shared/ui';
import type { RequestMutationKind } from '../hooks/useRequestActions';
import { describeSessionTime, formatDate, type SessionTime } from '../../../shared/lib/dates';
import { requestActions } from '../lib/requestActions';
import { ThreadButton } from '../../conversations';
import { RequestDispute } from '../../disputes';

/** What a request card shows: an exchange request as one of its parties sees it. */
export const RequestCard_requestFragment = graphql(`
  fragment RequestCard_request on ExchangeRequestType {
    id
    status
    message
    energyCost
    held
    requestedAt
    expiresAt
    respondedAt
    sessionDate
    completedAt
    myRole
    canComplete
    canReview
    contactEmail
    swapId
    swapKind
    dispute {
      id
      status
    }
    service {
      id
      title
      category
      durationMinutes
      archived
    }
    otherParty {
      id
      fullName
      userType
      hasAvailability
    }
    ...ThreadButton_request
    ...RequestDispute_request
  }
`);

/** The card's words: its facts' names and its buttons. */
const L = defineMessages({
  cost: { id: 'exchanges.card.cost', defaultMessage: 'Cost' },
  onHold: { id: 'exchanges.card.onHold', defaultMessage: '(on hold)' },
  requested: { id: 'exchanges.card.requested', defaultMessage: 'Requested' },
  expires: { id: 'exchanges.card.expires', defaultMessage: 'Expires' },
  acceptedOn: { id: 'exchanges.card.acceptedOn', defaultMessage: 'Accepted' },
  declinedOn: { id: 'exchanges.card.declinedOn', defaultMessage: 'Declined' },
  session: { id: 'exchanges.card.session', defaultMessage: 'Session' },
  completedOn: { id: 'exchanges.card.completedOn', defaultMessage: 'Completed' },
  contact: { id: 'exchanges.card.contact', defaultMessage: 'Contact' },
  accept: { id: 'exchanges.card.accept', defaultMessage: 'Accept' },
  decline: { id: 'exchanges.card.decline', defaultMessage: 'Decline' },
  cancel: { id: 'exchanges.card.cancel', defaultMessage: 'Cancel' },
  complete: { id: 'exchanges.card.complete', defaultMessage: 'Mark Complete' },
  schedule: { id: 'exchanges.card.schedule', defaultMessage: 'Schedule Session' },
  viewSessions: { id: 'exchanges.card.viewSessions', defaultMessage: 'View Sessions' },
  noAvailability: { id: 'exchanges.card.noAvailability', defaultMessage: 'No Availability Set' },
  ringNote: {
    id: 'exchanges.card.ringNote',
    defaultMessage: 'Part of a swap ring: answer it with the ring in For you.',
  },
  swapNote: { id: 'exchanges.card.swapNote', defaultMessage: 'Part of a swap: answer it with the swap in For you.' },
  answerRing: { id: 'exchanges.card.answerRing', defaultMessage: 'Answer the ring' },
  answerSwap: { id: 'exchanges.card.answerSwap', defaultMessage: 'Answer the swap' },
  review: { id: 'exchanges.card.review', defaultMessage: 'Write Testimonial' },
});

/** The card's words that carry a value. */
const LV = defineMessages<{
  noAvailabilityTitle: { name: string };
  sessionWhen: { day: string; slot: string };
  yourTime: { yourTime: string };
}>({
  noAvailabilityTitle: {
    id: 'exchanges.card.noAvailabilityTitle',
    defaultMessage: '{name} has not set their weekly availability yet',
  },
  sessionWhen: { id: 'exchanges.card.sessionWhen', defaultMessage: '{day}, {slot}' },
  yourTime: { id: 'exchanges.card.yourTime', defaultMessage: '· {yourTime}' },
});

/** The party's direction ("From", "To") in its muted style. */
const direction = (words: ReactNode[]) => <span className="request-card__direction">{words}</span>;

export interface RequestCardProps {
  request: FragmentType<typeof RequestCard_requestFragment>;
  /** A pending or accepted session exists for it: 'View Sessions' instead of 'Schedule Session'. */
  hasOpenSession: boolean;
  /** Its accepted (or completed) session, whose slot is the session time; null before one is agreed. */
  session?: SessionTime | null;
  /** The reader's profile timezone: dates and "your time" are in it, not in the browser's. */
  viewerTimezone?: string | null;
  /** The action under way on this card, if any. */
  busy: RequestMutationKind | null;
  /** Another card's action is under way. */
  locked: boolean;
  onMutate: (kind: RequestMutationKind) => void;
  onSchedule: () => void;
  onViewSessions: () => void;
  onReview: () => void;
  /** Opens For you, where the swap or ring this request belongs to is answered. */
  onOpenSwaps?: () => void;
}

/**
 * One exchange request: service, the other party, message, cost, status and dates,
 * and the buttons its status and the viewer's role allow. Button names stay short ("Accept");
 * each is described by the card's title for screen readers.
 */
export function RequestCard({
  request: requestRef,
  hasOpenSession,
  session = null,
  viewerTimezone,
  busy,
  locked,
  onMutate,
  onSchedule,
  onViewSessions,
  onReview,
  onOpenSwaps,
}: RequestCardProps) {
  const intl = useIntl();
  const titleId = useId();
  const request = useFragment(RequestCard_requestFragment, requestRef);
  const { otherParty, status } = request;
  const received = request.myRole === 'COACH';
  const premium = otherParty.userType === 'PREMIUM';
  const actions = requestActions(request, hasOpenSession);
  const disabled = locked || busy !== null;
  const mutate = (
    kind: RequestMutationKind,
    label: MessageDescriptor,
    variant: 'primary' | 'secondary' | 'danger' = 'secondary',
  ) => (
    <CardAction
      key={kind}
      kind={kind}
      busy={busy}
      locked={locked}
      describedBy={titleId}
      variant={variant}
      onRun={onMutate}
    >
      <FormattedMessage {...label} />
    </CardAction>
  );

  const party = received ? (
    <FormattedMessage
      id="exchanges.card.from"
      defaultMessage="<direction>From</direction> {name}"
      values={{ direction, name: <strong>{otherParty.fullName}</strong> }}
    />
  ) : (
    <FormattedMessage
      id="exchanges.card.to"
      defaultMessage="<direction>To</direction> {name}"
      values={{ direction, name: <strong>{otherParty.fullName}</strong> }}
    />
  );

  return (
    <article className={`tile-grid__card request-card request-card--${status.toLowerCase()}`} aria-labelledby={titleId}>
      <header className="request-card__head ui-card-head">
        <h2 id={titleId} className="request-card__title">
          {request.service.title}
        </h2>
        {/* A completed exchange under dispute, or reversed after one, says so where its status is read. */}
        <StatusBadge
          status={
            status === 'COMPLETED' && request.dispute && request.dispute.status !== 'DISMISSED'
              ? request.dispute.status === 'OPEN'
                ? 'DISPUTED'
                : 'REVERSED'
              : status
          }
        />
      </header>

      <div className="request-card__party">
        <Avatar name={otherParty.fullName} premium={premium} size={36} />
        <p>
          {party} {premium && <VerifiedBadge compact />}
        </p>
      </div>

      <blockquote className="request-card__message">{request.message}</blockquote>

      <dl className="request-card__facts">
        <div>
          <dt>
            <FormattedMessage {...L.cost} />
          </dt>
          <dd>
            {formatEp(request.energyCost)}
            {status === 'PENDING' && request.held && !received && (
              <span className="request-card__held"> {intl.formatMessage(L.onHold)}</span>
            )}
          </dd>
        </div>
        <div>
          <dt>
            <FormattedMessage {...L.requested} />
          </dt>
          <dd>{formatDate(request.requestedAt)}</dd>
        </div>
        {status === 'PENDING' && (
          <div>
            <dt>
              <FormattedMessage {...L.expires} />
            </dt>
            <dd>{formatDate(request.expiresAt)}</dd>
          </div>
        )}
        {request.respondedAt && (status === 'ACCEPTED' || status === 'DECLINED' || status === 'COMPLETED') && (
          <div>
            <dt>
              <FormattedMessage {...(status === 'DECLINED' ? L.declinedOn : L.acceptedOn)} />
            </dt>
            <dd>{formatDate(request.respondedAt)}</dd>
          </div>
        )}
        {request.sessionDate && (status === 'ACCEPTED' || status === 'COMPLETED') && (
          <div className={session ? 'request-card__session' : undefined}>
            <dt>
              <FormattedMessage {...L.session} />
            </dt>
            <dd>
              <SessionWhen sessionDate={request.sessionDate} session={session} viewerTimezone={viewerTimezone} />
            </dd>
          </div>
        )}
        {request.completedAt && (
          <div>
            <dt>
              <FormattedMessage {...L.completedOn} />
            </dt>
            <dd>{formatDate(request.completedAt)}</dd>
          </div>
        )}
        {request.contactEmail && (
          <div className="request-card__contact">
            <dt>
              <FormattedMessage {...L.contact} />
            </dt>
            <dd>
              <a href={`mailto:${request.contactEmail}`}>{request.contactEmail}</a>
            </dd>
          </div>
        )}
      </dl>

      {/* The thread is open whatever the status: the parties may always write to each other. */}
      <div className="request-card__actions">
        <ThreadButton request={request} describedBy={titleId} />
        {actions.map((action) => {
          switch (action) {
            case 'accept':
              return mutate('accept', L.accept, 'primary');
            case 'decline':
              return mutate('decline', L.decline);
            case 'cancel':
              return mutate('cancel', L.cancel, 'danger');
            case 'complete':
              return mutate('complete', L.complete, 'primary');
            case 'schedule':
              return (
                <Button
                  key={action}
                  size="sm"
                  variant="secondary"
                  icon={<Icon name="calendar" size={15} />}
                  aria-describedby={titleId}
                  disabled={disabled}
                  onClick={onSchedule}
                >
                  <FormattedMessage {...L.schedule} />
                </Button>
              );
            case 'viewSessions':
              return (
                <Button
                  key={action}
                  size="sm"
                  variant="secondary"
                  icon={<Icon name="calendar" size={15} />}
                  aria-describedby={titleId}
                  onClick={onViewSessions}
                >
                  <FormattedMessage {...L.viewSessions} />
                </Button>
              );
            case 'noAvailability':
              return (
                <span
                  key={action}
                  className="tag ui-inline-center ui-pill tag--muted request-card__no-availability"
                  title={intl.formatMessage(LV.noAvailabilityTitle, { name: otherParty.fullName })}
                >
                  <FormattedMessage {...L.noAvailability} />
                </span>
              );
            case 'answerSwap':
              return (
                <Fragment key={action}>
                  <p className="request-card__swap-note">
                    <FormattedMessage {...(request.swapKind === 'ring' ? L.ringNote : L.swapNote)} />
                  </p>
                  {onOpenSwaps && (
                    <Button
                      size="sm"
                      variant="primary"
                      icon={<Icon name="swap" size={15} />}
                      aria-describedby={titleId}
                      onClick={onOpenSwaps}
                    >
                      <FormattedMessage {...(request.swapKind === 'ring' ? L.answerRing : L.answerSwap)} />
                    </Button>
                  )}
                </Fragment>
              );
            case 'review':
              return (
                <Button
                  key={action}
                  size="sm"
                  variant="primary"
                  icon={<Icon name="star" size={15} />}
                  aria-describedby={titleId}
                  disabled={disabled}
                  onClick={onReview}
                >
                  <FormattedMessage {...L.review} />
                </Button>
              );
            default:
              return null;
          }
        })}
      </div>
      {status === 'COMPLETED' && <RequestDispute request={request} describedBy={titleId} disabled={disabled} />}
    </article>
  );
}

/**
 * The session time as My Sessions shows it: the agreed slot in its owner's timezone and the
 * reader's own time. Before a session is agreed, the acceptance only set a day (about a week
 * ahead) and no hour: the day alone, in the reader's timezone.
 */
function SessionWhen({
  sessionDate,
  session,
  viewerTimezone,
}: {
  sessionDate: string;
  session: SessionTime | null;
  viewerTimezone?: string | null;
}) {
  const intl = useIntl();
  if (!session) return <>{formatDate(sessionDate, viewerTimezone ?? undefined)}</>;
  const time = describeSessionTime(session, viewerTimezone);
  const yourTime = time.yourTime && intl.formatMessage(LV.yourTime, { yourTime: time.yourTime });
  return (
    <>
      <FormattedMessage {...LV.sessionWhen} values={{ day: time.day, slot: time.slot }} />
      {yourTime && <span className="request-card__local"> {yourTime}</span>}
    </>
  );
}
