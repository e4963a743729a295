import { Fragment, useId } from 'react';
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
  const titleId = useId();
  const request = useFragment(RequestCard_requestFragment, requestRef);
  const { otherParty, status } = request;
  const received = request.myRole === 'COACH';
  const premium = otherParty.userType === 'PREMIUM';
  const actions = requestActions(request, hasOpenSession);
  const disabled = locked || busy !== null;
  const mutate = (
    kind: RequestMutationKind,
    label: string,
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
      {label}
    </CardAction>
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
          <span className="request-card__direction">{received ? 'From' : 'To'}</span>{' '}
          <strong>{otherParty.fullName}</strong> {premium && <VerifiedBadge compact />}
        </p>
      </div>

      <blockquote className="request-card__message">{request.message}</blockquote>

      <dl className="request-card__facts">
        <div>
          <dt>Cost</dt>
          <dd>
            {formatEp(request.energyCost)}
            {status === 'PENDING' && request.held && !received && (
              <span className="request-card__held"> (on hold)</span>
            )}
          </dd>
        </div>
        <div>
          <dt>Requested</dt>
          <dd>{formatDate(request.requestedAt)}</dd>
        </div>
        {status === 'PENDING' && (
          <div>
            <dt>Expires</dt>
            <dd>{formatDate(request.expiresAt)}</dd>
          </div>
        )}
        {request.respondedAt && (status === 'ACCEPTED' || status === 'DECLINED' || status === 'COMPLETED') && (
          <div>
            <dt>{status === 'DECLINED' ? 'Declined' : 'Accepted'}</dt>
            <dd>{formatDate(request.respondedAt)}</dd>
          </div>
        )}
        {request.sessionDate && (status === 'ACCEPTED' || status === 'COMPLETED') && (
          <div className={session ? 'request-card__session' : undefined}>
            <dt>Session</dt>
            <dd>
              <SessionWhen sessionDate={request.sessionDate} session={session} viewerTimezone={viewerTimezone} />
            </dd>
          </div>
        )}
        {request.completedAt && (
          <div>
            <dt>Completed</dt>
            <dd>{formatDate(request.completedAt)}</dd>
          </div>
        )}
        {request.contactEmail && (
          <div className="request-card__contact">
            <dt>Contact</dt>
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
              return mutate('accept', 'Accept', 'primary');
            case 'decline':
              return mutate('decline', 'Decline');
            case 'cancel':
              return mutate('cancel', 'Cancel', 'danger');
            case 'complete':
              return mutate('complete', 'Mark Complete', 'primary');
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
                  Schedule Session
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
                  View Sessions
                </Button>
              );
            case 'noAvailability':
              return (
                <span
                  key={action}
                  className="tag ui-inline-center ui-pill tag--muted request-card__no-availability"
                  title={`${otherParty.fullName} has not set their weekly availability yet`}
                >
                  No Availability Set
                </span>
              );
            case 'answerSwap':
              return (
                <Fragment key={action}>
                  <p className="request-card__swap-note">
                    {request.swapKind === 'ring'
                      ? 'Part of a swap ring: answer it with the ring in For you.'
                      : 'Part of a swap: answer it with the swap in For you.'}
                  </p>
                  {onOpenSwaps && (
                    <Button
                      size="sm"
                      variant="primary"
                      icon={<Icon name="swap" size={15} />}
                      aria-describedby={titleId}
                      onClick={onOpenSwaps}
                    >
                      {request.swapKind === 'ring' ? 'Answer the ring' : 'Answer the swap'}
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
                  Write Testimonial
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
  if (!session) return <>{formatDate(sessionDate, viewerTimezone ?? undefined)}</>;
  const time = describeSessionTime(session, viewerTimezone);
  return (
    <>
      {`${time.day}, ${time.slot}`}
      {time.yourTime && <span className="request-card__local">{` · ${time.yourTime}`}</span>}
    </>
  );
}
