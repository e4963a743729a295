import { Icon } from './Icon';
import './ui.css';
import { useDisplayIntl } from '../i18n/displayLanguage';
import { defineMessages } from 'react-intl';

const M = defineMessages({
  title: { id: 'ui.verified.title', defaultMessage: 'Verified premium member' },
  verified: { id: 'ui.verified.label', defaultMessage: 'Verified' },
  yours: { id: 'ui.verified.yours', defaultMessage: 'Verified premium member: your Premium membership' },
});

export interface VerifiedBadgeProps {
  /** Only the icon, still named. */
  compact?: boolean;
  /**
   * The member's own badge: a button that opens their Premium membership (the Premium modal,
   * where a premium member reads 'Already Premium!').
   */
  onOpen?: () => void;
}

/** The verified badge of premium members. */
export function VerifiedBadge({ compact = false, onOpen }: VerifiedBadgeProps) {
  const intl = useDisplayIntl();
  const badge = (
    <span
      className={compact ? 'verified-badge verified-badge--compact' : 'verified-badge'}
      title={intl.formatMessage(M.title)}
    >
      <Icon name="checkCircle" size={14} />
      <span className={compact ? 'sr-only' : undefined}>{intl.formatMessage(M.verified)}</span>
    </span>
  );
  if (!onOpen) return badge;
  return (
    <button
      type="button"
      className="verified-badge-button ui-inline-center ui-pill"
      aria-label={intl.formatMessage(M.yours)}
      aria-haspopup="dialog"
      onClick={onOpen}
    >
      {badge}
    </button>
  );
}
