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
}

// A push must fit the push services' 4 KB record once encrypted: the text is cut well before.
const TITLE_CHARS = 80;
const BODY_CHARS = 240;

/** Which view shows a kind: a click on its push opens it. */
function viewOf(kind: NotificationKind): string {
  if (kind.startsWith('exchange_') || kind.startsWith('swap_') || kind.startsWith('dispute_')) return 'requests';
  if (kind === 'message_received') return 'requests';
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

export function queuedPush(n: NewNotification): QueuedPush {
  return {
    kind: n.type,
    view: viewOf(n.type),
    reference: n.reference ?? null,
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
