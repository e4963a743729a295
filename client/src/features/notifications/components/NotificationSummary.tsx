import { defineMessages, useIntl, type IntlShape, type NoMessageValues } from 'react-intl';
import type { NotificationItem } from '../lib/cache';
import { timeAgo } from '../lib/timeAgo';
import { NotificationIcon } from './NotificationIcon';

/**
 * Accessible name of a notification's button: what happened, when (the time is on screen inside
 * the button, so it must be in the name too: WCAG 2.5.3), and whether it is still unread.
 */
export function notificationLabel(intl: IntlShape, notification: NotificationItem): string {
  const ago = timeAgoIn(intl, notification.createdAt);
  const { title, message } = notification;
  if (ago) return intl.formatMessage(notification.read ? LABEL.read : LABEL.unread, { title, message, ago });
  return intl.formatMessage(notification.read ? LABEL.readUndated : LABEL.unreadUndated, { title, message });
}

type Dated = { title: string; message: string; ago: string };
type Undated = { title: string; message: string };

const LABEL = defineMessages<{
  read: Dated;
  readUndated: Undated;
  unread: Dated;
  unreadUndated: Undated;
  justNow: NoMessageValues;
}>({
  read: { id: 'notifications.item.label', defaultMessage: '{title}: {message}, {ago}' },
  readUndated: { id: 'notifications.item.labelUndated', defaultMessage: '{title}: {message}' },
  unread: { id: 'notifications.item.labelUnread', defaultMessage: '{title}: {message}, {ago} (unread)' },
  unreadUndated: { id: 'notifications.item.labelUnreadUndated', defaultMessage: '{title}: {message} (unread)' },
  justNow: { id: 'notifications.item.justNow', defaultMessage: 'just now' },
});

/** How long ago, in the reader's language. */
function timeAgoIn(intl: IntlShape, iso: string): string {
  return timeAgo(iso, Date.now(), { locale: intl.locale, justNow: intl.formatMessage(LABEL.justNow) });
}

/** Icon, title, message and how long ago: the inside of a notification in the dropdown and the view. */
export function NotificationSummary({ notification, titleId }: { notification: NotificationItem; titleId?: string }) {
  const intl = useIntl();
  const created = new Date(notification.createdAt);
  const title = (
    <span className="notification-summary__title" id={titleId}>
      {notification.title}
    </span>
  );
  const message = <span className="notification-summary__message">{notification.message}</span>;
  const time = (
    <time
      className="notification-summary__time"
      dateTime={notification.createdAt}
      title={Number.isNaN(created.getTime()) ? undefined : created.toLocaleString(intl.locale)}
    >
      {timeAgoIn(intl, notification.createdAt)}
    </time>
  );
  return (
    <>
      <NotificationIcon type={notification.type} />
      <span className="notification-summary">
        {/* Spaces between the parts: without them the visible text reads "TitleMessage", which
            does not match the button's name word for word (WCAG 2.5.3). */}
        {title} {message} {time}
      </span>
      {!notification.read && <span className="notification-dot" aria-hidden="true" />}
    </>
  );
}
