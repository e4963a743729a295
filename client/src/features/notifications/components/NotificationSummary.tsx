import type { NotificationItem } from '../lib/cache';
import { timeAgo } from '../lib/timeAgo';
import { NotificationIcon } from './NotificationIcon';

/**
 * Accessible name of a notification's button: what happened, when (the time is on screen inside
 * the button, so it must be in the name too: WCAG 2.5.3), and whether it is still unread.
 */
export function notificationLabel(notification: NotificationItem): string {
  const ago = timeAgo(notification.createdAt);
  return `${notification.title}: ${notification.message}${ago ? `, ${ago}` : ''}${notification.read ? '' : ' (unread)'}`;
}

/** Icon, title, message and how long ago: the inside of a notification in the dropdown and the view. */
export function NotificationSummary({ notification, titleId }: { notification: NotificationItem; titleId?: string }) {
  const created = new Date(notification.createdAt);
  return (
    <>
      <NotificationIcon type={notification.type} />
      <span className="notification-summary">
        {/* Spaces between the parts: without them the visible text reads "TitleMessage", which
            does not match the button's name word for word (WCAG 2.5.3). */}
        <span className="notification-summary__title" id={titleId}>
          {notification.title}
        </span>{' '}
        <span className="notification-summary__message">{notification.message}</span>{' '}
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
