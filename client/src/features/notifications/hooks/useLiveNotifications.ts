import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSocketStatus, type SocketStatusStore } from '../../../shared/lib/socketStatus';
import { useToast } from '../../../shared/ui';
import {
  addRecentNotification,
  adjustUnreadCount,
  markAllReadInCache,
  removeNotificationFromCache,
  setUnreadCount,
  type NotificationItem,
} from '../lib/cache';
import { applyNotification, type ArrivalReads } from '../lib/arrivals';
import { MeQuery } from '../../../shared/viewer/operations';
import {
  DeleteNotificationMutation,
  MarkAllNotificationsReadMutation,
  MarkNotificationReadMutation,
  NotificationEventsSubscription,
  RecentNotificationsQuery,
} from '../operations';

/** After the subscription itself fails (not the socket: graphql-ws retries that), try again. */
export const RESUBSCRIBE_DELAY_MS = 10_000;
/** More new notifications than this at once (found by a poll) make one summary toast. */
const MAX_TOASTS_AT_ONCE = 3;

export interface LiveNotifications {
  /** The 10 newest (empty until loaded, and when loading failed, silently). */
  recent: NotificationItem[];
  unreadCount: number;
  loaded: boolean;
  /** Nothing loaded and the last load failed (no toast: list loads fail silently); `reload` tries again. */
  failed: boolean;
  reload: () => void;
  /** True while the WebSocket subscription delivers events; otherwise the list is polled. */
  live: boolean;
  markRead: (notification: NotificationItem) => Promise<void>;
  markAllRead: () => Promise<void>;
  remove: (notification: NotificationItem) => Promise<void>;
}

export interface LiveNotificationsOptions {
  pollMs: number;
  socketStatus?: SocketStatusStore;
  /** Reads an arrival asks for instead of dropping what it changed (lib/arrivals.ts); none: it drops. */
  reads?: ArrivalReads;
}

const NO_READS: ArrivalReads = {};

/**
 * The signed-in member's notifications, kept current: live through the `notificationEvents`
 * subscription while the WebSocket is connected; while it is not, `recentNotifications` is polled
 * every `pollMs`. When the socket comes back the poll stops and one refetch catches up on
 * whatever the outage hid. New notifications are announced once each with an info toast.
 *
 * Each new notification drops from the cache exactly what it changed (lib/arrivals.ts); a live
 * event also carries the member as they are now (`viewer`), which the cache takes in place — the
 * header's balance, My Profile's achievements. Nothing is refetched on a timer or wholesale.
 */
export function useLiveNotifications({
  pollMs,
  socketStatus,
  reads: arrivalReads = NO_READS,
}: LiveNotificationsOptions): LiveNotifications {
  const client = useApolloClient();
  const toast = useToast();
  const status = useSocketStatus(socketStatus);
  const [subscriptionFailed, setSubscriptionFailed] = useState(false);
  const [subscriptionRound, setSubscriptionRound] = useState(0);
  const live = status === 'connected' && !subscriptionFailed;
  const liveRef = useRef(live);

  const { data, previousData, error, refetch } = useQuery(RecentNotificationsQuery, {
    fetchPolicy: 'cache-and-network',
  });
  const recentData = (data ?? previousData)?.recentNotifications;
  const refetchRef = useRef(refetch);
  useEffect(() => {
    liveRef.current = live;
    refetchRef.current = refetch;
  });
  // Notification load failures are ignored silently.
  const refetchQuietly = useCallback(() => void refetchRef.current().catch(() => {}), []);

  // Ids already on screen or announced: only others are toasted.
  const seen = useRef(new Set<string>());
  const baselineTaken = useRef(false);
  const announce = useCallback(
    (fresh: NotificationItem[]) => {
      if (fresh.length > MAX_TOASTS_AT_ONCE) {
        toast.info(`You have ${fresh.length} new notifications`);
        return;
      }
      // Oldest first, so the newest ends up last in the stack.
      for (const n of [...fresh].reverse()) toast.info(`${n.title}: ${n.message}`);
    },
    [toast],
  );

  // What a load brings: the first is what was there before the app opened (no toasts);
  // later ones (polls, the catch-up refetch) may bring notifications the socket did not.
  useEffect(() => {
    if (!recentData) return;
    if (!baselineTaken.current) {
      baselineTaken.current = true;
      recentData.notifications.forEach((n) => seen.current.add(n.id));
      return;
    }
    const fresh = recentData.notifications.filter((n) => !seen.current.has(n.id));
    if (!fresh.length) return;
    fresh.forEach((n) => seen.current.add(n.id));
    announce(fresh.filter((n) => !n.read));
    // Found by a poll or the catch-up (no live event carried the member): what they changed is
    // dropped, and the member read once, as their EP may have moved.
    const viewerId = client.cache.readQuery({ query: MeQuery })?.me?.id;
    fresh.forEach((n) => applyNotification(client.cache, n, viewerId, arrivalReads));
    void client.query({ query: MeQuery, fetchPolicy: 'network-only' }).catch(() => {});
  }, [recentData, announce, client, arrivalReads]);

  // Set whenever events may have been missed; the next live moment refetches once.
  const missedEvents = useRef(false);

  useEffect(() => {
    let active = true;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const fail = () => {
      if (!active) return;
      active = false;
      missedEvents.current = true;
      setSubscriptionFailed(true);
      retry = setTimeout(() => {
        setSubscriptionFailed(false);
        setSubscriptionRound((round) => round + 1);
      }, RESUBSCRIBE_DELAY_MS);
    };
    const subscription = client.subscribe({ query: NotificationEventsSubscription }).subscribe({
      next: ({ data: eventData, error }) => {
        if (error) return fail();
        const event = eventData?.notificationEvents;
        if (!event || !active) return;
        if (event.kind === 'CREATED' && event.notification) {
          const notification = event.notification;
          if (!seen.current.has(notification.id)) {
            seen.current.add(notification.id);
            if (!notification.read) announce([notification]);
            applyNotification(client.cache, notification, event.viewer?.id, arrivalReads);
          }
          addRecentNotification(client.cache, notification, event.unreadCount);
        } else {
          setUnreadCount(client.cache, event.unreadCount);
        }
      },
      error: fail,
      complete: fail,
    });
    return () => {
      active = false;
      clearTimeout(retry);
      subscription.unsubscribe();
    };
  }, [client, announce, subscriptionRound, arrivalReads]);

  useEffect(() => {
    if (status === 'closed') missedEvents.current = true;
  }, [status]);

  // The fallback: poll only while nothing arrives live.
  useEffect(() => {
    if (live) return;
    const timer = setInterval(() => {
      missedEvents.current = true;
      refetchQuietly();
    }, pollMs);
    return () => clearInterval(timer);
  }, [live, pollMs, refetchQuietly]);

  // Back to live: one refetch for what happened while the socket was down.
  useEffect(() => {
    if (!live || !missedEvents.current) return;
    missedEvents.current = false;
    refetchQuietly();
  }, [live, refetchQuietly]);

  const [markReadMutation] = useMutation(MarkNotificationReadMutation);
  const [markAllMutation] = useMutation(MarkAllNotificationsReadMutation);
  const [deleteMutation] = useMutation(DeleteNotificationMutation);

  // While live the server's UNREAD_COUNT event sets the count (it may arrive before the
  // mutation's answer, so adjusting here too would count twice); otherwise adjust it locally.
  const markRead = useCallback(
    async (notification: NotificationItem) => {
      if (notification.read) return;
      try {
        await markReadMutation({
          variables: { id: notification.id },
          update: (cache, { data: result }) => {
            if (result?.markNotificationRead.read && !liveRef.current) adjustUnreadCount(cache, -1);
          },
        });
      } catch {
        // Failures are ignored; the notification stays unread and can be clicked again.
      }
    },
    [markReadMutation],
  );

  const markAllRead = useCallback(async () => {
    try {
      await markAllMutation({ update: (cache) => markAllReadInCache(cache) });
    } catch {
      // Failures are ignored.
    }
  }, [markAllMutation]);

  const remove = useCallback(
    async (notification: NotificationItem) => {
      try {
        await deleteMutation({
          variables: { id: notification.id },
          update: (cache, { data: result }) => {
            if (result?.deleteNotification) removeNotificationFromCache(cache, notification, !liveRef.current);
          },
        });
      } catch {
        // Failures are ignored; the notification stays listed.
      }
    },
    [deleteMutation],
  );

  return useMemo(
    () => ({
      recent: recentData?.notifications ?? [],
      unreadCount: recentData?.unreadCount ?? 0,
      loaded: Boolean(recentData),
      failed: !recentData && Boolean(error),
      reload: refetchQuietly,
      live,
      markRead,
      markAllRead,
      remove,
    }),
    [recentData, error, refetchQuietly, live, markRead, markAllRead, remove],
  );
}
