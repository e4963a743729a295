import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Icon, ListSkeleton, LoadError, RefreshBar } from '../../../shared/ui';
import { PERIODS, useAdminAnalytics, type Period } from '../hooks/useAdminAnalytics';
import { formatCount, formatShare } from '../lib/format';
import { MembersOverTimeChart } from './charts/MembersOverTimeChart';
import { TopSkillsChart } from './charts/TopSkillsChart';
import { UserTypesChart } from './charts/UserTypesChart';
import { AdminSection } from './AdminSection';

/** Analytics: a period switch, the totals as cards and three charts. */
export function AnalyticsPanel() {
  const [period, setPeriod] = useState<Period>('month');
  const { analytics, stale, loading, error, retry } = useAdminAnalytics(period);
  const intl = useIntl();
  const phraseMessage = PERIODS.find((p) => p.id === period)?.phrase;
  const phrase = phraseMessage ? intl.formatMessage(phraseMessage) : '';
  const loadingText = intl.formatMessage({ id: 'admin.analytics.loading', defaultMessage: 'Loading analytics…' });

  return (
    <AdminSection
      title={intl.formatMessage({ id: 'admin.analytics.title', defaultMessage: 'Analytics' })}
      row
      className="ui-stack"
      busy={loading}
      tools={
        <div
          className="segmented"
          role="group"
          aria-label={intl.formatMessage({ id: 'admin.analytics.period', defaultMessage: 'Period' })}
        >
          {PERIODS.map((p) => (
            <button
              key={p.id}
              type="button"
              className="segmented__option ui-plain-button"
              aria-pressed={p.id === period}
              onClick={() => setPeriod(p.id)}
            >
              {intl.formatMessage(p.label)}
            </button>
          ))}
        </div>
      }
    >
      {error ? (
        <LoadError
          message={intl.formatMessage({
            id: 'admin.analytics.loadFailed',
            defaultMessage: 'Analytics could not be loaded.',
          })}
          onRetry={retry}
        />
      ) : !analytics ? (
        <ListSkeleton label={loadingText} layout="cards" count={3} />
      ) : (
        <div className="admin-analytics">
          <RefreshBar active={stale} label={loadingText} />
          <dl className="stat-grid">
            <StatCard
              label={intl.formatMessage({ id: 'admin.analytics.totalMembers', defaultMessage: 'Total members' })}
              value={analytics.totals.totalUsers}
              icon="users"
            />
            <StatCard
              label={intl.formatMessage({ id: 'admin.analytics.newMembers', defaultMessage: 'New members' })}
              value={analytics.totals.usersInPeriod}
              note={phrase}
              icon="sparkles"
            />
            <StatCard
              label={intl.formatMessage({ id: 'admin.analytics.activeServices', defaultMessage: 'Active services' })}
              value={analytics.totals.totalServices}
              icon="briefcase"
            />
            <StatCard
              label={intl.formatMessage({ id: 'admin.analytics.requests', defaultMessage: 'Exchange requests' })}
              value={analytics.totals.totalRequests}
              icon="swap"
            />
            <StatCard
              label={intl.formatMessage({ id: 'admin.analytics.completed', defaultMessage: 'Completed exchanges' })}
              value={analytics.totals.completedExchanges}
              note={
                analytics.totals.totalRequests > 0
                  ? intl.formatMessage(
                      { id: 'admin.analytics.completedShare', defaultMessage: '{share} of requests' },
                      {
                        share: formatShare(
                          analytics.totals.completedExchanges,
                          analytics.totals.totalRequests,
                          intl.locale,
                        ),
                      },
                    )
                  : undefined
              }
              icon="checkCircle"
            />
          </dl>
          <div className="admin-charts">
            <div className="panel admin-charts__wide">
              <MembersOverTimeChart points={analytics.membersOverTime} monthly={period === 'year'} />
            </div>
            <div className="panel">
              <UserTypesChart types={analytics.userTypes} />
            </div>
            <div className="panel">
              <TopSkillsChart skills={analytics.skillsDistribution} />
            </div>
          </div>
        </div>
      )}
    </AdminSection>
  );
}

function StatCard({
  label,
  value,
  note,
  icon,
}: {
  label: string;
  value: number;
  note?: string;
  icon: 'users' | 'sparkles' | 'briefcase' | 'swap' | 'checkCircle';
}) {
  const { locale } = useIntl();
  return (
    <div className="stat-card panel">
      <dt className="stat-card__label">
        <Icon name={icon} size={16} />
        {label}
      </dt>
      <dd className="stat-card__value">{formatCount(value, locale)}</dd>
      {note && <dd className="stat-card__note">{note}</dd>}
    </div>
  );
}
