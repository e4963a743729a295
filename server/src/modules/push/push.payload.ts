import type { NotificationKind } from '../../common/notifications/kinds.js';
import {
  renderNotification,
  type NewNotification,
  type Reader,
  type StoredNotification,
} from '../notifications/index.js';

// What a push says and where a click on it goes: queued by the service, worded by the outbox worker.

/** What a device's service worker receives: only what the notification shows, and where a click goes. */
export interface PushPayload {
  title: string;
  body: string;
  kind: NotificationKind;
  /** The app's view that shows it (the requests, the sessions…), opened by a click. */
  view: string;
  /** The request or occurrence it is about, when it is about one. */
  reference: string | null;
  /**
   * The app's address a click opens: the view, and the item the app opens in it when the push is
   * about one (`/?view=requests&request=<id>`: the client's `app/startParams.ts` reads it). Ids only.
   */
  url: string;
}

/**
 * What the app opens by itself: a request (its card, with its thread open), a question's thread or a
 * group session's thread. Each is named by its own start parameter.
 */
export type PushItemKind = 'request' | 'question' | 'group_session';

/** The kinds about a request (their reference is its id): a click opens that request. */
const ABOUT_A_REQUEST: readonly NotificationKind[] = [
  'exchange_request',
  'exchange_accepted',
  'exchange_declined',
  'exchange_cancelled',
  'exchange_expired',
  'exchange_completed',
];

// A push must fit the push services' 4 KB record once encrypted: the text is cut well before.
const TITLE_CHARS = 80;
const BODY_CHARS = 240;

/** Which view shows a kind (a message: which view its thread is in): a click on its push opens it. */
function viewOf(kind: NotificationKind, thread: PushItemKind | null): string {
  if (kind === 'message_received') return thread === 'group_session' ? 'sessions' : 'requests';
  if (kind.startsWith('exchange_') || kind.startsWith('swap_') || kind.startsWith('dispute_')) return 'requests';
  if (kind.startsWith('session_') || kind.startsWith('group_session_') || kind === 'seat_available') return 'sessions';
  if (kind === 'testimonial_received') return 'testimonials';
  if (kind === 'need_answered' || kind === 'match_alert') return 'matches';
  return 'notifications';
}

const cut = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`);

/**
 * A push as its row keeps it until sent: where a click goes, and the notification's content (its
 * parameters, or a kind's English texts), worded when sent in the language of the device's member.
 */
export interface QueuedPush extends Omit<PushPayload, 'title' | 'body'> {
  notification: StoredNotification;
}

/** The item a click opens, if the notification is about one the app opens by itself. */
function itemOf(n: NewNotification, thread: PushItemKind | null): { kind: PushItemKind; id: string } | null {
  if (!n.reference) return null;
  if (n.type === 'message_received') return thread && { kind: thread, id: n.reference };
  return ABOUT_A_REQUEST.includes(n.type) ? { kind: 'request', id: n.reference } : null;
}

/** The address a click opens: the view, and the item's own parameter (its kind's name, its id). */
function urlOf(view: string, item: { kind: PushItemKind; id: string } | null): string {
  const params = new URLSearchParams({ view });
  if (item) params.set(item.kind, item.id);
  return `/?${params.toString()}`;
}

/**
 * `thread`: for a message, which kind of thread its reference names (the service reads it; a
 * notification does not say).
 */
export function queuedPush(n: NewNotification, thread: PushItemKind | null = null): QueuedPush {
  const view = viewOf(n.type, thread);
  return {
    kind: n.type,
    view,
    reference: n.reference ?? null,
    url: urlOf(view, itemOf(n, thread)),
    notification: { title: null, message: null, params: n.params },
  };
}

/** What the device receives, in its member's language. A row queued before pushes were worded when sent is its payload already. */
export function pushPayload(queued: unknown, reader: Reader): PushPayload {
  const { notification, ...rest } = queued as Partial<QueuedPush>;
  if (!notification) return queued as PushPayload;
  const { title, message } = renderNotification(notification, reader);
  return {
    ...(rest as Omit<QueuedPush, 'notification'>),
    title: cut(title, TITLE_CHARS),
    body: cut(message, BODY_CHARS),
  };
}
