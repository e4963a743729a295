import { graphql } from '../../gql';

/** An exchange request as one of its parties sees it (cards of Exchange Requests). */
export const ExchangeRequestCardFragment = graphql(`
  fragment ExchangeRequestCard on ExchangeRequestType {
    id
    status
    message
    energyCost
    held
    requestedAt
    expiresAt
    respondedAt
    sessionDate
    completedAt
    myRole
    canComplete
    canReview
    service {
      id
      title
      category
      durationMinutes
      archived
    }
    otherParty {
      id
      fullName
      userType
      hasAvailability
      email
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
      ...ExchangeRequestCard
    }
  }
`);

export const ReceivedRequestsQuery = graphql(`
  query ReceivedRequests {
    receivedRequests {
      ...ExchangeRequestCard
    }
  }
`);

export const SentRequestsQuery = graphql(`
  query SentRequests {
    sentRequests {
      ...ExchangeRequestCard
    }
  }
`);

/** The coach accepts (with a session date about 7 days ahead) or declines (date null). */
export const RespondToRequestMutation = graphql(`
  mutation RespondToRequest($input: RespondToRequestInput!) {
    respondToRequest(input: $input) {
      ...ExchangeRequestCard
    }
  }
`);

export const CancelRequestMutation = graphql(`
  mutation CancelRequest($requestId: ID!) {
    cancelRequest(requestId: $requestId) {
      ...ExchangeRequestCard
    }
  }
`);

export const CompleteRequestMutation = graphql(`
  mutation CompleteRequest($requestId: ID!) {
    completeRequest(requestId: $requestId) {
      ...ExchangeRequestCard
    }
  }
`);

/** The other party's weekly slots, in their own timezone (the Schedule Session dialog); the fields are Settings' AvailabilityFields. */
export const AvailabilityOfQuery = graphql(`
  query AvailabilityOf($userId: ID!) {
    availabilityOf(userId: $userId) {
      ...AvailabilityFields
    }
  }
`);
