import { useEffect, useState } from 'react';
import { defineMessages, useIntl, type IntlShape } from 'react-intl';
import type { PlatformStatsQuery as PlatformStatsResult } from '../../../gql/graphql';
import { PLATFORM_STATS_TEXT } from '../platformStats';
import { displayIntl } from '../../../shared/i18n';

export const MEMBER_CLAIM_FLOOR = 50;

const MEMBER_COUNT = defineMessages<{ floor: { floor: number }; count: { count: number } }>({
  floor: { id: 'landing.members.floor', defaultMessage: 'Join {floor, number}+ members' },
  count: { id: 'landing.members.count', defaultMessage: 'Join {count, number} members' },
});

/** 'Join 50+ members' until the real count is above 50, then the real count, in the reader's language. */
export function memberCountLabel(count: number | undefined, intl: IntlShape = displayIntl()): string {
  return count !== undefined && count > MEMBER_CLAIM_FLOOR
    ? intl.formatMessage(MEMBER_COUNT.count, { count })
    : intl.formatMessage(MEMBER_COUNT.floor, { floor: MEMBER_CLAIM_FLOOR });
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
  const intl = useIntl();
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
  return memberCountLabel(count, intl);
}
