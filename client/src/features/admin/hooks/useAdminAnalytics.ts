import { useQuery } from '@apollo/client/react';
import { defineMessage, type MessageDescriptor } from 'react-intl';
import { AdminAnalyticsQuery } from '../operations';

export type Period = 'week' | 'month' | 'year';

export const PERIODS: ReadonlyArray<{ id: Period; label: MessageDescriptor; phrase: MessageDescriptor }> = [
  {
    id: 'week',
    label: defineMessage({ id: 'admin.analytics.period.week', defaultMessage: 'Week' }),
    phrase: defineMessage({ id: 'admin.analytics.period.weekPhrase', defaultMessage: 'in the last 7 days' }),
  },
  {
    id: 'month',
    label: defineMessage({ id: 'admin.analytics.period.month', defaultMessage: 'Month' }),
    phrase: defineMessage({ id: 'admin.analytics.period.monthPhrase', defaultMessage: 'in the last month' }),
  },
  {
    id: 'year',
    label: defineMessage({ id: 'admin.analytics.period.year', defaultMessage: 'Year' }),
    phrase: defineMessage({ id: 'admin.analytics.period.yearPhrase', defaultMessage: 'in the last year' }),
  },
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
