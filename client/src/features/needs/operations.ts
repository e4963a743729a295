import { graphql } from '../../gql';

/** The Needs board: search and category combine; `after` is the previous page's endCursor. */
export const NeedsBoardQuery = graphql(`
  query NeedsBoard($filter: NeedFilter, $first: Int!, $after: String) {
    needs(filter: $filter, first: $first, after: $after) {
      nodes {
        id
        isMine
        ...NeedCard_need
      }
      totalCount
      pageInfo {
        ...NextPage @unmask
      }
    }
  }
`);

/** My needs with the services offered for them, and my services (what "I can help" offers). */
export const MyNeedsQuery = graphql(`
  query MyNeeds {
    myNeeds {
      id
      ...MyNeedItem_need
    }
  }
`);

export const MyServicesForHelpQuery = graphql(`
  query MyServicesForHelp {
    myServices {
      id
      title
      energyCost
    }
  }
`);

export const CreateNeedMutation = graphql(`
  mutation CreateNeed($input: NeedInput!) {
    createNeed(input: $input) {
      id
      ...MyNeedItem_need
      ...NeedCard_need
    }
  }
`);

export const UpdateNeedMutation = graphql(`
  mutation UpdateNeed($id: ID!, $input: NeedInput!) {
    updateNeed(id: $id, input: $input) {
      id
      ...MyNeedItem_need
      ...NeedCard_need
    }
  }
`);

export const CloseNeedMutation = graphql(`
  mutation CloseNeed($id: ID!, $closed: Boolean!) {
    closeNeed(id: $id, closed: $closed) {
      id
      ...MyNeedItem_need
    }
  }
`);

export const DeleteNeedMutation = graphql(`
  mutation DeleteNeed($id: ID!) {
    deleteNeed(id: $id) {
      id
    }
  }
`);

export const AnswerNeedMutation = graphql(`
  mutation AnswerNeed($id: ID!, $serviceId: ID!) {
    answerNeed(id: $id, serviceId: $serviceId) {
      id
      answerCount
      helpedByMe
    }
  }
`);
