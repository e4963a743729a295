import { graphql } from '../../gql';

/** Discover Services: search and filters combine; `after` is the previous page's endCursor. */
export const DiscoverServicesQuery = graphql(`
  query DiscoverServices($filter: ServiceFilter, $first: Int!, $after: String) {
    services(filter: $filter, first: $first, after: $after) {
      nodes {
        id
        coach {
          id
        }
        ...ServiceCard_service
      }
      totalCount
      totalCountIsCapped
      pageInfo {
        ...NextPage @unmask
      }
    }
  }
`);
