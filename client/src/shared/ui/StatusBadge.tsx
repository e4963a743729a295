import { enumWord } from '../lib/format';
import './ui.css';

// Keyed by the GraphQL values (RequestStatus, SessionStatus), plus the screens' own DISPUTED and
// REVERSED for a completed exchange under or after a dispute.
const STATUS_LABELS: Record<string, string> = {
  PENDING: 'Pending',
  ACCEPTED: 'Accepted',
  DECLINED: 'Declined',
  CANCELLED: 'Cancelled',
  EXPIRED: 'Expired',
  COMPLETED: 'Completed',
  REJECTED: 'Rejected',
};

function statusLabel(status: string): string {
  const word = enumWord(status);
  return STATUS_LABELS[status] ?? word.charAt(0).toUpperCase() + word.slice(1);
}

/** The tone of each status; any other (cancelled, expired…) is muted. */
const TONES: Record<string, string> = {
  PENDING: 'warning',
  ACCEPTED: 'info',
  COMPLETED: 'success',
  DECLINED: 'danger',
  REJECTED: 'danger',
  REVERSED: 'danger',
  DISPUTED: 'warning',
};

/** A request's or session's status as a coloured pill; the word itself carries the meaning. */
export function StatusBadge({ status }: { status: string }) {
  return (
    <span className={`status-badge ui-inline-center ui-pill ui-tone-${TONES[status] ?? 'muted'}`}>
      {statusLabel(status)}
    </span>
  );
}
