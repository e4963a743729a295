import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Observable, type Subscriber } from 'rxjs';
import { createSocketStatusStore, type SocketStatus } from '../../../shared/lib/socketStatus';
import { ToastProvider } from '../../../shared/ui';
import { LanguageProvider } from '../../../shared/i18n';
import { NotificationsProvider } from '../components/NotificationsProvider';
import type { NotificationItem } from '../lib/cache';
import { OperationTypeNode } from 'graphql';

type Stored = Required<Omit<NotificationItem, '__typename' | ' $fragmentName'>>;

let sequence = 0;

/** A notification as the API sends it; newer ones get later createdAt by default. */
export function makeNotification(overrides: Partial<Stored> = {}): Stored {
  sequence += 1;
  return {
    id: `n${sequence}`,
    type: 'EXCHANGE_REQUEST',
    title: `Notification ${sequence}`,
    message: `Message ${sequence}`,
    read: false,
    reference: null,
    url: '/?view=notifications',
    createdAt: new Date(Date.UTC(2025, 0, 1, 12, sequence)).toISOString(),
    ...overrides,
  };
}

export interface Call {
  operationName: string;
  variables: Record<string, unknown>;
}

const typed = (n: Stored) => ({ __typename: 'Notification' as const, ...n });

/**
 * A small in-memory notifications API behind an Apollo link: queries and mutations answer from
 * `notifications` (newest first), the subscription is driven by `emit`, and every operation is
 * recorded in `calls`. Answers resolve on a microtask, so fake timers need no extra ticks.
 */
export function createFakeServer(initial: Stored[] = []) {
  // `deliver`: whether live events get through (false while the test's socket is down).
  const state = { notifications: [...initial], failing: new Set<string>(), deliver: true };
  const calls: Call[] = [];
  const subscribers = new Set<Subscriber<unknown>>();
  const unread = () => state.notifications.filter((n) => !n.read).length;
  const emit = (event: {
    kind: 'CREATED' | 'UNREAD_COUNT';
    unreadCount: number;
    notification?: ReturnType<typeof typed> | null;
  }) => {
    const payload = {
      data: { notificationEvents: { __typename: 'NotificationEventType', notification: null, ...event } },
    };
    if (state.deliver) subscribers.forEach((s) => s.next(payload));
  };
  // Like the real server: a changed count is published (live) before the mutation answers.
  const countChanged = () => emit({ kind: 'UNREAD_COUNT', unreadCount: unread() });

  const answer = (name: string, vars: Record<string, unknown>): Record<string, unknown> => {
    switch (name) {
      case 'RecentNotifications':
        return {
          recentNotifications: {
            __typename: 'RecentNotifications',
            notifications: state.notifications.slice(0, 10).map(typed),
            unreadCount: unread(),
          },
        };
      case 'NotificationsPage': {
        const all = vars.unreadOnly ? state.notifications.filter((n) => !n.read) : state.notifications;
        const start = vars.after ? Number(vars.after) : 0;
        const page = all.slice(start, start + Number(vars.first));
        const end = start + page.length;
        return {
          notifications: {
            __typename: 'NotificationConnection',
            nodes: page.map(typed),
            totalCount: all.length,
            pageInfo: {
              __typename: 'PageInfo',
              hasNextPage: end < all.length,
              endCursor: page.length ? String(end) : null,
            },
          },
        };
      }
      case 'MarkNotificationRead': {
        const n = state.notifications.find((x) => x.id === vars.id);
        if (!n) throw new Error('Notification not found');
        n.read = true;
        countChanged();
        return { markNotificationRead: { __typename: 'Notification', id: n.id, read: true } };
      }
      case 'MarkAllNotificationsRead': {
        const count = unread();
        state.notifications.forEach((n) => (n.read = true));
        countChanged();
        return { markAllNotificationsRead: count };
      }
      case 'DeleteNotification':
        state.notifications = state.notifications.filter((n) => n.id !== vars.id);
        countChanged();
        return { deleteNotification: true };
      default:
        throw new Error(`fake server: no answer for ${name}`);
    }
  };

  const link = new ApolloLink((operation) => {
    const operationName = operation.operationName ?? '';
    calls.push({ operationName, variables: { ...operation.variables } });
    if (operation.operationType === OperationTypeNode.SUBSCRIPTION) {
      return new Observable((subscriber) => {
        subscribers.add(subscriber);
        return () => subscribers.delete(subscriber);
      });
    }
    return new Observable((subscriber) => {
      let cancelled = false;
      void Promise.resolve().then(() => {
        if (cancelled) return;
        if (state.failing.has(operationName)) {
          subscriber.error(new Error('Network down'));
          return;
        }
        try {
          subscriber.next({ data: answer(operationName, operation.variables) });
          subscriber.complete();
        } catch (error) {
          subscriber.next({ errors: [{ message: (error as Error).message }] });
          subscriber.complete();
        }
      });
      return () => {
        cancelled = true;
      };
    });
  });

  return {
    state,
    calls,
    link,
    callsOf: (name: string) => calls.filter((c) => c.operationName === name),
    /** Whether the subscription is currently open. */
    subscribed: () => subscribers.size > 0,
    /** A new notification, stored and pushed live as the server's CREATED event. */
    create(overrides: Partial<Stored> = {}) {
      const n = makeNotification(overrides);
      state.notifications.unshift(n);
      emit({ kind: 'CREATED', unreadCount: unread(), notification: typed(n) });
      return n;
    },
    /** Stores a notification without telling anyone (what an outage hides). */
    createSilently(overrides: Partial<Stored> = {}) {
      const n = makeNotification(overrides);
      state.notifications.unshift(n);
      return n;
    },
    emit,
    /** Ends the subscription with an error (as a failed subscribe would). */
    failSubscription() {
      subscribers.forEach((s) => s.error(new Error('subscription failed')));
    },
  };
}

export type FakeServer = ReturnType<typeof createFakeServer>;

/** Renders `ui` inside the notifications provider on a client that talks to `server`. */
export function renderWithNotifications(
  ui: ReactElement,
  server: FakeServer,
  {
    pollMs = 30_000,
    status = 'connected',
    locale,
  }: { pollMs?: number; status?: SocketStatus; /** English unless given. */ locale?: string } = {},
) {
  const client = new ApolloClient({ link: server.link, cache: new InMemoryCache() });
  const socketStatus = createSocketStatusStore(status);
  server.state.deliver = status === 'connected';
  // In the language provider as the app renders (English unless `locale` says otherwise).
  const result = render(
    <LanguageProvider initial={locale}>
      <ApolloProvider client={client}>
        <ToastProvider>
          <NotificationsProvider pollMs={pollMs} socketStatus={socketStatus}>
            {ui}
          </NotificationsProvider>
        </ToastProvider>
      </ApolloProvider>
    </LanguageProvider>,
  );
  /** The socket goes down or comes back: events stop or flow again, the provider sees it. */
  const setSocket = (next: SocketStatus) => {
    server.state.deliver = next === 'connected';
    socketStatus.set(next);
  };
  return { ...result, client, socketStatus, setSocket };
}
