import type { IconName } from '../../../shared/ui';

export type NotificationTone = 'info' | 'success' | 'danger' | 'accent' | 'neutral';

interface TypeLook {
  icon: IconName;
  tone: NotificationTone;
}

/** Each known type has its own icon; any other type (the server may add more) a bell. */
const LOOKS: Record<string, TypeLook> = {
  exchange_request: { icon: 'swap', tone: 'info' },
  exchange_accepted: { icon: 'checkCircle', tone: 'success' },
  exchange_declined: { icon: 'close', tone: 'danger' },
  session_proposal: { icon: 'calendar', tone: 'info' },
  session_accepted: { icon: 'check', tone: 'success' },
  session_rejected: { icon: 'alert', tone: 'danger' },
  testimonial_received: { icon: 'star', tone: 'accent' },
  message_received: { icon: 'message', tone: 'info' },
  dispute_opened: { icon: 'warning', tone: 'danger' },
  dispute_resolved: { icon: 'shield', tone: 'info' },
  need_answered: { icon: 'heart', tone: 'success' },
  match_alert: { icon: 'sparkles', tone: 'accent' },
  swap_proposed: { icon: 'swap', tone: 'info' },
  swap_accepted: { icon: 'checkCircle', tone: 'success' },
  swap_declined: { icon: 'close', tone: 'danger' },
  swap_completed: { icon: 'check', tone: 'success' },
  referral_rewarded: { icon: 'gift', tone: 'accent' },
  premium_activated: { icon: 'crown', tone: 'accent' },
};

export const GENERIC_LOOK: TypeLook = { icon: 'bell', tone: 'neutral' };

export function notificationLook(type: string): TypeLook {
  return Object.hasOwn(LOOKS, type) ? LOOKS[type] : GENERIC_LOOK;
}

/** The badge text: the count, or '9+' above 9; empty at 0. */
export function badgeText(unreadCount: number): string {
  if (unreadCount <= 0) return '';
  return unreadCount > 9 ? '9+' : String(unreadCount);
}
