import { defineQuery, type Query } from '../../db/typed-query.js';
import type { NotificationKind } from '../../common/notifications/kinds.js';
import type { NotificationItemKind } from './notification.target.js';

/** The notifications module's SQL (`notifications`). Runs through `db/typed-query.ts`. */

/**
 * A notification as stored: its parameters (rendered for its reader, `notification.texts.ts`), or
 * for a row written before them, the English title and message it was written with.
 */
export interface NotificationRow {
  id: string;
  type: NotificationKind;
  title: string | null;
  message: string | null;
  params: unknown;
  read: boolean;
  reference: string | null;
  /** For a message: the kind of thread its reference names, where a click on it goes (`notification.target.ts`). */
  thread: NotificationItemKind | null;
  createdAt: Date;
}
const COLUMNS = `id, type, title, message, params, read, reference,
  CASE WHEN type = 'message_received' THEN message_thread(reference) END AS thread, created_at AS "createdAt"`;

export const insertNotification = defineQuery<
  [
    userId: string,
    type: NotificationKind,
    title: string | null,
    message: string | null,
    params: string | null,
    reference: string | null,
  ],
  { id: string; created_at: Date }
>(
  'insertNotification',
  `INSERT INTO notifications (user_id, type, title, message, params, reference) VALUES ($1, $2, $3, $4, $5::jsonb, $6)
   RETURNING id, created_at`,
);

/** A new notification's live event (`notification_event`: the row and the unread count, one snapshot); null when it is gone. */
export const notificationEvent = defineQuery<
  [notificationId: string],
  // JSON: `createdAt` is its ISO text, as every event that crossed the bus carries it.
  {
    event: {
      kind: 'CREATED';
      notification: Omit<NotificationRow, 'createdAt'> & { createdAt: string };
      unreadCount: number;
    } | null;
  }
>('notificationEvent', `SELECT notification_event($1) AS event`);

/** The same event sent on the event bus's channel (`publish_event`: its envelope, at this statement's commit). */
export const publishNotificationEvent = defineQuery<
  [channel: string, topic: string, memberId: string, notificationId: string],
  { sent: boolean }
>('publishNotificationEvent', `SELECT publish_event($1, $2, $3, notification_event($4)) AS sent`);

/**
 * The bell: the newest notifications and the unread count in one statement (one round trip, one
 * snapshot, so the count always agrees with the list). `notifications` is JSON: each row as
 * `NotificationRow`, `createdAt` as ISO text.
 */
export const recentNotificationsWithUnread = defineQuery<
  [userId: string, limit: number],
  { notifications: Array<Omit<NotificationRow, 'createdAt'> & { createdAt: string }>; unread: number }
>(
  'recentNotificationsWithUnread',
  `SELECT coalesce((SELECT json_agg(r) FROM (SELECT ${COLUMNS} FROM notifications WHERE user_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2) r), '[]') AS notifications,
          (SELECT count(*)::int FROM notifications WHERE user_id = $1 AND NOT read) AS unread`,
);

/** One page row, with the exact timestamp text its cursor carries. */
export type NotificationPageRow = NotificationRow & { cursorCreated: string };
type FirstPage = Query<[userId: string, limit: number], NotificationPageRow>;
type LaterPage = Query<[userId: string, limit: number, afterCreated: string, afterId: string], NotificationPageRow>;

const page = (unreadOnly: boolean, afterCursor: boolean) =>
  `SELECT ${COLUMNS}, created_at::text AS "cursorCreated" FROM notifications
    WHERE user_id = $1${unreadOnly ? ' AND NOT read' : ''}${afterCursor ? ' AND (created_at, id) < ($3::timestamptz, $4::uuid)' : ''}
    ORDER BY created_at DESC, id DESC LIMIT $2`;

/** A page of the list, newest first: one statement per filter, so each keeps its own plain WHERE. */
export const notificationPages: { all: FirstPage; unread: FirstPage; allAfter: LaterPage; unreadAfter: LaterPage } = {
  all: defineQuery('notificationPage', page(false, false)),
  unread: defineQuery('unreadNotificationPage', page(true, false)),
  allAfter: defineQuery('notificationPageAfter', page(false, true)),
  unreadAfter: defineQuery('unreadNotificationPageAfter', page(true, true)),
};

export const notificationCount = defineQuery<[userId: string], { n: number }>(
  'notificationCount',
  `SELECT count(*)::int AS n FROM notifications WHERE user_id = $1`,
);

export const unreadCount = defineQuery<[userId: string], { n: number }>(
  'unreadCount',
  `SELECT count(*)::int AS n FROM notifications WHERE user_id = $1 AND NOT read`,
);

export const setRead = defineQuery<[id: string, userId: string, read: boolean], NotificationRow>(
  'setRead',
  `UPDATE notifications SET read = $3 WHERE id = $1 AND user_id = $2 RETURNING ${COLUMNS}`,
);

export const deleteNotification = defineQuery<[id: string, userId: string]>(
  'deleteNotification',
  `DELETE FROM notifications WHERE id = $1 AND user_id = $2`,
);

export const markAllRead = defineQuery<[userId: string]>(
  'markAllRead',
  `UPDATE notifications SET read = true WHERE user_id = $1 AND NOT read`,
);

/**
 * The one unread notification of a kind about one thing (a conversation): a further one while it is
 * unread rewrites its text and time instead of adding a row (the partial unique index
 * `notifications_one_unread_message_per_thread`, which also settles two arriving at once).
 */
export const upsertGroupedNotification = defineQuery<
  [
    userId: string,
    type: NotificationKind,
    title: string | null,
    message: string | null,
    params: string | null,
    reference: string,
  ],
  { id: string; created_at: Date; inserted: boolean }
>(
  'upsertGroupedNotification',
  `INSERT INTO notifications (user_id, type, title, message, params, reference) VALUES ($1, $2, $3, $4, $5::jsonb, $6)
   ON CONFLICT (user_id, reference) WHERE type = 'message_received' AND NOT read
   DO UPDATE SET title = EXCLUDED.title, message = EXCLUDED.message, params = EXCLUDED.params, created_at = now()
   RETURNING id, created_at, (xmax = 0) AS inserted`,
);

export const markReadAbout = defineQuery<[userId: string, type: NotificationKind, reference: string]>(
  'markReadAbout',
  `UPDATE notifications SET read = true WHERE user_id = $1 AND type = $2 AND reference = $3 AND NOT read`,
);

/** Every notification of a member (account deletion: they were addressed to no one else). */
export const deleteAllNotificationsOf = defineQuery<[userId: string]>(
  'deleteAllNotificationsOf',
  `DELETE FROM notifications WHERE user_id = $1`,
);
