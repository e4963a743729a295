import { useId, type ReactNode } from 'react';

export interface AdminSectionProps {
  /** The panel's heading (and the section's name). */
  title: string;
  /** A live line beside the title, e.g. "12 open". */
  status?: ReactNode;
  /** Controls beside the title (the period switch). */
  tools?: ReactNode;
  /** Title and status on one line, the status at the end (default: the status under the title). */
  row?: boolean;
  /** Extra classes of the section (layout: `ui-stack`, `panel`). */
  className?: string;
  busy?: boolean;
  children: ReactNode;
}

/** One panel of the Admin Dashboard: a section named by its heading, with an optional status line. */
export function AdminSection({ title, status, tools, row = false, className, busy, children }: AdminSectionProps) {
  const titleId = useId();
  return (
    <section
      className={className ? `admin-section ${className}` : 'admin-section'}
      aria-labelledby={titleId}
      aria-busy={busy || undefined}
    >
      <div className={row ? 'admin-section__head ui-row ui-row--between' : 'admin-section__head'}>
        <h2 id={titleId} className="admin-section__title">
          {title}
        </h2>
        {status !== undefined && status !== null && status !== false && (
          <p className="admin-muted" role="status">
            {status}
          </p>
        )}
        {tools}
      </div>
      {children}
    </section>
  );
}
