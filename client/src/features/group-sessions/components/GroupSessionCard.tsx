import { Suspense, useId, useState } from 'react';
import { defineMessages, FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { graphql, useFragment, type FragmentType } from '../../../gql';
import type { GroupSessionCard_GroupSessionFragment } from '../../../gql/graphql';
import { formatEp } from '../../../shared/lib/format';
import { Button, CardAction, Icon, StatusBadge } from '../../../shared/ui';
import { GroupThreadButton } from '../../conversations';
import { GroupSessionDispute } from '../../disputes';
import { WriteTestimonialModal } from '../../testimonials';
import type { GroupSessionActionKind } from '../hooks/useGroupSessionActions';
import { occurrenceWhen, seatLabel, seatsText } from '../lib/occurrence';
import './groupSessions.css';

/** A group session as My Sessions and My Services show it: for its coach, with who booked and who waits. */
export const GroupSessionCard_groupSessionFragment = graphql(`
  fragment GroupSessionCard_groupSession on GroupSession {
    id
    status
    serviceTitle
    coachId
    coachName
    startsAt
    sessionDate
    timeSlot
    seats
    seatsTaken
    seatsLeft
    waitlisted
    energyCost
    notes
    myStatus
    myWaitlistRank
    canLeave
    canCancel
    canComplete
    canReview
    canDispute
    unreadCount
    viewerAction
    roster {
      memberId
      fullName
      status
      waitlistRank
    }
  }
`);

type GroupSession = GroupSessionCard_GroupSessionFragment;
type Seat = NonNullable<GroupSession['roster']>[number];

/** The card's words. */
const L = defineMessages({
  groupSession: { id: 'groupSessions.card.tag', defaultMessage: 'Group session' },
  youCoach: { id: 'groupSessions.card.youCoach', defaultMessage: 'You coach it' },
  when: { id: 'groupSessions.card.when', defaultMessage: 'When' },
  seats: { id: 'groupSessions.card.seats', defaultMessage: 'Seats' },
  price: { id: 'groupSessions.card.price', defaultMessage: 'Price of a seat' },
  notes: { id: 'groupSessions.card.notes', defaultMessage: 'Notes' },
  review: { id: 'groupSessions.card.review', defaultMessage: 'Write testimonial' },
  leave: { id: 'groupSessions.card.leave', defaultMessage: 'Leave' },
  editNotes: { id: 'groupSessions.card.editNotes', defaultMessage: 'Edit notes' },
  cancel: { id: 'groupSessions.card.cancel', defaultMessage: 'Cancel' },
  whoAttended: { id: 'groupSessions.card.whoAttended', defaultMessage: 'Who attended?' },
  nobodyBooked: { id: 'groupSessions.card.nobodyBooked', defaultMessage: 'Nobody booked a seat.' },
  attendanceHint: {
    id: 'groupSessions.card.attendanceHint',
    defaultMessage: 'Each one ticked pays for their seat; the others are marked absent and get their EP back.',
  },
  complete: { id: 'groupSessions.card.complete', defaultMessage: 'Complete' },
  noBookings: { id: 'groupSessions.card.noBookings', defaultMessage: 'No bookings yet.' },
});

/** The card's words that carry a value. */
const LV = defineMessages<{
  with: { name: string };
  seatsTaken: { taken: number; seats: number };
  perSeat: { cost: string };
  titleWhen: { title: string; when: string };
  seatsCount: { count: number };
  waitlistCount: { count: number };
  waitlistLine: { rank: number | string; name: string };
}>({
  with: { id: 'groupSessions.card.with', defaultMessage: 'with {name}' },
  seatsTaken: { id: 'groupSessions.card.seatsTaken', defaultMessage: '{taken} of {seats} seats taken' },
  perSeat: { id: 'groupSessions.card.perSeat', defaultMessage: '{cost} a seat' },
  titleWhen: { id: 'groupSessions.card.titleWhen', defaultMessage: '{title} · {when}' },
  seatsCount: { id: 'groupSessions.card.seatsCount', defaultMessage: 'Seats ({count})' },
  waitlistCount: { id: 'groupSessions.card.waitlistCount', defaultMessage: 'Waitlist ({count})' },
  waitlistLine: { id: 'groupSessions.card.waitlistLine', defaultMessage: '{rank}. {name}' },
});

export interface GroupSessionCardProps {
  groupSession: FragmentType<typeof GroupSessionCard_groupSessionFragment>;
  /** The title's heading level where the card sits (My Sessions: 2; inside Settings: 3). */
  headingLevel?: 2 | 3 | 4;
  viewerTimezone?: string | null;
  /** The action running on this card, if any; `locked`: one runs on another card. */
  busy: GroupSessionActionKind | null;
  locked: boolean;
  onRun: (kind: GroupSessionActionKind, attended?: readonly string[]) => void;
  /** The coach's Edit notes (My Services); absent: no such button. */
  onEditNotes?: (groupSession: GroupSession) => void;
}

/** Seats whose holders are in the occurrence's thread (a member who only waits is not). */
const SEATS_IN_THREAD: ReadonlySet<string> = new Set(['BOOKED', 'ATTENDED', 'ABSENT']);

/**
 * One occurrence: what, when, the seats, the notes; for a member their seat and Leave; for its coach
 * the roster (booked, then the waitlist in order), Cancel while it is open, and from its start the
 * attendance step — tick who attended, then Complete (the others are marked absent, their EP back).
 * Its coach and its seat holders have its thread (Messages, with their unread count); once it is
 * completed, an attendee may write a testimonial of its coach and dispute their seat.
 */
export function GroupSessionCard({
  groupSession,
  headingLevel = 2,
  viewerTimezone,
  busy,
  locked,
  onRun,
  onEditNotes,
}: GroupSessionCardProps) {
  const intl = useIntl();
  const g = useFragment(GroupSessionCard_groupSessionFragment, groupSession);
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const coaching = g.viewerAction === 'OWN';
  const mine = seatLabel(intl, g.myStatus, g.myWaitlistRank);
  // Asked only of those the server lets in: anyone else's thread is NOT_FOUND.
  const inThread = coaching || (g.myStatus !== null && g.myStatus !== undefined && SEATS_IN_THREAD.has(g.myStatus));
  const [reviewing, setReviewing] = useState(false);
  const when = occurrenceWhen(g, viewerTimezone, intl.locale);
  const manages = (g.canLeave || (coaching && (g.canCancel || onEditNotes))) && !g.canComplete;
  const action = (
    kind: GroupSessionActionKind,
    label: MessageDescriptor,
    variant: 'primary' | 'secondary' | 'danger',
  ) => (
    <CardAction kind={kind} busy={busy} locked={locked} describedBy={titleId} variant={variant} onRun={onRun}>
      <FormattedMessage {...label} />
    </CardAction>
  );

  return (
    <article className="tile-grid__card group-session-card" aria-labelledby={titleId}>
      <header className="group-session-card__head ui-card-head">
        <div>
          <Heading id={titleId} className="group-session-card__title">
            {g.serviceTitle}
          </Heading>
          <p className="group-session-card__with">
            <span className="tag ui-inline-center ui-pill">
              <FormattedMessage {...L.groupSession} />
            </span>
            <span>
              {coaching ? (
                <FormattedMessage {...L.youCoach} />
              ) : (
                <FormattedMessage {...LV.with} values={{ name: g.coachName }} />
              )}
            </span>
          </p>
        </div>
        <StatusBadge status={!coaching && mine ? (g.myStatus ?? g.status) : g.status} />
      </header>

      <dl className="group-session-card__facts">
        <div>
          <dt>
            <Icon name="calendar" size={15} />
            <span className="sr-only">
              <FormattedMessage {...L.when} />
            </span>
          </dt>
          <dd>{when}</dd>
        </div>
        <div>
          <dt>
            <Icon name="users" size={15} />
            <span className="sr-only">
              <FormattedMessage {...L.seats} />
            </span>
          </dt>
          <dd>
            {g.status === 'SCHEDULED' ? (
              seatsText(intl, g)
            ) : (
              <FormattedMessage {...LV.seatsTaken} values={{ taken: g.seatsTaken, seats: g.seats }} />
            )}
          </dd>
        </div>
        <div>
          <dt>
            <Icon name="bolt" size={15} />
            <span className="sr-only">
              <FormattedMessage {...L.price} />
            </span>
          </dt>
          <dd>
            <FormattedMessage {...LV.perSeat} values={{ cost: formatEp(g.energyCost) }} />
          </dd>
        </div>
      </dl>

      {!coaching && g.myStatus === 'WAITLISTED' && mine && <p className="group-session-card__note">{mine}</p>}

      {g.notes && (
        <div className="group-session-card__notes">
          <p className="group-session-card__notes-label">
            <FormattedMessage {...L.notes} />
          </p>
          <p>{g.notes}</p>
        </div>
      )}

      {coaching && g.roster && (
        <Roster
          key={g.canComplete ? 'attendance' : 'roster'}
          g={g}
          roster={g.roster}
          titleId={titleId}
          {...{ busy, locked, onRun }}
        />
      )}

      {(manages || inThread || g.canReview || g.canDispute) && (
        <div className="group-session-card__actions">
          {inThread && (
            <GroupThreadButton
              groupSessionId={g.id}
              title={intl.formatMessage(LV.titleWhen, { title: g.serviceTitle, when })}
              unread={g.unreadCount}
              describedBy={titleId}
            />
          )}
          {g.canReview && (
            <Button
              variant="primary"
              size="sm"
              icon={<Icon name="star" size={15} />}
              aria-describedby={titleId}
              disabled={locked}
              onClick={() => setReviewing(true)}
            >
              <FormattedMessage {...L.review} />
            </Button>
          )}
          <GroupSessionDispute
            groupSessionId={g.id}
            canDispute={g.canDispute}
            describedBy={titleId}
            disabled={locked}
          />
          {manages && g.canLeave && action('leave', L.leave, 'secondary')}
          {manages && coaching && onEditNotes && g.status === 'SCHEDULED' && (
            <Button
              variant="secondary"
              size="sm"
              icon={<Icon name="pencil" size={15} />}
              aria-describedby={titleId}
              disabled={locked}
              onClick={() => onEditNotes(g)}
            >
              <FormattedMessage {...L.editNotes} />
            </Button>
          )}
          {manages && coaching && g.canCancel && action('cancel', L.cancel, 'danger')}
        </div>
      )}
      <Suspense fallback={null}>
        {reviewing && (
          <WriteTestimonialModal
            exchange={{
              groupSessionId: g.id,
              serviceTitle: intl.formatMessage(LV.titleWhen, { title: g.serviceTitle, when }),
              otherPartyName: g.coachName,
            }}
            onClose={() => setReviewing(false)}
          />
        )}
      </Suspense>
    </article>
  );
}

/** The coach's roster; from the start on, the attendance step. */
function Roster({
  g,
  roster,
  titleId,
  busy,
  locked,
  onRun,
}: {
  g: GroupSession;
  roster: readonly Seat[];
  titleId: string;
  busy: GroupSessionActionKind | null;
  locked: boolean;
  onRun: GroupSessionCardProps['onRun'];
}) {
  const legendId = useId();
  const seated = roster.filter((s) => s.status !== 'WAITLISTED');
  const waiting = roster.filter((s) => s.status === 'WAITLISTED');
  const booked = seated.filter((s) => s.status === 'BOOKED');
  // Everyone booked is ticked at first: the coach unticks who did not come.
  const [attended, setAttended] = useState<ReadonlySet<string>>(() => new Set(booked.map((s) => s.memberId)));

  if (g.canComplete) {
    return (
      <fieldset className="group-session-card__attendance" aria-describedby={titleId}>
        <legend id={legendId} className="group-session-card__roster-label">
          <FormattedMessage {...L.whoAttended} />
        </legend>
        {booked.length === 0 ? (
          <p className="group-session-card__muted">
            <FormattedMessage {...L.nobodyBooked} />
          </p>
        ) : (
          <ul className="ui-bare-list">
            {booked.map((s) => (
              <li key={s.memberId}>
                <label className="group-session-card__check">
                  <input
                    type="checkbox"
                    checked={attended.has(s.memberId)}
                    onChange={(event) => {
                      const next = new Set(attended);
                      if (event.target.checked) next.add(s.memberId);
                      else next.delete(s.memberId);
                      setAttended(next);
                    }}
                  />
                  {s.fullName}
                </label>
              </li>
            ))}
          </ul>
        )}
        <p className="group-session-card__muted">
          <FormattedMessage {...L.attendanceHint} />
        </p>
        <div className="group-session-card__actions">
          <CardAction
            kind="complete"
            busy={busy}
            locked={locked}
            describedBy={titleId}
            variant="primary"
            onRun={() => onRun('complete', [...attended])}
          >
            <FormattedMessage {...L.complete} />
          </CardAction>
        </div>
      </fieldset>
    );
  }

  return (
    <div className="group-session-card__roster">
      <p className="group-session-card__roster-label">
        <FormattedMessage {...LV.seatsCount} values={{ count: seated.length }} />
      </p>
      {seated.length === 0 ? (
        <p className="group-session-card__muted">
          <FormattedMessage {...L.noBookings} />
        </p>
      ) : (
        <ul className="group-session-card__people ui-bare-list">
          {seated.map((s) => (
            <li key={s.memberId}>
              <span>{s.fullName}</span>
              {s.status !== 'BOOKED' && <StatusBadge status={s.status} />}
            </li>
          ))}
        </ul>
      )}
      {waiting.length > 0 && (
        <>
          <p className="group-session-card__roster-label">
            <FormattedMessage {...LV.waitlistCount} values={{ count: waiting.length }} />
          </p>
          <ol className="group-session-card__people ui-bare-list">
            {waiting.map((s) => (
              <li key={s.memberId}>
                <FormattedMessage {...LV.waitlistLine} values={{ rank: s.waitlistRank ?? '', name: s.fullName }} />
              </li>
            ))}
          </ol>
        </>
      )}
    </div>
  );
}
