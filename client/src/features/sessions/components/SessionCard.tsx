import { useId } from 'react';
import { defineMessages, FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
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

/** The card's words. */
const L = defineMessages({
  youGive: { id: 'sessions.card.youGive', defaultMessage: 'You give this session' },
  youReceive: { id: 'sessions.card.youReceive', defaultMessage: 'You receive this session' },
  coach: { id: 'sessions.card.coach', defaultMessage: 'Coach' },
  student: { id: 'sessions.card.student', defaultMessage: 'Student' },
  date: { id: 'sessions.card.date', defaultMessage: 'Date' },
  time: { id: 'sessions.card.time', defaultMessage: 'Time' },
  notes: { id: 'sessions.card.notes', defaultMessage: 'Notes' },
  accept: { id: 'sessions.card.accept', defaultMessage: 'Accept' },
  reject: { id: 'sessions.card.reject', defaultMessage: 'Reject' },
  complete: { id: 'sessions.card.complete', defaultMessage: 'Mark Complete' },
});

/** The card's words that carry a value. */
const LV = defineMessages<{ with: { name: string }; yourTime: { yourTime: string }; waiting: { name: string } }>({
  with: { id: 'sessions.card.with', defaultMessage: 'with {name}' },
  yourTime: { id: 'sessions.card.yourTime', defaultMessage: '· {yourTime}' },
  waiting: { id: 'sessions.card.waiting', defaultMessage: 'Waiting for {name} to accept or reject.' },
});

export interface SessionCardProps {
  session: FragmentType<typeof SessionCard_sessionFragment>;
  viewerTimezone?: string;
  busy: SessionMutationKind | null;
  locked: boolean;
  onMutate: (kind: SessionMutationKind) => void;
}

/** One session of My Sessions: what, with whom, when (in the slot's timezone and the viewer's), and its buttons. */
export function SessionCard({ session, viewerTimezone, busy, locked, onMutate }: SessionCardProps) {
  const intl = useIntl();
  const s = useFragment(SessionCard_sessionFragment, session);
  const titleId = useId();
  const button = (kind: SessionMutationKind, label: MessageDescriptor, variant: 'primary' | 'secondary') => (
    <CardAction kind={kind} busy={busy} locked={locked} describedBy={titleId} variant={variant} onRun={onMutate}>
      <FormattedMessage {...label} />
    </CardAction>
  );
  // The slot is in the availability owner's timezone; say when that is for the viewer too.
  const time = describeSessionTime(s, viewerTimezone);
  const yourTime = time.yourTime && intl.formatMessage(LV.yourTime, { yourTime: time.yourTime });

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
            <span>
              <FormattedMessage {...LV.with} values={{ name: s.otherUser.fullName }} />
            </span>
            <span
              className={
                s.role === 'COACH' ? 'tag ui-inline-center ui-pill' : 'tag ui-inline-center ui-pill tag--muted'
              }
              title={intl.formatMessage(s.role === 'COACH' ? L.youGive : L.youReceive)}
            >
              <FormattedMessage {...(s.role === 'COACH' ? L.coach : L.student)} />
            </span>
          </p>
        </div>
        <StatusBadge status={s.status} />
      </header>

      <dl className="session-card__facts">
        <div>
          <dt>
            <Icon name="calendar" size={15} />
            <span className="sr-only">
              <FormattedMessage {...L.date} />
            </span>
          </dt>
          <dd>{time.day}</dd>
        </div>
        <div>
          <dt>
            <Icon name="clock" size={15} />
            <span className="sr-only">
              <FormattedMessage {...L.time} />
            </span>
          </dt>
          <dd>
            {time.slot}
            {yourTime && <span className="session-card__local"> {yourTime}</span>}
          </dd>
        </div>
      </dl>

      {s.notes && (
        <div className="session-card__notes">
          <p className="session-card__notes-label">
            <FormattedMessage {...L.notes} />
          </p>
          <p>{s.notes}</p>
        </div>
      )}

      {!s.awaitingMyResponse && s.status === 'PENDING' && (
        <p className="session-card__waiting">
          <FormattedMessage {...LV.waiting} values={{ name: s.otherUser.fullName }} />
        </p>
      )}
      <div className="session-card__actions">
        <ThreadButton request={s.exchangeRequest} describedBy={titleId} />
        {s.awaitingMyResponse && button('accept', L.accept, 'primary')}
        {s.awaitingMyResponse && button('reject', L.reject, 'secondary')}
        {!s.awaitingMyResponse && s.status === 'ACCEPTED' && button('complete', L.complete, 'primary')}
      </div>
    </article>
  );
}
