import { useIntl } from 'react-intl';
import { useElementWidth } from '../../hooks/useElementWidth';
import { formatCount } from '../../lib/format';
import { ChartFrame, ChartSvg } from './ChartFrame';

export interface SkillCount {
  id: string;
  count: number;
}

/** How many skills the chart shows; the server sends up to 15, most common first. */
export const TOP_SKILLS = 10;
const ROW = 32;
const BAR = 20;
const TOP = 6;

function shorten(label: string, max: number): string {
  return label.length > max ? `${label.slice(0, Math.max(1, max - 1))}…` : label;
}

/** The most common member skills as horizontal bars, longest first. */
export function TopSkillsChart({ skills }: { skills: readonly SkillCount[] }) {
  const intl = useIntl();
  const count = (value: number) => formatCount(value, intl.locale);
  const [ref, width] = useElementWidth<HTMLDivElement>(640);
  const rows = [...skills].sort((a, b) => b.count - a.count || a.id.localeCompare(b.id)).slice(0, TOP_SKILLS);
  const summary =
    rows.length === 0
      ? intl.formatMessage({ id: 'admin.chart.skills.none', defaultMessage: 'No member has listed a skill yet.' })
      : intl.formatMessage(
          { id: 'admin.chart.skills.summary', defaultMessage: 'Most listed: {skills}.' },
          {
            skills: intl.formatList(
              rows
                .slice(0, 3)
                .map((s) =>
                  intl.formatMessage(
                    { id: 'admin.chart.skills.skillCount', defaultMessage: '{skill} ({count})' },
                    { skill: s.id, count: count(s.count) },
                  ),
                ),
              { type: 'unit', style: 'short' },
            ),
          },
        );

  // Labels take up to a third of the width (at most 180 px), bars the rest, counts after them.
  const labelWidth = Math.min(180, Math.max(96, Math.round(width / 3)));
  const barLeft = labelWidth + 8;
  const barSpace = Math.max(40, width - barLeft - 40);
  // No axis: the longest bar spans the space and every bar carries its count.
  const max = Math.max(1, rows[0]?.count ?? 1);
  const height = TOP + rows.length * ROW + 4;
  // About 8 px per character at 13 px: long names are shortened (full name in the tooltip).
  const maxChars = Math.floor(labelWidth / 8);

  return (
    <div ref={ref} className="admin-chart-slot">
      <ChartFrame
        title={intl.formatMessage({ id: 'admin.chart.skills.title', defaultMessage: 'Top skills' })}
        summary={summary}
        rows={rows}
        rowKey={(s) => s.id}
        columns={[
          {
            header: intl.formatMessage({ id: 'admin.chart.skills.skill', defaultMessage: 'Skill' }),
            cell: (s) => s.id,
          },
          {
            header: intl.formatMessage({ id: 'admin.chart.skills.members', defaultMessage: 'Members' }),
            cell: (s) => count(s.count),
          },
        ]}
      >
        {(ids) =>
          rows.length === 0 ? null : (
            <div className="admin-chart__canvas">
              <ChartSvg ids={ids} width={width} height={height}>
                {rows.map((skill, i) => {
                  const y = TOP + i * ROW;
                  const w = Math.max(2, (skill.count / max) * barSpace);
                  return (
                    <g key={skill.id}>
                      <text
                        className="admin-chart__label"
                        x={labelWidth}
                        y={y + BAR / 2}
                        textAnchor="end"
                        dominantBaseline="middle"
                      >
                        {shorten(skill.id, maxChars)}
                        {skill.id.length > maxChars && <title>{skill.id}</title>}
                      </text>
                      <rect
                        className="admin-chart__bar admin-chart__bar--skill"
                        data-value={skill.count}
                        x={barLeft}
                        y={y}
                        width={w}
                        height={BAR}
                        rx={4}
                      >
                        <title>
                          {intl.formatMessage(
                            { id: 'admin.chart.skills.bar', defaultMessage: '{skill}: {count}' },
                            { skill: skill.id, count: count(skill.count) },
                          )}
                        </title>
                      </rect>
                      <text
                        className="admin-chart__value"
                        x={barLeft + w + 6}
                        y={y + BAR / 2}
                        dominantBaseline="middle"
                      >
                        {count(skill.count)}
                      </text>
                    </g>
                  );
                })}
              </ChartSvg>
            </div>
          )
        }
      </ChartFrame>
    </div>
  );
}
