import { defineMessage, defineMessages, FormattedMessage, useIntl } from 'react-intl';
import type { ReactNode } from 'react';
import { graphql, useFragment, type FragmentType } from '../../../gql';
import { useViewer } from '../../../shared/viewer/viewer';
import { Button, Icon } from '../../../shared/ui';
import { useGroupSessionActions, type GroupSessionActionKind } from '../hooks/useGroupSessionActions';
import { occurrenceWhen, seatLabel, seatsText } from '../lib/occurrence';
import './groupSessions.css';

/** One upcoming occurrence as a service's line shows it: when, the seats, and the viewer's one button. */
export const GroupSessionLine_groupSessionFragment = graphql(`
  fragment GroupSessionLine_groupSession on GroupSession {
    id
    status
    startsAt
    sessionDate
    timeSlot
    seats
    seatsLeft
    waitlisted
    myStatus
    myWaitlistRank
    viewerAction
  }
`);

/** A service's next occurrences (at most two), on its Discover card and on the coach profile. */
export const NextGroupSessions_serviceFragment = graphql(`
  fragment NextGroupSessions_service on Service {
    id
    title
    nextGroupSessions {
      id
      ...GroupSessionLine_groupSession
    }
  }
`);

export interface NextGroupSessionsProps {
  service: FragmentType<typeof NextGroupSessions_serviceFragment>;
}

/**
 * "Next group sessions": each upcoming occurrence of the service with its time in the reader's
 * timezone, "2 of 3 seats left", and Join, Join waitlist or Leave — nothing to book on one's own.
 * Shows nothing when none is scheduled. The seat counts change live (`useLiveSeatCounts` in the view).
 */
export function NextGroupSessions({ service: serviceRef }: NextGroupSessionsProps) {
  const service = useFragment(NextGroupSessions_serviceFragment, serviceRef);
  const actions = useGroupSessionActions();
  if (service.nextGroupSessions.length === 0) return null;
  return (
    <div className="next-group-sessions">
      <p className="next-group-sessions__label">
        <Icon name="users" size={14} />
        <FormattedMessage id="groupSessions.next.label" defaultMessage="Group sessions" />
      </p>
      <ul className="next-group-sessions__list ui-bare-list">
        {service.nextGroupSessions.map((g) => (
          <GroupSessionLine
            key={g.id}
            groupSession={g}
            serviceTitle={service.title}
            busy={actions.busy?.id === g.id ? actions.busy.kind : null}
            locked={actions.busy !== null}
            onRun={(kind) => void actions.run(g.id, kind)}
          />
        ))}
      </ul>
    </div>
  );
}

interface GroupSessionLineProps {
  groupSession: FragmentType<typeof GroupSessionLine_groupSessionFragment>;
  serviceTitle: string;
  busy: GroupSessionActionKind | null;
  locked: boolean;
  onRun: (kind: 'join' | 'leave') => void;
}

const LABELS = defineMessages({
  join: { id: 'groupSessions.next.join', defaultMessage: 'Join' },
  joinWaitlist: { id: 'groupSessions.next.joinWaitlist', defaultMessage: 'Join waitlist' },
  leave: { id: 'groupSessions.next.leave', defaultMessage: 'Leave' },
  youCoach: { id: 'groupSessions.next.youCoach', defaultMessage: 'You coach it' },
});

/** The line's parts: when, a separator only seen (not read out), the seats. */
const LINE_PARTS = {
  whenPart: (chunks: ReactNode[]) => <span className="group-session-line__when">{chunks}</span>,
  dot: (chunks: ReactNode[]) => <span aria-hidden="true">{chunks}</span>,
  seatsPart: (chunks: ReactNode[]) => <span className="group-session-line__seats">{chunks}</span>,
};

const BUTTON_NAME = defineMessage<{ action: string; title: string; when: string }>({
  id: 'groupSessions.next.buttonName',
  defaultMessage: '{action}: {title}, {when}',
});

const BUTTONS = {
  JOIN: { kind: 'join', label: LABELS.join, variant: 'primary' },
  JOIN_WAITLIST: { kind: 'join', label: LABELS.joinWaitlist, variant: 'secondary' },
  LEAVE: { kind: 'leave', label: LABELS.leave, variant: 'secondary' },
} as const;

function GroupSessionLine({ groupSession, serviceTitle, busy, locked, onRun }: GroupSessionLineProps) {
  const intl = useIntl();
  const g = useFragment(GroupSessionLine_groupSessionFragment, groupSession);
  const viewer = useViewer();
  // Cancelled or completed since the card was read (a notice said so): it is not offered any more.
  if (g.status !== 'SCHEDULED') return null;
  const when = occurrenceWhen(g, viewer?.timezone, intl.locale);
  const mine = seatLabel(intl, g.myStatus, g.myWaitlistRank);
  const button = g.viewerAction in BUTTONS ? BUTTONS[g.viewerAction as keyof typeof BUTTONS] : null;
  return (
    <li className="group-session-line">
      <p className="group-session-line__text">
        <FormattedMessage
          id="groupSessions.next.line"
          defaultMessage="<whenPart>{when}</whenPart><dot> · </dot><seatsPart>{seats}</seatsPart>"
          values={{ when, seats: seatsText(intl, g), ...LINE_PARTS }}
        />
      </p>
      <div className="group-session-line__end">
        {mine && <span className="tag ui-inline-center ui-pill">{mine}</span>}
        {g.viewerAction === 'OWN' && (
          <span className="tag ui-inline-center ui-pill tag--muted">
            <FormattedMessage {...LABELS.youCoach} />
          </span>
        )}
        {button && (
          <Button
            size="sm"
            variant={button.variant}
            aria-label={intl.formatMessage(BUTTON_NAME, {
              action: intl.formatMessage(button.label),
              title: serviceTitle,
              when,
            })}
            loading={busy === button.kind}
            disabled={locked && busy !== button.kind}
            onClick={() => onRun(button.kind)}
          >
            <FormattedMessage {...button.label} />
          </Button>
        )}
      </div>
    </li>
  );
}
