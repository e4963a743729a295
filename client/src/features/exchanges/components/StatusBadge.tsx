import { statusLabel } from '../lib/requestActions';

/** A request's or session's status as a coloured pill; the word itself carries the meaning. */
export function StatusBadge({ status }: { status: string }) {
  return <span className={`status-badge ui-inline-center ui-pill ui-tone-muted status-badge--${status}`}>{statusLabel(status)}</span>;
}
