import { useQuery } from '@apollo/client/react';
import { AdminAnalyticsQuery } from '../operations';

export type Period = 'week' | 'month' | 'year';

export const PERIODS: ReadonlyArray<{ id: Period; label: string; phrase: string }> = [
  { id: 'week', label: 'Week', phrase: 'in the last 7 days' },
  { id: 'month', label: 'Month', phrase: 'in the last month' },
  { id: 'year', label: 'Year', phrase: 'in the last year' },
];

/** Analytics for one period; while another period loads, the previous figures stay (marked stale). */
export function useAdminAnalytics(period: Period) {
  const { data, previousData, loading, error, refetch } = useQuery(AdminAnalyticsQuery, {
    variables: { period },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const analytics = (data ?? previousData)?.adminAnalytics;
  return {
    analytics,
    stale: !data && Boolean(previousData),
    loading,
    error: analytics ? undefined : error,
    retry: () => void refetch().catch(() => {}),
  };
}
