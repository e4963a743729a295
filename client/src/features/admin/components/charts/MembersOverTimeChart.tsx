import { defineMessage, useIntl } from 'react-intl';
import { formatBucket, formatCount } from '../../lib/format';
import { labelIndexes, niceScale } from '../../lib/scale';
import { useElementWidth } from '../../hooks/useElementWidth';
import { ChartFrame, ChartSvg } from './ChartFrame';

export interface MembersPoint {
  date: string;
  newMembers: number;
  totalMembers: number;
}

export interface MembersOverTimeChartProps {
  points: readonly MembersPoint[];
  /** Monthly buckets (the year view) instead of daily ones. */
  monthly: boolean;
}

const TITLE = defineMessage({ id: 'admin.chart.members.title', defaultMessage: 'Members over time' });
const NEW_MEMBERS = defineMessage({ id: 'admin.chart.members.new', defaultMessage: 'New members' });
const TOTAL_MEMBERS = defineMessage({ id: 'admin.chart.members.total', defaultMessage: 'Total members' });

const HEIGHT = 300;
const MARGIN = { top: 14, right: 16, left: 48 };
// Two bands sharing the time axis: the running total on top, new members per bucket below.
const TOTAL_BOTTOM = 168;
const BARS_TOP = 196;
const BARS_BOTTOM = 262;
const AXIS_LABEL_Y = 284;

/** Total members as an area line, new members per day (or month) as bars under it. */
export function MembersOverTimeChart({ points, monthly }: MembersOverTimeChartProps) {
  const intl = useIntl();
  const [ref, width] = useElementWidth<HTMLDivElement>(640);

  return (
    <div ref={ref} className="admin-chart-slot">
      {points.length === 0 ? (
        <ChartFrame
          title={intl.formatMessage(TITLE)}
          summary={intl.formatMessage({
            id: 'admin.chart.members.noData',
            defaultMessage: 'No member data for this period.',
          })}
          rows={[]}
          columns={[]}
          rowKey={() => ''}
        >
          {() => null}
        </ChartFrame>
      ) : (
        <MembersDrawing points={points} monthly={monthly} width={width} />
      )}
    </div>
  );
}

function MembersDrawing({ points, monthly, width }: MembersOverTimeChartProps & { width: number }) {
  const intl = useIntl();
  const { locale } = intl;
  const count = (value: number) => formatCount(value, locale);
  const bucket = (date: string) => formatBucket(date, monthly, locale);
  const unit = monthly ? 'month' : 'day';

  const first = points[0];
  const last = points[points.length - 1];
  const busiest = points.reduce((best, p) => (p.newMembers > best.newMembers ? p : best), first);
  const joined = points.reduce((sum, p) => sum + p.newMembers, 0);
  const summary = intl.formatMessage(
    {
      id: 'admin.chart.members.summary',
      defaultMessage:
        'Total members went from {from} on {fromDate} to {to} on {toDate}, with {joined} new. {busiest, select, none {Nobody joined in this period.} other {{unit, select, month {Busiest month} other {Busiest day}}: {busiestDate} ({busiest} new).}}',
    },
    {
      from: count(first.totalMembers),
      fromDate: bucket(first.date),
      to: count(last.totalMembers),
      toDate: bucket(last.date),
      joined: count(joined),
      busiest: busiest.newMembers > 0 ? count(busiest.newMembers) : 'none',
      busiestDate: bucket(busiest.date),
      unit,
    },
  );

  const plotLeft = MARGIN.left;
  const plotRight = Math.max(plotLeft + 80, width - MARGIN.right);
  const band = (plotRight - plotLeft) / points.length;
  const x = (i: number) => plotLeft + band * (i + 0.5);

  const totalScale = niceScale(Math.max(...points.map((p) => p.totalMembers)), 4);
  const yTotal = (v: number) => TOTAL_BOTTOM - (v / totalScale.max) * (TOTAL_BOTTOM - MARGIN.top);
  const newScale = niceScale(Math.max(...points.map((p) => p.newMembers)), 2);
  const barHeight = (v: number) => (v / newScale.max) * (BARS_BOTTOM - BARS_TOP);
  const barWidth = Math.max(2, Math.min(28, band * 0.7));

  const line = points
    .map((p, i) => `${i === 0 ? 'M' : 'L'}${x(i).toFixed(1)},${yTotal(p.totalMembers).toFixed(1)}`)
    .join(' ');
  const area = `${line} L${x(points.length - 1).toFixed(1)},${TOTAL_BOTTOM} L${x(0).toFixed(1)},${TOTAL_BOTTOM} Z`;
  const labelled = labelIndexes(points.length, Math.max(2, Math.floor((plotRight - plotLeft) / 72)));

  return (
    <ChartFrame
      title={intl.formatMessage(TITLE)}
      summary={summary}
      rows={points}
      rowKey={(p) => p.date}
      columns={[
        {
          header: monthly
            ? intl.formatMessage({ id: 'admin.chart.members.month', defaultMessage: 'Month' })
            : intl.formatMessage({ id: 'admin.chart.members.day', defaultMessage: 'Day' }),
          cell: (p) => bucket(p.date),
        },
        { header: intl.formatMessage(NEW_MEMBERS), cell: (p) => count(p.newMembers) },
        { header: intl.formatMessage(TOTAL_MEMBERS), cell: (p) => count(p.totalMembers) },
      ]}
      legend={
        <ul className="admin-chart__legend ui-facts ui-bare-list" aria-hidden="true">
          <li>
            <span className="admin-chart__swatch admin-chart__swatch--line" />
            {intl.formatMessage(TOTAL_MEMBERS)}
          </li>
          <li>
            <span className="admin-chart__swatch admin-chart__swatch--bar" />
            {monthly
              ? intl.formatMessage({ id: 'admin.chart.members.newPerMonth', defaultMessage: 'New members per month' })
              : intl.formatMessage({ id: 'admin.chart.members.newPerDay', defaultMessage: 'New members per day' })}
          </li>
        </ul>
      }
    >
      {(ids) => (
        <div className="admin-chart__canvas">
          <ChartSvg ids={ids} width={width} height={HEIGHT}>
            {totalScale.ticks.map((tick) => (
              <g key={`t${tick}`}>
                <line className="admin-chart__grid" x1={plotLeft} x2={plotRight} y1={yTotal(tick)} y2={yTotal(tick)} />
                <text
                  className="admin-chart__tick"
                  x={plotLeft - 8}
                  y={yTotal(tick)}
                  textAnchor="end"
                  dominantBaseline="middle"
                >
                  {count(tick)}
                </text>
              </g>
            ))}
            <path className="admin-chart__area" d={area} />
            <path className="admin-chart__line" d={line} />
            {points.map((p, i) => (
              <circle
                key={p.date}
                className="admin-chart__dot"
                cx={x(i)}
                cy={yTotal(p.totalMembers)}
                r={band >= 14 ? 3 : 0}
              >
                <title>
                  {intl.formatMessage(
                    { id: 'admin.chart.members.totalPoint', defaultMessage: '{date}: {count} members' },
                    { date: bucket(p.date), count: count(p.totalMembers) },
                  )}
                </title>
              </circle>
            ))}
            <text
              className="admin-chart__value"
              x={x(points.length - 1)}
              y={yTotal(last.totalMembers) - 10}
              textAnchor="end"
            >
              {count(last.totalMembers)}
            </text>

            <line className="admin-chart__baseline" x1={plotLeft} x2={plotRight} y1={BARS_BOTTOM} y2={BARS_BOTTOM} />
            <text
              className="admin-chart__tick"
              x={plotLeft - 8}
              y={BARS_TOP}
              textAnchor="end"
              dominantBaseline="middle"
            >
              {count(newScale.max)}
            </text>
            <text
              className="admin-chart__tick"
              x={plotLeft - 8}
              y={BARS_BOTTOM}
              textAnchor="end"
              dominantBaseline="middle"
            >
              {count(0)}
            </text>
            {points.map((p, i) => {
              const h = barHeight(p.newMembers);
              return (
                <rect
                  key={p.date}
                  className="admin-chart__bar admin-chart__bar--new"
                  data-value={p.newMembers}
                  x={x(i) - barWidth / 2}
                  y={BARS_BOTTOM - h}
                  width={barWidth}
                  height={h}
                  rx={Math.min(3, barWidth / 3)}
                >
                  <title>
                    {intl.formatMessage(
                      { id: 'admin.chart.members.newPoint', defaultMessage: '{date}: {count} new' },
                      { date: bucket(p.date), count: count(p.newMembers) },
                    )}
                  </title>
                </rect>
              );
            })}
            {labelled.map((i) => (
              <text
                key={`x${i}`}
                className="admin-chart__tick"
                x={x(i)}
                y={AXIS_LABEL_Y}
                textAnchor={
                  i === 0 && labelled.length > 1
                    ? 'start'
                    : i === points.length - 1 && labelled.length > 1
                      ? 'end'
                      : 'middle'
                }
              >
                {bucket(points[i].date)}
              </text>
            ))}
          </ChartSvg>
        </div>
      )}
    </ChartFrame>
  );
}
