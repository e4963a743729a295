import { graphql } from '../../gql';

/** "For you": what fits me (swaps and rings included), and my swaps (proposed and received). */
export const ForYouQuery = graphql(`
  query ForYou {
    matches {
      services {
        needId
        service {
          id
          title
          energyCost
          durationMinutes
          categoryLabel
          coach {
            id
            fullName
          }
        }
      }
      needs {
        id
        ...NeedCard_need
      }
      swaps {
        partnerId
        myServiceId
        theirServiceId
        ...SwapSuggestionCard_suggestion
      }
      rings {
        secondId
        thirdId
        myServiceId
        secondServiceId
        thirdServiceId
        ...RingSuggestionCard_suggestion
      }
    }
    # Whether the member has an open need and a service: what "No swaps yet" asks of them.
    myNeeds {
      id
      open
    }
    myServices {
      id
    }
    mySwaps(first: 20) {
      nodes {
        id
        ...SwapCard_swap
      }
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export const ProposeSwapMutation = graphql(`
  mutation ProposeSwap($myServiceId: ID!, $theirServiceId: ID!) {
    proposeSwap(myServiceId: $myServiceId, theirServiceId: $theirServiceId) {
      id
      partnerId
      ...SwapCard_swap
      viewer {
        ...ViewerChanges
      }
    }
  }
`);

export const AcceptSwapMutation = graphql(`
  mutation AcceptSwap($id: ID!) {
    acceptSwap(id: $id) {
      id
      ...SwapCard_swap
      viewer {
        ...ViewerChanges
      }
    }
  }
`);

export const DeclineSwapMutation = graphql(`
  mutation DeclineSwap($id: ID!) {
    declineSwap(id: $id) {
      id
      ...SwapCard_swap
      viewer {
        ...ViewerChanges
      }
    }
  }
`);

export const CancelSwapMutation = graphql(`
  mutation CancelSwap($id: ID!) {
    cancelSwap(id: $id) {
      id
      ...SwapCard_swap
      viewer {
        ...ViewerChanges
      }
    }
  }
`);

/** My rings (proposed and proposed to me), read beside For you: one document would pass the cost limit. */
export const MyRingsQuery = graphql(`
  query MyRings {
    myRings(first: 20) {
      nodes {
        id
        ...RingCard_ring
      }
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export const ProposeRingMutation = graphql(`
  mutation ProposeRing($myServiceId: ID!, $secondServiceId: ID!, $thirdServiceId: ID!) {
    proposeRing(myServiceId: $myServiceId, secondServiceId: $secondServiceId, thirdServiceId: $thirdServiceId) {
      id
      members {
        memberId
      }
      ...RingCard_ring
    }
  }
`);

export const AcceptRingMutation = graphql(`
  mutation AcceptRing($id: ID!) {
    acceptRing(id: $id) {
      id
      ...RingCard_ring
    }
  }
`);

export const DeclineRingMutation = graphql(`
  mutation DeclineRing($id: ID!) {
    declineRing(id: $id) {
      id
      ...RingCard_ring
    }
  }
`);

export const CancelRingMutation = graphql(`
  mutation CancelRing($id: ID!) {
    cancelRing(id: $id) {
      id
      ...RingCard_ring
    }
  }
`);
