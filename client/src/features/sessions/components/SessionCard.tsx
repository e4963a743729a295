import { useId } from 'react';
import { graphql, useFragment, type FragmentType } from '../../../gql';
import { describeSessionTime } from '../../../shared/lib/dates';
import { Avatar, CardAction, Icon, StatusBadge } from '../../../shared/ui';
import { ThreadButton } from '../../conversations';
import type { SessionMutationKind } from '../hooks/useSessionActions';

/** What a session card shows. */
export const SessionCard_sessionFragment = graphql(`
  fragment SessionCard_session on SessionType {
    id
    status
    proposedDate
    proposedTimeSlot
    timezone
    startsAt
    notes
    role
    serviceTitle
    awaitingMyResponse
    otherUser {
      id
      fullName
    }
    exchangeRequest {
      id
      ...ThreadButton_request
    }
  }
`);

export interface SessionCardProps {
  session: FragmentType<typeof SessionCard_sessionFragment>;
  viewerTimezone?: string;
  busy: SessionMutationKind | null;
  locked: boolean;
  onMutate: (kind: SessionMutationKind) => void;
}

/** One session of My Sessions: what, with whom, when (in the slot's timezone and the viewer's), and its buttons. */
export function SessionCard({ session, viewerTimezone, busy, locked, onMutate }: SessionCardProps) {
  const s = useFragment(SessionCard_sessionFragment, session);
  const titleId = useId();
  const button = (kind: SessionMutationKind, label: string, variant: 'primary' | 'secondary') => (
    <CardAction kind={kind} busy={busy} locked={locked} describedBy={titleId} variant={variant} onRun={onMutate}>
      {label}
    </CardAction>
  );
  // The slot is in the availability owner's timezone; say when that is for the viewer too.
  const time = describeSessionTime(s, viewerTimezone);

  return (
    <article
      className={`tile-grid__card session-card session-card--${s.status.toLowerCase()}`}
      aria-labelledby={titleId}
    >
      <header className="session-card__head ui-card-head">
        <div>
          <h2 id={titleId} className="session-card__title">
            {s.serviceTitle}
          </h2>
          <p className="session-card__with">
            <Avatar name={s.otherUser.fullName} size={28} />
            <span>with {s.otherUser.fullName}</span>
            <span
              className={
                s.role === 'COACH' ? 'tag ui-inline-center ui-pill' : 'tag ui-inline-center ui-pill tag--muted'
              }
              title={s.role === 'COACH' ? 'You give this session' : 'You receive this session'}
            >
              {s.role === 'COACH' ? 'Coach' : 'Student'}
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

      {!s.awaitingMyResponse && s.status === 'PENDING' && (
        <p className="session-card__waiting">{`Waiting for ${s.otherUser.fullName} to accept or reject.`}</p>
      )}
      <div className="session-card__actions">
        <ThreadButton request={s.exchangeRequest} describedBy={titleId} />
        {s.awaitingMyResponse && button('accept', 'Accept', 'primary')}
        {s.awaitingMyResponse && button('reject', 'Reject', 'secondary')}
        {!s.awaitingMyResponse && s.status === 'ACCEPTED' && button('complete', 'Mark Complete', 'primary')}
      </div>
    </article>
  );
}
