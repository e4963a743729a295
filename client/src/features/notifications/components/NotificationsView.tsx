import { useQuery } from '@apollo/client/react';
import { useId, useState } from 'react';
import { useCursorPages } from '../../../shared/lib/useCursorPages';
import { Button, EmptyState, Icon, ListSkeleton, LoadError, Tabs, useNextStep, LoadMore } from '../../../shared/ui';
import type { NotificationItem } from '../lib/cache';
import { NotificationsPageQuery } from '../operations';
import { useNotifications } from './NotificationsProvider';
import { notificationLabel, NotificationSummary } from './NotificationSummary';
import './notifications.css';

export const NOTIFICATIONS_PAGE_SIZE = 20;

type Filter = 'all' | 'unread';

/** The full Notifications view: All or Unread Only, read on click, delete, load more. */
export function NotificationsView() {
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
    list = <ListSkeleton label="Loading notifications…" count={4} />;
  } else if (!connection && error) {
    // A failed list load is silent (no alert or toast), but the list says so and offers another try.
    list = <LoadError message="Notifications could not be loaded." onRetry={retry} />;
  } else if (!connection?.nodes.length) {
    list =
      filter === 'unread' ? (
        <EmptyState
          icon="checkCircle"
          title="You're all caught up"
          description="There are no unread notifications."
          action={
            <Button variant="secondary" onClick={() => setFilter('all')}>
              Show all notifications
            </Button>
          }
        />
      ) : (
        <EmptyState
          icon="bell"
          title="No notifications yet"
          description="Requests, sessions and testimonials about your exchanges will show up here."
          action={nextStep('discover', 'Browse services')}
        />
      );
  } else {
    list = (
      <>
        <ul
          className="notification-list ui-bare-list"
          aria-label={filter === 'unread' ? 'Unread notifications' : 'All notifications'}
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
          {unreadCount > 0 ? `${unreadCount} unread` : 'No unread notifications'}
        </p>
        <Button
          variant="secondary"
          size="sm"
          icon={<Icon name="check" size={16} />}
          disabled={unreadCount === 0}
          onClick={() => void onMarkAll()}
        >
          Mark all as read
        </Button>
      </div>
      <Tabs
        label="Filter notifications"
        value={filter}
        onChange={(id) => setFilter(id as Filter)}
        items={[
          { id: 'all', label: 'All', content: list },
          { id: 'unread', label: 'Unread Only', content: list },
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
  const titleId = useId();
  const [deleting, setDeleting] = useState(false);
  return (
    <li className={notification.read ? 'notification-row' : 'notification-row is-unread'}>
      <button
        type="button"
        className="notification-item"
        aria-label={notificationLabel(notification)}
        onClick={() => void onOpen(notification)}
      >
        <NotificationSummary notification={notification} titleId={titleId} />
      </button>
      <button
        type="button"
        className="icon-button notification-row__delete"
        aria-label="Delete notification"
        aria-describedby={titleId}
        title="Delete notification"
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
