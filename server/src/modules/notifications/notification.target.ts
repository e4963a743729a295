import type { NotificationKind } from '../../common/notifications/kinds.js';

// Where a click on a notification goes — in the bell, in the Notifications view or on a push: the
// app's view that shows it, and the item the app opens there when it is about one.

/**
 * What the app opens by itself: a request (its card, with its thread open), a question's thread or a
 * group session's thread. Each is named by its own start parameter of the app's address.
 */
export type NotificationItemKind = 'request' | 'question' | 'group_session';

/** The kinds about a request (their reference is its id): a click opens that request. */
const ABOUT_A_REQUEST: readonly NotificationKind[] = [
  'exchange_request',
  'exchange_accepted',
  'exchange_declined',
  'exchange_cancelled',
  'exchange_expired',
  'exchange_completed',
];

/** Which view shows a kind (a message: which view its thread is in). */
function viewOf(kind: NotificationKind, thread: NotificationItemKind | null): string {
  if (kind === 'message_received') return thread === 'group_session' ? 'sessions' : 'requests';
  if (kind.startsWith('exchange_') || kind.startsWith('swap_') || kind.startsWith('dispute_')) return 'requests';
  if (kind.startsWith('session_') || kind.startsWith('group_session_') || kind === 'seat_available') return 'sessions';
  if (kind === 'testimonial_received') return 'testimonials';
  if (kind === 'need_answered' || kind === 'match_alert') return 'matches';
  return 'notifications';
}

/** The item a click opens, if the notification is about one the app opens by itself. */
function itemOf(
  kind: NotificationKind,
  reference: string | null,
  thread: NotificationItemKind | null,
): { kind: NotificationItemKind; id: string } | null {
  if (!reference) return null;
  if (kind === 'message_received') return thread && { kind: thread, id: reference };
  return ABOUT_A_REQUEST.includes(kind) ? { kind: 'request', id: reference } : null;
}

/** Where a click on a notification goes. */
export interface NotificationTarget {
  /** The app's view that shows it (the requests, the sessions…). */
  view: string;
  /**
   * The app's address that opens it: the view, and the item's own parameter when it is about one
   * (`/?view=requests&request=<id>`: the client's `app/startParams.ts` reads it). Ids only.
   */
  url: string;
}

/**
 * `thread`: for a message, which kind of thread its reference names (the database's
 * `message_thread`; a notification row does not say).
 */
export function notificationTarget(
  kind: NotificationKind,
  reference: string | null,
  thread: NotificationItemKind | null,
): NotificationTarget {
  const view = viewOf(kind, thread);
  const params = new URLSearchParams({ view });
  const item = itemOf(kind, reference, thread);
  if (item) params.set(item.kind, item.id);
  return { view, url: `/?${params.toString()}` };
}
