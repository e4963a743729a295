import { graphql } from '../../gql';

/**
 * What a change to a request brings back: the request as the lists show it, and the member
 * (their EP moved or was held or released).
 */
export const RequestChangeFragment = graphql(`
  fragment RequestChange on ExchangeRequestType {
    id
    ...ExchangeRequestsView_request
    viewer {
      ...ViewerChanges @unmask
    }
  }
`);

/**
 * Request a service. `clientKey` is fresh per opening of the dialog: a retried or double-clicked
 * send with the same key never holds EP twice (the server answers with the first request).
 */
export const SendRequestMutation = graphql(`
  mutation SendRequest($input: SendRequestInput!) {
    sendRequest(input: $input) {
      ...RequestChange @unmask
    }
  }
`);

/**
 * Confirms the request a coach proposed in a question's thread: the server sends it as sendRequest
 * does (balance check, hold, the default message) and the thread continues on it.
 */
export const ConfirmQuestionRequestMutation = graphql(`
  mutation ConfirmQuestionRequest($questionId: ID!, $message: String) {
    questionToRequest(questionId: $questionId, input: { message: $message }) {
      id
      requestId
      canConfirm
      canPropose
      viewer {
        ...ViewerChanges @unmask
      }
    }
  }
`);

export const ReceivedRequestsQuery = graphql(`
  query ReceivedRequests {
    receivedRequests {
      ...ExchangeRequestsView_request
    }
  }
`);

export const SentRequestsQuery = graphql(`
  query SentRequests {
    sentRequests {
      ...ExchangeRequestsView_request
    }
  }
`);

/** The coach accepts (with a session date about 7 days ahead) or declines (date null). */
export const RespondToRequestMutation = graphql(`
  mutation RespondToRequest($input: RespondToRequestInput!) {
    respondToRequest(input: $input) {
      ...RequestChange @unmask
    }
  }
`);

export const CancelRequestMutation = graphql(`
  mutation CancelRequest($requestId: ID!) {
    cancelRequest(requestId: $requestId) {
      ...RequestChange @unmask
    }
  }
`);

export const CompleteRequestMutation = graphql(`
  mutation CompleteRequest($requestId: ID!) {
    completeRequest(requestId: $requestId) {
      ...RequestChange @unmask
    }
  }
`);

/** The other party's weekly slots, in their own timezone (the Schedule Session dialog); the fields are Settings' AvailabilityFields. */
export const AvailabilityOfQuery = graphql(`
  query AvailabilityOf($userId: ID!) {
    availabilityOf(userId: $userId) {
      ...AvailabilityFields @unmask
    }
  }
`);

/** Which requests have a session under way, and the agreed session's slot (the cards' session time). */
export const RequestSessionsQuery = graphql(`
  query RequestSessions {
    mySessions {
      id
      exchangeRequestId
      status
      createdAt
      proposedDate
      proposedTimeSlot
      timezone
      startsAt
    }
  }
`);
