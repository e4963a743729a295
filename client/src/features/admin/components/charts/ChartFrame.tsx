import { FormattedMessage } from 'react-intl';
import { useId, type ReactNode } from 'react';

export interface ChartColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
}

export interface ChartFrameProps<Row> {
  title: string;
  /** One or two sentences that say what the chart shows; also the SVG's description. */
  summary: string;
  /** The figures behind the chart, as a table for screen readers. */
  rows: readonly Row[];
  columns: ReadonlyArray<ChartColumn<Row>>;
  rowKey: (row: Row) => string;
  /** Legend or other visible notes above the drawing. */
  legend?: ReactNode;
  /** Renders the drawing; it receives the ids that name and describe it. */
  children: (ids: { titleId: string; summaryId: string }) => ReactNode;
  className?: string;
}

/**
 * A chart's accessible frame: a figure titled by its caption, a visible one-line summary that
 * also describes the SVG (role="img"), and a visually hidden data table with the same figures.
 */
export function ChartFrame<Row>({
  title,
  summary,
  rows,
  columns,
  rowKey,
  legend,
  children,
  className,
}: ChartFrameProps<Row>) {
  const titleId = useId();
  const summaryId = useId();
  return (
    <figure className={['admin-chart', className].filter(Boolean).join(' ')} aria-labelledby={titleId}>
      <figcaption className="admin-chart__head">
        <h3 id={titleId} className="admin-chart__title">
          {title}
        </h3>
        <p id={summaryId} className="admin-chart__summary">
          {summary}
        </p>
      </figcaption>
      {legend}
      {children({ titleId, summaryId })}
      {/* Hidden in a box: a table ignores the 1 px width of .sr-only and would widen the page. */}
      <div className="sr-only">
        <table>
          <caption>
            <FormattedMessage id="admin.chart.dataCaption" defaultMessage="{title} (data)" values={{ title }} />
          </caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.header} scope="col">
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column, index) =>
                  index === 0 ? (
                    <th key={column.header} scope="row">
                      {column.cell(row)}
                    </th>
                  ) : (
                    <td key={column.header}>{column.cell(row)}</td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}

export interface ChartSvgProps {
  /** The frame's ids: the drawing is an image named by the chart's title, described by its summary. */
  ids: { titleId: string; summaryId: string };
  width: number;
  height: number;
  className?: string;
  children: ReactNode;
}

/** A chart's drawing, at its own size (one user unit per pixel). */
export function ChartSvg({ ids, width, height, className = 'admin-chart__svg', children }: ChartSvgProps) {
  return (
    <svg
      role="img"
      aria-labelledby={ids.titleId}
      aria-describedby={ids.summaryId}
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      className={className}
    >
      {children}
    </svg>
  );
}
