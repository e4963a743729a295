import { graphql } from '../../gql';

/** "For you": what fits me, and my swaps (proposed and received). */
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
        myOfferId
        theirOfferId
        ...SwapSuggestionCard_suggestion
      }
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
