import { graphql } from '../../gql';

export const ReferralInfoQuery = graphql(`
  query ReferralInfo {
    referralInfo {
      totalReferrals
      successfulReferrals
      epEarned
      referralLink
      referralCode
      recentReferrals {
        fullName
        createdAt
        completed
      }
    }
  }
`);
