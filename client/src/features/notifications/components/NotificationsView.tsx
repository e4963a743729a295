import { useQuery } from '@apollo/client/react';
import { useId, useState } from 'react';
import { defineMessage, FormattedMessage, useIntl } from 'react-intl';
import { useOpenNotificationLink } from '../../../shared/lib/shellNavigation';
import { useCursorPages } from '../../../shared/lib/useCursorPages';
import { Button, EmptyState, Icon, ListSkeleton, LoadError, Tabs, useNextStep, LoadMore } from '../../../shared/ui';
import type { NotificationItem } from '../lib/cache';
import { NotificationsPageQuery } from '../operations';
import { useNotifications } from './NotificationsProvider';
import { notificationLabel, NotificationSummary } from './NotificationSummary';
import './notifications.css';

export const NOTIFICATIONS_PAGE_SIZE = 20;

type Filter = 'all' | 'unread';

const DELETE = defineMessage({ id: 'notifications.view.delete', defaultMessage: 'Delete notification' });

/** The full Notifications view: All or Unread Only, read on click, delete, load more. */
export function NotificationsView() {
  const intl = useIntl();
  const { unreadCount, markRead, markAllRead, remove } = useNotifications();
  const [filter, setFilter] = useState<Filter>('all');
  const result = useQuery(NotificationsPageQuery, {
    variables: { unreadOnly: filter === 'unread', first: NOTIFICATIONS_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const { loading, refetch } = result;
  const { connection, loadingMore, loadMore, error, retry } = useCursorPages(result, 'notifications', {
    keepPreviousData: false,
  });
  const nextStep = useNextStep();

  // New notifications (live or polled) drop the loaded pages (lib/arrivals.ts): the first page reloads.

  const onMarkAll = async () => {
    await markAllRead();
    // Unread Only would otherwise keep listing what is now read.
    if (filter === 'unread') void refetch().catch(() => {});
  };

  let list;
  if (!connection && loading) {
    list = (
      <ListSkeleton
        label={intl.formatMessage({ id: 'notifications.view.loading', defaultMessage: 'Loading notifications…' })}
        count={4}
      />
    );
  } else if (!connection && error) {
    // A failed list load is silent (no alert or toast), but the list says so and offers another try.
    list = (
      <LoadError
        message={intl.formatMessage({
          id: 'notifications.view.loadFailed',
          defaultMessage: 'Notifications could not be loaded.',
        })}
        onRetry={retry}
      />
    );
  } else if (!connection?.nodes.length) {
    list =
      filter === 'unread' ? (
        <EmptyState
          icon="checkCircle"
          title={intl.formatMessage({ id: 'notifications.view.caughtUpTitle', defaultMessage: "You're all caught up" })}
          description={intl.formatMessage({
            id: 'notifications.view.caughtUpText',
            defaultMessage: 'There are no unread notifications.',
          })}
          action={
            <Button variant="secondary" onClick={() => setFilter('all')}>
              <FormattedMessage id="notifications.view.showAll" defaultMessage="Show all notifications" />
            </Button>
          }
        />
      ) : (
        <EmptyState
          icon="bell"
          title={intl.formatMessage({ id: 'notifications.view.emptyTitle', defaultMessage: 'No notifications yet' })}
          description={intl.formatMessage({
            id: 'notifications.view.emptyText',
            defaultMessage: 'Requests, sessions and testimonials about your exchanges will show up here.',
          })}
          action={nextStep(
            'discover',
            <FormattedMessage id="notifications.view.browseServices" defaultMessage="Browse services" />,
          )}
        />
      );
  } else {
    list = (
      <>
        <ul
          className="notification-list ui-bare-list"
          aria-label={
            filter === 'unread'
              ? intl.formatMessage({ id: 'notifications.view.unreadList', defaultMessage: 'Unread notifications' })
              : intl.formatMessage({ id: 'notifications.view.allList', defaultMessage: 'All notifications' })
          }
        >
          {connection.nodes.map((notification) => (
            <NotificationRow key={notification.id} notification={notification} onOpen={markRead} onDelete={remove} />
          ))}
        </ul>
        <LoadMore hasMore={connection.pageInfo.hasNextPage} loading={loadingMore} onLoadMore={() => void loadMore()} />
      </>
    );
  }

  return (
    <div className="notifications-view">
      <div className="notifications-view__toolbar ui-row ui-row--between">
        <p className="notifications-view__count">
          {unreadCount > 0 ? (
            <FormattedMessage
              id="notifications.view.unreadCount"
              defaultMessage="{count} unread"
              values={{ count: unreadCount }}
            />
          ) : (
            <FormattedMessage id="notifications.view.noneUnread" defaultMessage="No unread notifications" />
          )}
        </p>
        <Button
          variant="secondary"
          size="sm"
          icon={<Icon name="check" size={16} />}
          disabled={unreadCount === 0}
          onClick={() => void onMarkAll()}
        >
          <FormattedMessage id="notifications.view.markAllRead" defaultMessage="Mark all as read" />
        </Button>
      </div>
      <Tabs
        label={intl.formatMessage({ id: 'notifications.view.filter', defaultMessage: 'Filter notifications' })}
        value={filter}
        onChange={(id) => setFilter(id as Filter)}
        items={[
          {
            id: 'all',
            label: intl.formatMessage({ id: 'notifications.view.all', defaultMessage: 'All' }),
            content: list,
          },
          {
            id: 'unread',
            label: intl.formatMessage({ id: 'notifications.view.unreadOnly', defaultMessage: 'Unread Only' }),
            content: list,
          },
        ]}
      />
    </div>
  );
}

interface NotificationRowProps {
  notification: NotificationItem;
  onOpen: (notification: NotificationItem) => Promise<void>;
  onDelete: (notification: NotificationItem) => Promise<void>;
}

function NotificationRow({ notification, onOpen, onDelete }: NotificationRowProps) {
  const intl = useIntl();
  const titleId = useId();
  const openLink = useOpenNotificationLink();
  const [deleting, setDeleting] = useState(false);
  return (
    <li className={notification.read ? 'notification-row' : 'notification-row is-unread'}>
      <button
        type="button"
        className="notification-item"
        aria-label={notificationLabel(intl, notification)}
        onClick={() => {
          void onOpen(notification);
          // What it is about opens in its view (the request, its thread…), when it has a place of its own.
          openLink(notification.url);
        }}
      >
        <NotificationSummary notification={notification} titleId={titleId} />
      </button>
      <button
        type="button"
        className="icon-button notification-row__delete"
        aria-label={intl.formatMessage(DELETE)}
        aria-describedby={titleId}
        title={intl.formatMessage(DELETE)}
        disabled={deleting}
        onClick={() => {
          setDeleting(true);
          // Still here when the delete failed: allow another try.
          void onDelete(notification).finally(() => setDeleting(false));
        }}
      >
        <Icon name="trash" size={18} />
      </button>
    </li>
  );
}
