import { useId, useState } from 'react';
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
  const g = useFragment(GroupSessionCard_groupSessionFragment, groupSession);
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const coaching = g.viewerAction === 'OWN';
  const mine = seatLabel(g.myStatus, g.myWaitlistRank);
  // Asked only of those the server lets in: anyone else's thread is NOT_FOUND.
  const inThread = coaching || (g.myStatus !== null && g.myStatus !== undefined && SEATS_IN_THREAD.has(g.myStatus));
  const [reviewing, setReviewing] = useState(false);
  const when = occurrenceWhen(g, viewerTimezone);
  const manages = (g.canLeave || (coaching && (g.canCancel || onEditNotes))) && !g.canComplete;
  const action = (kind: GroupSessionActionKind, label: string, variant: 'primary' | 'secondary' | 'danger') => (
    <CardAction kind={kind} busy={busy} locked={locked} describedBy={titleId} variant={variant} onRun={onRun}>
      {label}
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
            <span className="tag ui-inline-center ui-pill">Group session</span>
            <span>{coaching ? 'You coach it' : `with ${g.coachName}`}</span>
          </p>
        </div>
        <StatusBadge status={!coaching && mine ? (g.myStatus ?? g.status) : g.status} />
      </header>

      <dl className="group-session-card__facts">
        <div>
          <dt>
            <Icon name="calendar" size={15} />
            <span className="sr-only">When</span>
          </dt>
          <dd>{when}</dd>
        </div>
        <div>
          <dt>
            <Icon name="users" size={15} />
            <span className="sr-only">Seats</span>
          </dt>
          <dd>{g.status === 'SCHEDULED' ? seatsText(g) : `${g.seatsTaken} of ${g.seats} seats taken`}</dd>
        </div>
        <div>
          <dt>
            <Icon name="bolt" size={15} />
            <span className="sr-only">Price of a seat</span>
          </dt>
          <dd>{`${formatEp(g.energyCost)} a seat`}</dd>
        </div>
      </dl>

      {!coaching && g.myStatus === 'WAITLISTED' && mine && <p className="group-session-card__note">{`${mine}`}</p>}

      {g.notes && (
        <div className="group-session-card__notes">
          <p className="group-session-card__notes-label">Notes</p>
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
              title={`${g.serviceTitle} · ${when}`}
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
              Write testimonial
            </Button>
          )}
          <GroupSessionDispute
            groupSessionId={g.id}
            canDispute={g.canDispute}
            describedBy={titleId}
            disabled={locked}
          />
          {manages && g.canLeave && action('leave', 'Leave', 'secondary')}
          {manages && coaching && onEditNotes && g.status === 'SCHEDULED' && (
            <Button
              variant="secondary"
              size="sm"
              icon={<Icon name="pencil" size={15} />}
              aria-describedby={titleId}
              disabled={locked}
              onClick={() => onEditNotes(g)}
            >
              Edit notes
            </Button>
          )}
          {manages && coaching && g.canCancel && action('cancel', 'Cancel', 'danger')}
        </div>
      )}
      <WriteTestimonialModal
        exchange={
          reviewing
            ? { groupSessionId: g.id, serviceTitle: `${g.serviceTitle} · ${when}`, otherPartyName: g.coachName }
            : null
        }
        onClose={() => setReviewing(false)}
      />
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
          Who attended?
        </legend>
        {booked.length === 0 ? (
          <p className="group-session-card__muted">Nobody booked a seat.</p>
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
          Each one ticked pays for their seat; the others are marked absent and get their EP back.
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
            Complete
          </CardAction>
        </div>
      </fieldset>
    );
  }

  return (
    <div className="group-session-card__roster">
      <p className="group-session-card__roster-label">{`Seats (${seated.length})`}</p>
      {seated.length === 0 ? (
        <p className="group-session-card__muted">No bookings yet.</p>
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
          <p className="group-session-card__roster-label">{`Waitlist (${waiting.length})`}</p>
          <ol className="group-session-card__people ui-bare-list">
            {waiting.map((s) => (
              <li key={s.memberId}>{`${s.waitlistRank ?? ''}. ${s.fullName}`}</li>
            ))}
          </ol>
        </>
      )}
    </div>
  );
}
