import { graphql } from '../../gql';

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
      id
      exchangeRequestId
      ...SessionCard_session
      viewer {
        ...ViewerChanges @unmask
      }
    }
  }
`);

/** Completing a session completes (and settles, once) its exchange. */
export const CompleteSessionMutation = graphql(`
  mutation CompleteSession($sessionId: ID!) {
    completeSession(sessionId: $sessionId) {
      id
      exchangeRequestId
      ...SessionCard_session
      viewer {
        ...ViewerChanges @unmask
      }
    }
  }
`);
