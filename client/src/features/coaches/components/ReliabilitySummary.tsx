import { defineMessages, useIntl, type IntlShape, type NoMessageValues } from 'react-intl';
import { graphql, useFragment, type FragmentType } from '../../../gql';
import { displayIntl } from '../../../shared/i18n';
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

const TEXT = defineMessages<{
  minutes: { count: number };
  hours: { count: number };
  days: { count: number };
  newMember: NoMessageValues;
  completed: { count: number };
  answersIn: { time: string };
  label: NoMessageValues;
  respondsWithin: NoMessageValues;
  usuallyAnswersIn: NoMessageValues;
  completes: NoMessageValues;
  rating: NoMessageValues;
  ratingValue: { rating: string };
  ratingValueWithCount: { rating: string; count: number };
  exchanges: NoMessageValues;
}>({
  minutes: { id: 'coaches.reliability.minutes', defaultMessage: '{count} min' },
  hours: { id: 'coaches.reliability.hours', defaultMessage: '{count} h' },
  days: { id: 'coaches.reliability.days', defaultMessage: '{count, plural, one {{count} day} other {{count} days}}' },
  newMember: { id: 'coaches.reliability.newMember', defaultMessage: 'New member' },
  completed: {
    id: 'coaches.reliability.completed',
    defaultMessage: '{count, plural, one {{count} completed exchange} other {{count} completed exchanges}}',
  },
  answersIn: { id: 'coaches.reliability.answersIn', defaultMessage: 'Usually answers in {time}' },
  label: { id: 'coaches.reliability.label', defaultMessage: 'Reliability' },
  respondsWithin: { id: 'coaches.reliability.respondsWithin', defaultMessage: 'Responds within 48 h' },
  usuallyAnswersIn: { id: 'coaches.reliability.usuallyAnswersIn', defaultMessage: 'Usually answers in' },
  completes: { id: 'coaches.reliability.completes', defaultMessage: 'Completes' },
  rating: { id: 'coaches.reliability.rating', defaultMessage: 'Rating' },
  ratingValue: { id: 'coaches.reliability.ratingValue', defaultMessage: '{rating} / 5' },
  ratingValueWithCount: { id: 'coaches.reliability.ratingValueWithCount', defaultMessage: '{rating} / 5 ({count})' },
  exchanges: { id: 'coaches.reliability.exchanges', defaultMessage: 'Exchanges' },
});

/** Where a figure is unknown. */
const NONE = '—';
/** Between the facts of a new member's line. */
const SEPARATOR = ' · ';

const percent = (rate: number | null, intl: IntlShape) =>
  rate === null ? NONE : intl.formatNumber(rate, { style: 'percent', maximumFractionDigits: 0 });

/** The median time to a first answer, in the unit a member reads at a glance: "12 min", "3 h", "2 days". */
export function responseTime(minutes: number | null, intl: IntlShape = displayIntl()): string {
  if (minutes === null) return NONE;
  if (minutes < 60) return intl.formatMessage(TEXT.minutes, { count: Math.max(1, minutes) });
  const hours = Math.round(minutes / 60);
  if (hours < 48) return intl.formatMessage(TEXT.hours, { count: hours });
  return intl.formatMessage(TEXT.days, { count: Math.round(hours / 24) });
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
  const intl = useIntl();
  const { reliability: r } = useFragment(ReliabilitySummary_coachFragment, ref);
  if (r.newMember) {
    // How fast they answer counts from the first question: a new member shows it beside the badge.
    const line = [
      intl.formatMessage(TEXT.newMember),
      r.completedExchanges > 0 ? intl.formatMessage(TEXT.completed, { count: r.completedExchanges }) : null,
      r.medianResponseMinutes === null
        ? null
        : intl.formatMessage(TEXT.answersIn, { time: responseTime(r.medianResponseMinutes, intl) }),
    ];
    return (
      <p className="reliability reliability--new">
        <Icon name="sparkles" size={15} />
        <span>{line.filter(Boolean).join(SEPARATOR)}</span>
      </p>
    );
  }
  const average =
    r.averageRating === null
      ? null
      : intl.formatNumber(r.averageRating, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const rating =
    average === null
      ? NONE
      : compact
        ? intl.formatMessage(TEXT.ratingValue, { rating: average })
        : intl.formatMessage(TEXT.ratingValueWithCount, { rating: average, count: r.ratingCount });
  const facts = [
    { key: 'responds', label: TEXT.respondsWithin, value: percent(r.responseRate, intl) },
    { key: 'answers', label: TEXT.usuallyAnswersIn, value: responseTime(r.medianResponseMinutes, intl) },
    { key: 'completes', label: TEXT.completes, value: percent(r.completionRate, intl) },
    { key: 'rating', label: TEXT.rating, value: rating },
    { key: 'exchanges', label: TEXT.exchanges, value: intl.formatNumber(r.completedExchanges) },
  ];
  return (
    <dl
      className={compact ? 'reliability reliability--compact' : 'reliability'}
      aria-label={intl.formatMessage(TEXT.label)}
    >
      {facts.map((f) => (
        <div key={f.key}>
          <dt>{intl.formatMessage(f.label)}</dt>
          <dd>{f.value}</dd>
        </div>
      ))}
    </dl>
  );
}
