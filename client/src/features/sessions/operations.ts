import { graphql } from '../../gql';

export const SessionCardFragment = graphql(`
  fragment SessionCard on SessionType {
    id
    exchangeRequestId
    status
    proposedDate
    proposedTimeSlot
    timezone
    startsAt
    notes
    coachId
    role
    serviceTitle
    awaitingMyResponse
    createdAt
    otherUser {
      id
      fullName
    }
  }
`);

export const MySessionsQuery = graphql(`
  query MySessions {
    mySessions {
      ...SessionCard
    }
  }
`);

/** A date and hourly slot taken from the other party's availability, in their calendar. */
export const ProposeSessionMutation = graphql(`
  mutation ProposeSession($input: ProposeSessionInput!) {
    proposeSession(input: $input) {
      ...SessionCard
    }
  }
`);

export const RespondToSessionMutation = graphql(`
  mutation RespondToSession($sessionId: ID!, $action: SessionAction!) {
    respondToSession(sessionId: $sessionId, action: $action) {
      ...SessionCard
    }
  }
`);

/** Completing a session completes (and settles, once) its exchange. */
export const CompleteSessionMutation = graphql(`
  mutation CompleteSession($sessionId: ID!) {
    completeSession(sessionId: $sessionId) {
      ...SessionCard
    }
  }
`);
