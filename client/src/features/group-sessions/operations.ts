import { graphql } from '../../gql';

/**
 * What any change of a group session brings back: every field a view of it shows (a Discover or
 * coach profile line, a My Sessions or My Services card), so that the one `GroupSession:<id>` in the
 * cache is whole wherever it is shown, and the member (a seat's EP held or released).
 */
export const GroupSessionChangeFragment = graphql(`
  fragment GroupSessionChange on GroupSession {
    id
    status
    startsAt
    serviceId
    myStatus
    ...GroupSessionLine_groupSession
    ...GroupSessionCard_groupSession
    viewer {
      ...ViewerChanges @unmask
    }
  }
`);

/** One occurrence, read again after a refusal (it may have filled up, or been cancelled, meanwhile). */
export const GroupSessionQuery = graphql(`
  query GroupSession($id: ID!) {
    groupSession(id: $id) {
      id
      ...GroupSessionLine_groupSession
      ...GroupSessionCard_groupSession
    }
  }
`);

/** A service's upcoming occurrences as its coach manages them (Settings › My Services): with the roster. */
export const ServiceGroupSessionsQuery = graphql(`
  query ServiceGroupSessions($serviceId: ID!) {
    groupSessions(serviceId: $serviceId) {
      id
      status
      startsAt
      ...GroupSessionCard_groupSession
    }
  }
`);

/** My group sessions in both roles, for My Sessions' Upcoming and Completed tabs. */
export const MyGroupSessionsQuery = graphql(`
  query MyGroupSessions($first: Int!) {
    coaching: myGroupSessions(role: COACH, first: $first) {
      nodes {
        ...MyGroupSession @unmask
      }
      totalCount
    }
    attending: myGroupSessions(role: ATTENDEE, first: $first) {
      nodes {
        ...MyGroupSession @unmask
      }
      totalCount
    }
  }
`);

/** What My Sessions reads itself of a group session (tabs, order); the card reads its own fragment. */
export const MyGroupSessionFragment = graphql(`
  fragment MyGroupSession on GroupSession {
    id
    status
    startsAt
    ...GroupSessionCard_groupSession
  }
`);

/** The coach's own weekly availability: the slots an occurrence may be scheduled in. */
export const MyGroupSessionSlotsQuery = graphql(`
  query MyGroupSessionSlots {
    myAvailability {
      monday
      tuesday
      wednesday
      thursday
      friday
      saturday
      sunday
      timezone
    }
  }
`);

export const ScheduleGroupSessionMutation = graphql(`
  mutation ScheduleGroupSession($input: ScheduleGroupSessionInput!) {
    scheduleGroupSession(input: $input) {
      ...GroupSessionChange @unmask
    }
  }
`);

export const EditGroupSessionNotesMutation = graphql(`
  mutation EditGroupSessionNotes($id: ID!, $notes: String) {
    editGroupSessionNotes(id: $id, input: { notes: $notes }) {
      ...GroupSessionChange @unmask
    }
  }
`);

export const JoinGroupSessionMutation = graphql(`
  mutation JoinGroupSession($id: ID!) {
    joinGroupSession(id: $id) {
      ...GroupSessionChange @unmask
    }
  }
`);

export const LeaveGroupSessionMutation = graphql(`
  mutation LeaveGroupSession($id: ID!) {
    leaveGroupSession(id: $id) {
      ...GroupSessionChange @unmask
    }
  }
`);

export const CancelGroupSessionMutation = graphql(`
  mutation CancelGroupSession($id: ID!) {
    cancelGroupSession(id: $id) {
      ...GroupSessionChange @unmask
    }
  }
`);

export const CompleteGroupSessionMutation = graphql(`
  mutation CompleteGroupSession($id: ID!, $attended: [ID!]!) {
    completeGroupSession(id: $id, input: { attended: $attended }) {
      ...GroupSessionChange @unmask
    }
  }
`);

/** Seat counts, live, of every occurrence (one subscription per view that shows some). */
export const GroupSessionSeatEventsSubscription = graphql(`
  subscription GroupSessionSeatEvents {
    groupSessionSeatEvents {
      groupSessionId
      serviceId
      status
      seatsTaken
      seatsLeft
      waitlisted
    }
  }
`);
