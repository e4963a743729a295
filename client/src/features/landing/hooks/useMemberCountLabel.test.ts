import { print } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { PlatformStatsQuery } from '../operations';
import { PLATFORM_STATS_TEXT } from '../platformStats';
import { fetchMemberCount, memberCountLabel } from './useMemberCountLabel';

describe('memberCountLabel', () => {
  it('keeps the 50+ claim up to 50 members and while the count is unknown', () => {
    expect(memberCountLabel(undefined)).toBe('Join 50+ members');
    expect(memberCountLabel(3)).toBe('Join 50+ members');
    expect(memberCountLabel(50)).toBe('Join 50+ members');
  });

  it('shows the real count above 50', () => {
    expect(memberCountLabel(51)).toBe('Join 51 members');
    expect(memberCountLabel(1234)).toBe('Join 1,234 members');
  });
});

describe('the member count call', () => {
  it('sends the same operation as the typed PlatformStats document', () => {
    expect(PLATFORM_STATS_TEXT.replace(/\s+/g, ' ')).toBe(print(PlatformStatsQuery).replace(/\s+/g, ' '));
  });

  it('posts it to /graphql and reads the count', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify({ data: { platformStats: { memberCount: 1234 } } }), {
        headers: { 'content-type': 'application/json' },
      }),
    );
    await expect(fetchMemberCount()).resolves.toBe(1234);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/graphql');
    expect(JSON.parse(init?.body as string)).toEqual({ operationName: 'PlatformStats', query: PLATFORM_STATS_TEXT });
  });
});
