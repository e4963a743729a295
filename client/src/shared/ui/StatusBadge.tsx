import './ui.css';

const STATUS_LABELS: Record<string, string> = {
  pending: 'Pending',
  accepted: 'Accepted',
  declined: 'Declined',
  cancelled: 'Cancelled',
  expired: 'Expired',
  completed: 'Completed',
  rejected: 'Rejected',
};

function statusLabel(status: string): string {
  return STATUS_LABELS[status] ?? status.charAt(0).toUpperCase() + status.slice(1);
}

/** The tone of each status; any other (cancelled, expired…) is muted. */
const TONES: Record<string, string> = {
  pending: 'warning',
  accepted: 'info',
  completed: 'success',
  declined: 'danger',
  rejected: 'danger',
  reversed: 'danger',
  disputed: 'warning',
};

/** A request's or session's status as a coloured pill; the word itself carries the meaning. */
export function StatusBadge({ status }: { status: string }) {
  return (
    <span className={`status-badge ui-inline-center ui-pill ui-tone-${TONES[status] ?? 'muted'}`}>
      {statusLabel(status)}
    </span>
  );
}
