import type { TestServices } from './harness.js';
import { renderNotification } from '../src/modules/notifications/index.js';

/** A notification row as its member reads it: title and message in their language, on their clock. */
export interface ReadNotification {
  id: string;
  user_id: string;
  type: string;
  title: string;
  message: string;
  reference: string | null;
  read: boolean;
  created_at: Date;
}

/**
 * The notifications matching `where` (on `notifications n`), each as its member reads it — stored
 * as a text's name and values, a notification has its words only once rendered for a reader
 * (docs/notifications.md) — oldest first; those written at the same instant (one transaction) in
 * the order they were written, or by their rendered message or title (`ties`).
 */
export async function readNotifications(
  app: TestServices,
  where: string,
  params: unknown[] = [],
  ties: 'written' | 'message' | 'title' = 'written',
): Promise<ReadNotification[]> {
  type Row = Omit<ReadNotification, 'title' | 'message'> & {
    title: string | null;
    message: string | null;
    params: unknown;
    locale: string;
    timezone: string;
  };
  const rows = await app.db.query<Row[]>(
    `SELECT n.id, n.user_id, n.type, n.title, n.message, n.params, n.reference, n.read, n.created_at, u.locale, u.timezone
       FROM notifications n JOIN users u ON u.id = n.user_id WHERE ${where} ORDER BY n.created_at, n.ctid`,
    params,
  );
  const read = rows.map(({ params: p, locale, timezone, ...n }) => ({
    ...n,
    ...renderNotification({ title: n.title, message: n.message, params: p }, { locale, timezone }),
  }));
  if (ties === 'written') return read;
  return read.sort(
    (a, b) =>
      new Date(a.created_at).getTime() - new Date(b.created_at).getTime() ||
      (a[ties] < b[ties] ? -1 : a[ties] > b[ties] ? 1 : 0),
  );
}
