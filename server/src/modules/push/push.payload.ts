import type { NotificationKind } from '../../common/notifications/kinds.js';
import {
  notificationTarget,
  renderNotification,
  type NotificationItemKind,
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

// A push must fit the push services' 4 KB record once encrypted: the text is cut well before.
const TITLE_CHARS = 80;
const BODY_CHARS = 240;

const cut = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`);

/**
 * A push as its row keeps it until sent: where a click goes, and the notification's content (its
 * parameters, or a kind's English texts), worded when sent in the language of the device's member.
 */
export interface QueuedPush extends Omit<PushPayload, 'title' | 'body'> {
  notification: StoredNotification;
}

/**
 * `thread`: for a message, which kind of thread its reference names (the service reads it; a
 * notification does not say).
 */
export function queuedPush(n: NewNotification, thread: NotificationItemKind | null = null): QueuedPush {
  const reference = n.reference ?? null;
  return {
    kind: n.type,
    ...notificationTarget(n.type, reference, thread),
    reference,
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
