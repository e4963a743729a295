import { useIntl } from 'react-intl';
import { formatCount, formatShare, userTypeLabel } from '../../lib/format';
import { ChartFrame, ChartSvg } from './ChartFrame';

export interface TypeCount {
  id: string;
  count: number;
}

const SIZE = 180;
const RADIUS = 66;
const STROKE = 26;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** Free first, then premium, then anything else; the donut's colours follow this order. */
function ordered(types: readonly TypeCount[]): TypeCount[] {
  const rank = (id: string) => ({ free: 0, premium: 1 })[id.toLowerCase()] ?? 2;
  return [...types].sort((a, b) => rank(a.id) - rank(b.id) || b.count - a.count);
}

/** Free vs premium members as a donut, with the total in the middle and a legend beside it. */
export function UserTypesChart({ types }: { types: readonly TypeCount[] }) {
  const intl = useIntl();
  const { locale } = intl;
  const count = (value: number) => formatCount(value, locale);
  const share = (part: number) => formatShare(part, total, locale);
  const label = (type: string) => userTypeLabel(type, intl);
  const slices = ordered(types).filter((t) => t.count > 0);
  const total = slices.reduce((sum, t) => sum + t.count, 0);
  const summary =
    total === 0
      ? intl.formatMessage({ id: 'admin.chart.types.none', defaultMessage: 'No members yet.' })
      : intl.formatMessage(
          { id: 'admin.chart.types.summary', defaultMessage: '{slices} of {total} members.' },
          {
            slices: intl.formatList(
              slices.map((t) =>
                intl.formatMessage(
                  { id: 'admin.chart.types.slice', defaultMessage: '{count} {type} ({share})' },
                  { count: count(t.count), type: label(t.id).toLocaleLowerCase(locale), share: share(t.count) },
                ),
              ),
              { type: 'unit', style: 'short' },
            ),
            total: count(total),
          },
        );

  const lengths = slices.map((t) => (t.count / total) * CIRCUMFERENCE);
  // Each arc starts where the ones before it end.
  const arcs = slices.map((t, index) => ({
    ...t,
    index,
    length: lengths[index],
    offset: lengths.slice(0, index).reduce((sum, l) => sum + l, 0),
  }));

  return (
    <ChartFrame
      title={intl.formatMessage({ id: 'admin.chart.types.title', defaultMessage: 'Free and premium members' })}
      summary={summary}
      className="admin-chart--donut"
      rows={slices}
      rowKey={(t) => t.id}
      columns={[
        {
          header: intl.formatMessage({ id: 'admin.chart.types.type', defaultMessage: 'Member type' }),
          cell: (t) => label(t.id),
        },
        {
          header: intl.formatMessage({ id: 'admin.chart.types.members', defaultMessage: 'Members' }),
          cell: (t) => count(t.count),
        },
        {
          header: intl.formatMessage({ id: 'admin.chart.types.share', defaultMessage: 'Share' }),
          cell: (t) => share(t.count),
        },
      ]}
    >
      {(ids) => (
        <div className="admin-donut">
          <ChartSvg ids={ids} width={SIZE} height={SIZE} className="admin-chart__svg admin-donut__svg">
            <circle
              className="admin-donut__track"
              cx={SIZE / 2}
              cy={SIZE / 2}
              r={RADIUS}
              strokeWidth={STROKE}
              fill="none"
            />
            {arcs.map((arc) => (
              <circle
                key={arc.id}
                className={`admin-donut__slice admin-donut__slice--${Math.min(arc.index, 3)}`}
                data-value={arc.count}
                cx={SIZE / 2}
                cy={SIZE / 2}
                r={RADIUS}
                fill="none"
                strokeWidth={STROKE}
                strokeDasharray={`${arc.length} ${CIRCUMFERENCE - arc.length}`}
                strokeDashoffset={-arc.offset}
                // Start at twelve o'clock and go clockwise.
                transform={`rotate(-90 ${SIZE / 2} ${SIZE / 2})`}
              >
                <title>
                  {intl.formatMessage(
                    { id: 'admin.chart.types.arc', defaultMessage: '{type}: {count} ({share})' },
                    { type: label(arc.id), count: count(arc.count), share: share(arc.count) },
                  )}
                </title>
              </circle>
            ))}
            <text className="admin-donut__total" x={SIZE / 2} y={SIZE / 2 - 4} textAnchor="middle">
              {count(total)}
            </text>
            <text className="admin-chart__tick" x={SIZE / 2} y={SIZE / 2 + 16} textAnchor="middle">
              {intl.formatMessage({ id: 'admin.chart.types.membersUnit', defaultMessage: 'members' })}
            </text>
          </ChartSvg>
          <ul className="admin-donut__legend ui-bare-list" aria-hidden="true">
            {arcs.map((arc) => (
              <li key={arc.id}>
                <span className={`admin-chart__swatch admin-donut__key--${Math.min(arc.index, 3)}`} />
                <span className="admin-donut__name">{label(arc.id)}</span>
                <span className="admin-donut__count">{count(arc.count)}</span>
                <span className="admin-donut__share">{share(arc.count)}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </ChartFrame>
  );
}
