import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { defineMessage, FormattedMessage, useIntl } from 'react-intl';
import { useOpenNotificationLink } from '../../../shared/lib/shellNavigation';
import { Button, Icon, ListSkeleton, LoadError } from '../../../shared/ui';
import { badgeText } from '../lib/notificationTypes';
import { useNotifications } from './NotificationsProvider';
import { notificationLabel, NotificationSummary } from './NotificationSummary';
import './notifications.css';

const NOTIFICATIONS = defineMessage({ id: 'notifications.bell.title', defaultMessage: 'Notifications' });

export interface NotificationsBellProps {
  /** Opens the full Notifications view. */
  onViewAll: () => void;
}

/**
 * The header's notifications dropdown: a bell with the unread badge ('9+' above 9)
 * that opens a non-modal panel of the 10 newest. Escape, a click outside or moving focus out
 * closes it; arrow keys move between the notifications.
 */
export function NotificationsBell({ onViewAll }: NotificationsBellProps) {
  const intl = useIntl();
  const { recent, unreadCount, loaded, failed, reload, live, markRead, markAllRead } = useNotifications();
  const openLink = useOpenNotificationLink();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const badge = badgeText(unreadCount);

  const close = (restoreFocus: boolean) => {
    setOpen(false);
    if (restoreFocus) buttonRef.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    panelRef.current?.focus();
    const onPointerDown = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointerDown);
    return () => document.removeEventListener('mousedown', onPointerDown);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!open) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const items = Array.from(panelRef.current?.querySelectorAll<HTMLButtonElement>('.notification-item') ?? []);
    if (!items.length) return;
    event.preventDefault();
    const index = items.indexOf(document.activeElement as HTMLButtonElement);
    const step = event.key === 'ArrowDown' ? 1 : -1;
    const next = index < 0 ? (step > 0 ? 0 : items.length - 1) : (index + step + items.length) % items.length;
    items[next].focus();
  };

  // Tabbing out of the dropdown closes it; a click outside is handled by the listener above.
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget as Node | null;
    if (open && next && !rootRef.current?.contains(next)) setOpen(false);
  };

  return (
    <div
      className="notifications-bell"
      ref={rootRef}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
      data-live={live ? 'true' : 'false'}
    >
      <button
        ref={buttonRef}
        type="button"
        className="icon-button notifications-bell__button"
        aria-label={
          unreadCount > 0
            ? intl.formatMessage(
                { id: 'notifications.bell.unread', defaultMessage: 'Notifications, {count} unread' },
                { count: unreadCount },
              )
            : intl.formatMessage(NOTIFICATIONS)
        }
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        title={intl.formatMessage(NOTIFICATIONS)}
        onClick={() => (open ? close(false) : setOpen(true))}
      >
        <Icon name="bell" />
      </button>
      {/* Beside the button, not in it: its visible text ('9+') must not contradict the button's
          name, which carries the exact count (WCAG 2.5.3, label in name). */}
      {badge && (
        <span className="notifications-bell__badge ui-pill" aria-hidden="true" data-testid="notifications-badge">
          {badge}
        </span>
      )}

      {open && (
        // data-toasts-avoid: it hangs where toasts appear (top right); they move out of its way (ui.css).
        <div
          ref={panelRef}
          id={panelId}
          role="dialog"
          aria-label={intl.formatMessage(NOTIFICATIONS)}
          tabIndex={-1}
          className="notifications-panel"
          data-toasts-avoid=""
        >
          <div className="notifications-panel__header">
            <h2 className="notifications-panel__title">
              <FormattedMessage {...NOTIFICATIONS} />
            </h2>
            {unreadCount > 0 && (
              <Button variant="link" size="sm" onClick={() => void markAllRead()}>
                <FormattedMessage id="notifications.bell.markAllRead" defaultMessage="Mark all as read" />
              </Button>
            )}
          </div>
          {!loaded ? (
            failed ? (
              <div className="notifications-panel__state">
                <LoadError
                  message={intl.formatMessage({
                    id: 'notifications.bell.loadFailed',
                    defaultMessage: 'Notifications could not be loaded.',
                  })}
                  onRetry={reload}
                />
              </div>
            ) : (
              <ListSkeleton
                label={intl.formatMessage({
                  id: 'notifications.bell.loading',
                  defaultMessage: 'Loading notifications…',
                })}
                count={2}
                className="notifications-panel__state"
              />
            )
          ) : recent.length > 0 ? (
            <ul
              className="notifications-panel__list"
              aria-label={intl.formatMessage({
                id: 'notifications.bell.recent',
                defaultMessage: 'Recent notifications',
              })}
            >
              {recent.map((notification) => (
                <li key={notification.id}>
                  <button
                    type="button"
                    className={notification.read ? 'notification-item' : 'notification-item is-unread'}
                    aria-label={notificationLabel(intl, notification)}
                    onClick={() => {
                      void markRead(notification);
                      // What it is about opens in its view; the panel would cover it.
                      if (openLink(notification.url)) close(false);
                    }}
                  >
                    <NotificationSummary notification={notification} />
                  </button>
                </li>
              ))}
            </ul>
          ) : (
            <p className="notifications-panel__empty">
              <FormattedMessage id="notifications.bell.empty" defaultMessage="No notifications yet" />
            </p>
          )}
          <div className="notifications-panel__footer">
            <Button
              variant="link"
              size="sm"
              onClick={() => {
                close(false);
                onViewAll();
              }}
            >
              <FormattedMessage id="notifications.bell.viewAll" defaultMessage="View all" />
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
