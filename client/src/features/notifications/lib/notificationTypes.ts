import type { NotificationKind } from '../../../gql/graphql';
import type { IconName } from '../../../shared/ui';

export type NotificationTone = 'info' | 'success' | 'danger' | 'accent' | 'neutral';

interface TypeLook {
  icon: IconName;
  tone: NotificationTone;
}

/** Each known type has its own icon; any other type (the server may add more) a bell. */
const LOOKS: Record<string, TypeLook> = {
  EXCHANGE_REQUEST: { icon: 'swap', tone: 'info' },
  EXCHANGE_ACCEPTED: { icon: 'checkCircle', tone: 'success' },
  EXCHANGE_DECLINED: { icon: 'close', tone: 'danger' },
  SESSION_PROPOSAL: { icon: 'calendar', tone: 'info' },
  SESSION_ACCEPTED: { icon: 'check', tone: 'success' },
  SESSION_REJECTED: { icon: 'alert', tone: 'danger' },
  TESTIMONIAL_RECEIVED: { icon: 'star', tone: 'accent' },
  MESSAGE_RECEIVED: { icon: 'message', tone: 'info' },
  DISPUTE_OPENED: { icon: 'warning', tone: 'danger' },
  DISPUTE_RESOLVED: { icon: 'shield', tone: 'info' },
  NEED_ANSWERED: { icon: 'heart', tone: 'success' },
  MATCH_ALERT: { icon: 'sparkles', tone: 'accent' },
  SWAP_PROPOSED: { icon: 'swap', tone: 'info' },
  SWAP_ACCEPTED: { icon: 'checkCircle', tone: 'success' },
  SWAP_DECLINED: { icon: 'close', tone: 'danger' },
  SWAP_COMPLETED: { icon: 'check', tone: 'success' },
  REFERRAL_REWARDED: { icon: 'gift', tone: 'accent' },
  PREMIUM_ACTIVATED: { icon: 'crown', tone: 'accent' },
  GROUP_SESSION_BOOKED: { icon: 'calendar', tone: 'info' },
  GROUP_SESSION_CANCELLED: { icon: 'close', tone: 'danger' },
  SEAT_AVAILABLE: { icon: 'checkCircle', tone: 'success' },
  GROUP_SESSION_COMPLETED: { icon: 'check', tone: 'success' },
} satisfies Partial<Record<NotificationKind, TypeLook>>;

export const GENERIC_LOOK: TypeLook = { icon: 'bell', tone: 'neutral' };

export function notificationLook(type: string): TypeLook {
  return Object.hasOwn(LOOKS, type) ? LOOKS[type] : GENERIC_LOOK;
}

/** The badge text: the count, or '9+' above 9; empty at 0. */
export function badgeText(unreadCount: number): string {
  if (unreadCount <= 0) return '';
  return unreadCount > 9 ? '9+' : String(unreadCount);
}
