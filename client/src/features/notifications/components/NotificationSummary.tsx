import type { NotificationItem } from '../lib/cache';
import { timeAgo } from '../lib/timeAgo';
import { NotificationIcon } from './NotificationIcon';

/** Accessible name of a notification's button: what happened, and whether it is still unread. */
export function notificationLabel(notification: NotificationItem): string {
  return `${notification.title}: ${notification.message}${notification.read ? '' : ' (unread)'}`;
}

/** Icon, title, message and how long ago: the inside of a notification in the dropdown and the view. */
export function NotificationSummary({ notification, titleId }: { notification: NotificationItem; titleId?: string }) {
  const created = new Date(notification.createdAt);
  return (
    <>
      <NotificationIcon type={notification.type} />
      <span className="notification-summary">
        <span className="notification-summary__title" id={titleId}>
          {notification.title}
        </span>
        <span className="notification-summary__message">{notification.message}</span>
        <time
          className="notification-summary__time"
          dateTime={notification.createdAt}
          title={Number.isNaN(created.getTime()) ? undefined : created.toLocaleString()}
        >
          {timeAgo(notification.createdAt)}
        </time>
      </span>
      {!notification.read && <span className="notification-dot" aria-hidden="true" />}
    </>
  );
}
