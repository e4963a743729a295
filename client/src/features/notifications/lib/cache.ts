import type { ApolloCache, Reference } from '@apollo/client';
import { isCachedObject, referencesIn } from '../../../shared/lib/cacheUpdates';
import type { NotificationItemFragment } from '../../../gql/graphql';
import { RecentNotificationsQuery } from '../operations';

/** A notification as stored in the cache (events and query results carry the typename). */
export type NotificationItem = NotificationItemFragment & { __typename?: 'Notification' };

const RECENT_LIMIT = 10;

/** A new notification (live event) goes on top of the dropdown's list, with the server's count. */
export function addRecentNotification(cache: ApolloCache, notification: NotificationItem, unreadCount: number): void {
  cache.updateQuery({ query: RecentNotificationsQuery }, (data) => {
    // Not loaded yet: the query in flight brings it.
    if (!data) return undefined;
    const rest = data.recentNotifications.notifications.filter((n) => n.id !== notification.id);
    return {
      recentNotifications: {
        ...data.recentNotifications,
        notifications: [{ __typename: 'Notification' as const, ...notification }, ...rest].slice(0, RECENT_LIMIT),
        unreadCount,
      },
    };
  });
}

/** The server's unread count; at 0 every listed notification is read as well. */
export function setUnreadCount(cache: ApolloCache, unreadCount: number): void {
  cache.updateQuery({ query: RecentNotificationsQuery }, (data) => {
    if (!data) return undefined;
    const { notifications } = data.recentNotifications;
    return {
      recentNotifications: {
        ...data.recentNotifications,
        notifications: unreadCount === 0 ? notifications.map((n) => ({ ...n, read: true })) : notifications,
        unreadCount,
      },
    };
  });
}

/** Adds `delta` to the cached unread count (never below 0); used while no live count arrives. */
export function adjustUnreadCount(cache: ApolloCache, delta: number): void {
  cache.updateQuery({ query: RecentNotificationsQuery }, (data) => {
    if (!data) return undefined;
    return {
      recentNotifications: {
        ...data.recentNotifications,
        unreadCount: Math.max(0, data.recentNotifications.unreadCount + delta),
      },
    };
  });
}

/** Every notification the dropdown or a loaded page of the full view lists becomes read. */
export function markAllReadInCache(cache: ApolloCache): void {
  const listed: Reference[] = [];
  cache.modify({
    id: 'ROOT_QUERY',
    fields: {
      recentNotifications(value: unknown) {
        if (!isCachedObject(value)) return value;
        listed.push(...referencesIn(value.notifications));
        return { ...value, unreadCount: 0 };
      },
      notifications(value: unknown) {
        if (isCachedObject(value)) listed.push(...referencesIn(value.nodes));
        return value;
      },
    },
  });
  for (const ref of listed) cache.modify({ id: ref.__ref, fields: { read: () => true } });
}

/** Takes a deleted notification out of every list (and the counts) and out of the cache. */
export function removeNotificationFromCache(
  cache: ApolloCache,
  notification: NotificationItem,
  adjustUnread: boolean,
): void {
  const entityId = cache.identify({ __typename: 'Notification', id: notification.id });
  if (!entityId) return;
  const unreadDelta = adjustUnread && !notification.read ? -1 : 0;
  cache.modify({
    id: 'ROOT_QUERY',
    fields: {
      recentNotifications(value: unknown) {
        if (!isCachedObject(value)) return value;
        return {
          ...value,
          notifications: referencesIn(value.notifications).filter((ref) => ref.__ref !== entityId),
          unreadCount: Math.max(0, Number(value.unreadCount) + unreadDelta),
        };
      },
      notifications(value: unknown) {
        if (!isCachedObject(value)) return value;
        const nodes = referencesIn(value.nodes);
        if (!nodes.some((ref) => ref.__ref === entityId)) return value;
        return {
          ...value,
          nodes: nodes.filter((ref) => ref.__ref !== entityId),
          totalCount: Math.max(0, Number(value.totalCount) - 1),
        };
      },
    },
  });
  cache.evict({ id: entityId });
  cache.gc();
}
