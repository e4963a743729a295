import { useEffect, useState } from 'react';
import type { PlatformStatsQuery as PlatformStatsResult } from '../../../gql/graphql';
import { PLATFORM_STATS_TEXT } from '../platformStats';

export const MEMBER_CLAIM_FLOOR = 50;

/** 'Join 50+ members' until the real count is above 50, then the real count. */
export function memberCountLabel(count: number | undefined): string {
  return count !== undefined && count > MEMBER_CLAIM_FLOOR
    ? `Join ${count.toLocaleString('en-US')} members`
    : 'Join 50+ members';
}

/** Asks /graphql for the member count with a plain POST: the landing carries no GraphQL client. */
export async function fetchMemberCount(): Promise<number | undefined> {
  const res = await fetch('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ operationName: 'PlatformStats', query: PLATFORM_STATS_TEXT }),
  });
  const body = (await res.json()) as { data?: PlatformStatsResult };
  const count = body.data?.platformStats.memberCount;
  return typeof count === 'number' ? count : undefined;
}

export function useMemberCountLabel(): string {
  const [count, setCount] = useState<number>();
  useEffect(() => {
    let active = true;
    // A failed stats call just keeps the floor claim.
    fetchMemberCount()
      .then((n) => active && setCount(n))
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, []);
  return memberCountLabel(count);
}
