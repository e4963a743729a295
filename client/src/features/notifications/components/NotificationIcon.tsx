import { Icon } from '../../../shared/ui';
import { notificationLook } from '../lib/notificationTypes';

/** The type's icon in a tinted circle; decorative (the title says what happened). */
export function NotificationIcon({ type }: { type: string }) {
  const { icon, tone } = notificationLook(type);
  return (
    <span className={`notification-icon ui-inline-center ui-tone-${tone === 'neutral' ? 'muted' : tone}`}>
      <Icon name={icon} size={18} data-icon={icon} />
    </span>
  );
}
