import { Icon } from './Icon';
import './ui.css';

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
  const badge = (
    <span
      className={compact ? 'verified-badge verified-badge--compact' : 'verified-badge'}
      title="Verified premium member"
    >
      <Icon name="checkCircle" size={14} />
      <span className={compact ? 'sr-only' : undefined}>Verified</span>
    </span>
  );
  if (!onOpen) return badge;
  return (
    <button
      type="button"
      className="verified-badge-button ui-inline-center ui-pill"
      aria-label="Verified premium member: your Premium membership"
      aria-haspopup="dialog"
      onClick={onOpen}
    >
      {badge}
    </button>
  );
}
