import { enumWord } from '../lib/format';
import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';
import { useDisplayIntl } from '../i18n/displayLanguage';
import './ui.css';

// Keyed by the GraphQL values (RequestStatus, SessionStatus), plus the screens' own DISPUTED and
// REVERSED for a completed exchange under or after a dispute.
const STATUS_LABELS = defineMessages({
  PENDING: { id: 'ui.status.pending', defaultMessage: 'Pending' },
  ACCEPTED: { id: 'ui.status.accepted', defaultMessage: 'Accepted' },
  DECLINED: { id: 'ui.status.declined', defaultMessage: 'Declined' },
  CANCELLED: { id: 'ui.status.cancelled', defaultMessage: 'Cancelled' },
  EXPIRED: { id: 'ui.status.expired', defaultMessage: 'Expired' },
  COMPLETED: { id: 'ui.status.completed', defaultMessage: 'Completed' },
  REJECTED: { id: 'ui.status.rejected', defaultMessage: 'Rejected' },
  REVERSED: { id: 'ui.status.reversed', defaultMessage: 'Reversed' },
  DISPUTED: { id: 'ui.status.disputed', defaultMessage: 'Disputed' },
});

function statusLabel(status: string, intl: IntlShape): string {
  const label = (STATUS_LABELS as Record<string, MessageDescriptor | undefined>)[status];
  if (label) return intl.formatMessage(label);
  // A status newer than this client: its own word rather than nothing.
  const word = enumWord(status);
  return word.charAt(0).toUpperCase() + word.slice(1);
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
  const intl = useDisplayIntl();
  return (
    <span className={`status-badge ui-inline-center ui-pill ui-tone-${TONES[status] ?? 'muted'}`}>
      {statusLabel(status, intl)}
    </span>
  );
}
