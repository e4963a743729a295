import type { GroupSessionCard_GroupSessionFragment, GroupSessionLine_GroupSessionFragment } from '../gql/graphql';
import type { AsSent } from './fixtures';

type GroupSessionFields = Omit<GroupSessionCard_GroupSessionFragment, ' $fragmentName'> &
  Omit<GroupSessionLine_GroupSessionFragment, ' $fragmentName'>;

type Overrides = Partial<Omit<GroupSessionFields, 'roster'>> & {
  roster?: Array<Partial<NonNullable<GroupSessionFields['roster']>[number]>> | null;
};

/**
 * A group session as the API sends it, with every field its line (Discover, the coach profile) and
 * its card (My Sessions, My Services) read: Tue 2 Dec 2031, 10:00 UTC, 3 seats of 2 EP, all free.
 */
export function makeGroupSession(
  overrides: Overrides = {},
): AsSent<GroupSessionFields> & { __typename: 'GroupSession' } {
  const { roster, ...rest } = overrides;
  return {
    __typename: 'GroupSession',
    id: 'g1',
    status: 'SCHEDULED',
    serviceTitle: 'Instagram Growth Workshop',
    coachId: 'coach1',
    coachName: 'Carla Coach',
    startsAt: '2031-12-02T10:00:00.000Z',
    sessionDate: '2031-12-02',
    timeSlot: '10:00',
    seats: 3,
    seatsTaken: 0,
    seatsLeft: 3,
    waitlisted: 0,
    energyCost: 2,
    notes: null,
    myStatus: null,
    myWaitlistRank: null,
    canLeave: false,
    canCancel: false,
    canComplete: false,
    canReview: false,
    canDispute: false,
    unreadCount: 0,
    viewerAction: 'JOIN',
    ...rest,
    roster:
      roster === undefined || roster === null
        ? null
        : roster.map((seat, i) => ({
            __typename: 'GroupSessionSeat' as const,
            memberId: `m${i + 1}`,
            fullName: `Member ${i + 1}`,
            status: 'BOOKED' as const,
            waitlistRank: null,
            ...seat,
          })),
  };
}
