import { graphql } from '../../gql';

/** A party disputes a completed exchange; the request card updates from the answer (see useOpenDispute). */
export const OpenDisputeMutation = graphql(`
  mutation OpenDispute($requestId: ID!, $reason: String!) {
    openDispute(requestId: $requestId, reason: $reason) {
      id
      status
      reversedAmount
      claimedAmount
      shortfall
      resolutionNote
    }
  }
`);

/** An attendee disputes their attended seat of a completed group session; the card updates from the answer. */
export const OpenGroupSessionDisputeMutation = graphql(`
  mutation OpenGroupSessionDispute($groupSessionId: ID!, $reason: String!) {
    openGroupSessionDispute(groupSessionId: $groupSessionId, reason: $reason) {
      id
      status
    }
  }
`);

/** Admins: the disputes queue, oldest first; `after` is the previous endCursor. */
export const AdminDisputesQuery = graphql(`
  query AdminDisputes($status: DisputeFilter!, $first: Int!, $after: String) {
    adminDisputes(status: $status, first: $first, after: $after) {
      nodes {
        id
        status
        ...DisputeRow_dispute
      }
      totalCount
      pageInfo {
        ...NextPage @unmask
      }
    }
  }
`);

/** Admins: reverse or dismiss; the answer is the dispute as it now is (normalised by id: the row updates in place). */
export const ResolveDisputeMutation = graphql(`
  mutation ResolveDispute($disputeId: ID!, $action: DisputeAction!, $note: String!) {
    resolveDispute(disputeId: $disputeId, action: $action, note: $note) {
      id
      status
      ...DisputeRow_dispute
    }
  }
`);
