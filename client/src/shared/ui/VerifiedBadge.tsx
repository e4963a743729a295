import { Icon } from './Icon';
import './ui.css';

/** The verified badge of premium members (spec §1); `compact` shows only the icon, still named. */
export function VerifiedBadge({ compact = false }: { compact?: boolean }) {
  return (
    <span className={compact ? 'verified-badge verified-badge--compact' : 'verified-badge'} title="Verified premium member">
      <Icon name="checkCircle" size={14} />
      <span className={compact ? 'sr-only' : undefined}>Verified</span>
    </span>
  );
}
