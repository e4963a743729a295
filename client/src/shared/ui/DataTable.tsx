import { Fragment, useId, type ReactNode } from 'react';
import './ui.css';
import { defineMessages } from 'react-intl';
import { useDisplayIntl } from '../i18n/displayLanguage';

const M = defineMessages({
  actions: { id: 'ui.table.actions', defaultMessage: 'Actions' },
});

export interface DataTableProps {
  /** The table's caption; also the scroll region's name unless `label` gives another. */
  caption: string;
  /** The scroll region's name when it differs from the caption. */
  label?: string;
  /** A class that shows the caption (by default it is for screen readers only). */
  captionClassName?: string;
  className: string;
  /** Header cells: a string becomes a column header; anything else (a sort button's header) stands as is. */
  columns: ReadonlyArray<ReactNode>;
  /** A last column of row buttons, named "Actions" for screen readers only. */
  actions?: boolean;
  /** Marks the rows as being replaced (new results on their way). */
  busy?: boolean;
  /** The rows. */
  children: ReactNode;
}

/**
 * A table in a keyboard-scrollable region (wide tables scroll sideways on small screens), with a
 * caption and a header row of columns.
 */
export function DataTable({
  caption,
  label,
  captionClassName = 'sr-only',
  className,
  columns,
  actions = false,
  busy,
  children,
}: DataTableProps) {
  const intl = useDisplayIntl();
  const captionId = useId();
  return (
    <div
      className="table-scroll"
      role="region"
      tabIndex={0}
      {...(label ? { 'aria-label': label } : { 'aria-labelledby': captionId })}
    >
      <table className={className} aria-busy={busy || undefined}>
        <caption id={captionId} className={captionClassName}>
          {caption}
        </caption>
        <thead>
          <tr>
            {columns.map((column, index) =>
              typeof column === 'string' ? (
                <th key={column} scope="col">
                  {column}
                </th>
              ) : (
                <Fragment key={index}>{column}</Fragment>
              ),
            )}
            {actions && (
              <th scope="col">
                <span className="sr-only">{intl.formatMessage(M.actions)}</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
