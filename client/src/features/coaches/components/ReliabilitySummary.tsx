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
    }
  }
`);

const percent = (rate: number | null) => (rate === null ? '—' : `${Math.round(rate * 100)}%`);

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
  if (r.newMember) {
    return (
      <p className="reliability reliability--new">
        <Icon name="sparkles" size={15} />
        <span>
          New member
          {r.completedExchanges > 0
            ? ` · ${r.completedExchanges} completed ${r.completedExchanges === 1 ? 'exchange' : 'exchanges'}`
            : ''}
        </span>
      </p>
    );
  }
  const facts = [
    { label: 'Responds within 48 h', value: percent(r.responseRate) },
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
