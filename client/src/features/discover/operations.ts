import { graphql } from '../../gql';

/**
 * "Offer" is this codebase's word for a member's service (STYLE.md: it keeps the domain apart
 * from service layers); the GraphQL API and the screens keep the spec's word, Service.
 */
export const OfferCardFragment = graphql(`
  fragment OfferCard on Service {
    id
    title
    description
    category
    categoryLabel
    durationMinutes
    energyCost
    maxParticipants
    createdAt
    coach {
      id
      fullName
      userType
    }
  }
`);

/** Discover Services: search and filters combine; `after` is the previous page's endCursor. */
export const DiscoverServicesQuery = graphql(`
  query DiscoverServices($filter: ServiceFilter, $first: Int!, $after: String) {
    services(filter: $filter, first: $first, after: $after) {
      nodes {
        ...OfferCard
      }
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);
