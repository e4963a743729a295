import { graphql } from '../../gql';

/** What an answer to or the end of a session brings back: the session's card, and the member (EP moved). */
export const SessionChangeFragment = graphql(`
  fragment SessionChange on SessionType {
    id
    exchangeRequestId
    ...SessionCard_session
    viewer {
      ...ViewerChanges @unmask
    }
  }
`);

export const MySessionsQuery = graphql(`
  query MySessions {
    mySessions {
      ...SessionsView_session
    }
  }
`);

/** A date and hourly slot taken from the other party's availability, in their calendar. */
export const ProposeSessionMutation = graphql(`
  mutation ProposeSession($input: ProposeSessionInput!) {
    proposeSession(input: $input) {
      id
      ...SessionsView_session
    }
  }
`);

export const RespondToSessionMutation = graphql(`
  mutation RespondToSession($sessionId: ID!, $action: SessionAction!) {
    respondToSession(sessionId: $sessionId, action: $action) {
      ...SessionChange @unmask
    }
  }
`);

/** Completing a session completes (and settles, once) its exchange. */
export const CompleteSessionMutation = graphql(`
  mutation CompleteSession($sessionId: ID!) {
    completeSession(sessionId: $sessionId) {
      ...SessionChange @unmask
    }
  }
`);
