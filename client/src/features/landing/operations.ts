import { graphql } from '../../gql';

export const PlatformStatsQuery = graphql(`
  query PlatformStats {
    platformStats {
      memberCount
    }
  }
`);
