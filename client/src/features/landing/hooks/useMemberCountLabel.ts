import { useQuery } from '@apollo/client/react';
import { PlatformStatsQuery } from '../operations';

export const MEMBER_CLAIM_FLOOR = 50;

/** 'Join 50+ members' until the real count is above 50, then the real count (spec §1). */
export function memberCountLabel(count: number | undefined): string {
  return count !== undefined && count > MEMBER_CLAIM_FLOOR ? `Join ${count.toLocaleString('en-US')} members` : 'Join 50+ members';
}

export function useMemberCountLabel(): string {
  // A failed stats call just keeps the floor claim.
  const { data } = useQuery(PlatformStatsQuery, { errorPolicy: 'ignore' });
  return memberCountLabel(data?.platformStats.memberCount);
}
