import { graphql } from '../../gql';

/** One notification as the dropdown, the full view and the live events show it. */
export const NotificationItemFragment = graphql(`
  fragment NotificationItem on Notification {
    id
    type
    title
    message
    read
    reference
    url
    createdAt
  }
`);

/** The header dropdown: the 10 newest and the unread count (kept current by live events). */
export const RecentNotificationsQuery = graphql(`
  query RecentNotifications {
    recentNotifications {
      notifications {
        ...NotificationItem @unmask
      }
      unreadCount
    }
  }
`);

/** The Notifications view: All or Unread Only, newest first; `after` is the previous endCursor. */
export const NotificationsPageQuery = graphql(`
  query NotificationsPage($unreadOnly: Boolean!, $first: Int!, $after: String) {
    notifications(unreadOnly: $unreadOnly, first: $first, after: $after) {
      nodes {
        ...NotificationItem @unmask
      }
      totalCount
      pageInfo {
        ...NextPage @unmask
      }
    }
  }
`);

export const MarkNotificationReadMutation = graphql(`
  mutation MarkNotificationRead($id: ID!) {
    markNotificationRead(id: $id, read: true) {
      id
      read
    }
  }
`);

export const MarkAllNotificationsReadMutation = graphql(`
  mutation MarkAllNotificationsRead {
    markAllNotificationsRead
  }
`);

export const DeleteNotificationMutation = graphql(`
  mutation DeleteNotification($id: ID!) {
    deleteNotification(id: $id)
  }
`);

/**
 * Live over graphql-ws: CREATED carries the new notification, every kind the unread count and the
 * member as they are now (`viewer`: the other party's action may have moved their EP; ACCOUNT
 * events, such as a referral reward, carry only that).
 */
export const NotificationEventsSubscription = graphql(`
  subscription NotificationEvents {
    notificationEvents {
      kind
      unreadCount
      notification {
        ...NotificationItem @unmask
      }
      viewer {
        ...ViewerChanges @unmask
      }
    }
  }
`);
