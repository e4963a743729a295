import { graphql, useFragment, type FragmentType } from '../../../gql';
import { Icon } from '../../../shared/ui';

export const ReliabilitySummary_coachFragment = graphql(`
  fragment ReliabilitySummary_coach on Coach {
    id
    reliability {
      responseRate
      completionRate
      averageRating
      ratingCount
      completedExchanges
      newMember
      medianResponseMinutes
    }
  }
`);

const percent = (rate: number | null) => (rate === null ? '—' : `${Math.round(rate * 100)}%`);

/** The median time to a first answer, in the unit a member reads at a glance: "12 min", "3 h", "2 days". */
export function responseTime(minutes: number | null): string {
  if (minutes === null) return '—';
  if (minutes < 60) return `${Math.max(1, minutes)} min`;
  const hours = Math.round(minutes / 60);
  if (hours < 48) return `${hours} h`;
  return `${Math.round(hours / 24)} days`;
}

/**
 * A coach's reliability, computed by the server from their exchanges: "New member"
 * below 3 completed exchanges, else the response and completion rates, the rating and the count.
 */
export function ReliabilitySummary({
  coach: ref,
  compact = false,
}: {
  coach: FragmentType<typeof ReliabilitySummary_coachFragment>;
  compact?: boolean;
}) {
  const { reliability: r } = useFragment(ReliabilitySummary_coachFragment, ref);
  // How fast they answer counts from the first question: a new member shows it beside the badge.
  const answers =
    r.medianResponseMinutes === null ? '' : ` · Usually answers in ${responseTime(r.medianResponseMinutes)}`;
  if (r.newMember) {
    return (
      <p className="reliability reliability--new">
        <Icon name="sparkles" size={15} />
        <span>
          New member
          {r.completedExchanges > 0
            ? ` · ${r.completedExchanges} completed ${r.completedExchanges === 1 ? 'exchange' : 'exchanges'}`
            : ''}
          {answers}
        </span>
      </p>
    );
  }
  const facts = [
    { label: 'Responds within 48 h', value: percent(r.responseRate) },
    { label: 'Usually answers in', value: responseTime(r.medianResponseMinutes) },
    { label: 'Completes', value: percent(r.completionRate) },
    {
      label: 'Rating',
      value:
        r.averageRating === null ? '—' : `${r.averageRating.toFixed(1)} / 5${compact ? '' : ` (${r.ratingCount})`}`,
    },
    { label: 'Exchanges', value: String(r.completedExchanges) },
  ];
  return (
    <dl className={compact ? 'reliability reliability--compact' : 'reliability'} aria-label="Reliability">
      {facts.map((f) => (
        <div key={f.label}>
          <dt>{f.label}</dt>
          <dd>{f.value}</dd>
        </div>
      ))}
    </dl>
  );
}
