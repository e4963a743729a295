import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NotificationsBell } from '../components/NotificationsBell';
import { createFakeServer, makeNotification, renderWithNotifications } from '../test/fakeServer';
import { RESUBSCRIBE_DELAY_MS } from './useLiveNotifications';

const POLL_MS = 5_000;

/** Lets timers run and the fake server's answers (microtasks) arrive. */
async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

const bellName = () => screen.getByRole('button', { name: /^Notifications/ }).getAttribute('aria-label');
const toasts = () => screen.queryAllByRole('status').map((t) => t.textContent);

describe('live notifications', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('polls every N ms only while the socket is down, and catches up once when it is back', async () => {
    const server = createFakeServer([makeNotification({ read: true })]);
    const { setSocket } = renderWithNotifications(<NotificationsBell onViewAll={vi.fn()} />, server, {
      pollMs: POLL_MS,
      status: 'connected',
    });
    const recentCalls = () => server.callsOf('RecentNotifications').length;
    await advance(0);
    expect(recentCalls()).toBe(1);

    // Live: no polling however long it stays connected.
    await advance(POLL_MS * 3);
    expect(recentCalls()).toBe(1);

    // Down: one request per period; what arrives meanwhile shows up through the poll.
    act(() => setSocket('closed'));
    await advance(POLL_MS - 1);
    expect(recentCalls()).toBe(1);
    server.createSilently({ title: 'Request accepted', message: 'Maya accepted' });
    await advance(1);
    expect(recentCalls()).toBe(2);
    expect(bellName()).toBe('Notifications, 1 unread');
    // Found by the poll while the app was open: announced like a live one.
    expect(toasts()).toEqual(['Request accepted: Maya accepted']);
    act(() => setSocket('connecting'));
    await advance(POLL_MS * 2);
    expect(recentCalls()).toBe(4);

    // Back: polling stops, one refetch catches up with what the outage hid.
    server.createSilently({ title: 'Session proposed', message: 'Friday' });
    act(() => setSocket('connected'));
    await advance(0);
    expect(recentCalls()).toBe(5);
    expect(bellName()).toBe('Notifications, 2 unread');
    expect(toasts()).toContain('Session proposed: Friday');
    await advance(POLL_MS * 4);
    expect(recentCalls()).toBe(5);
  });

  it('polls from the start when the socket never connects', async () => {
    const server = createFakeServer();
    renderWithNotifications(<NotificationsBell onViewAll={vi.fn()} />, server, {
      pollMs: POLL_MS,
      status: 'connecting',
    });
    await advance(0);
    await advance(POLL_MS * 2);
    expect(server.callsOf('RecentNotifications')).toHaveLength(3);
  });

  it('adds a CREATED notification, sets the count, and toasts it once', async () => {
    const server = createFakeServer([makeNotification({ title: 'Old news', message: 'seen before' })]);
    renderWithNotifications(<NotificationsBell onViewAll={vi.fn()} />, server, { pollMs: POLL_MS });
    await advance(0);
    expect(bellName()).toBe('Notifications, 1 unread');
    // What was there before the app opened is not announced.
    expect(toasts()).toEqual([]);

    let created = makeNotification();
    act(() => {
      created = server.create({
        type: 'EXCHANGE_REQUEST',
        title: 'New exchange request',
        message: 'Jo wants a session',
      });
    });
    await advance(0);
    expect(bellName()).toBe('Notifications, 2 unread');
    expect(toasts()).toEqual(['New exchange request: Jo wants a session']);

    // The same event again (e.g. redelivered) and a later refetch do not announce it twice.
    act(() =>
      server.emit({ kind: 'CREATED', unreadCount: 2, notification: { __typename: 'Notification', ...created } }),
    );
    await advance(0);
    expect(toasts()).toEqual(['New exchange request: Jo wants a session']);

    // UNREAD_COUNT sets the count; at 0 the listed ones are read too.
    act(() => server.emit({ kind: 'UNREAD_COUNT', unreadCount: 7 }));
    await advance(0);
    expect(bellName()).toBe('Notifications, 7 unread');
    act(() => server.emit({ kind: 'UNREAD_COUNT', unreadCount: 0 }));
    await advance(0);
    expect(bellName()).toBe('Notifications');
  });

  it('polls while the subscription itself failed, and subscribes again later', async () => {
    const server = createFakeServer();
    renderWithNotifications(<NotificationsBell onViewAll={vi.fn()} />, server, { pollMs: POLL_MS });
    await advance(0);
    expect(server.subscribed()).toBe(true);

    act(() => server.failSubscription());
    await advance(POLL_MS);
    expect(server.callsOf('RecentNotifications')).toHaveLength(2);

    await advance(RESUBSCRIBE_DELAY_MS - POLL_MS);
    expect(server.subscribed()).toBe(true);
    expect(server.callsOf('NotificationEvents')).toHaveLength(2);
    const afterResubscribe = server.callsOf('RecentNotifications').length;
    await advance(POLL_MS * 2);
    expect(server.callsOf('RecentNotifications')).toHaveLength(afterResubscribe);
  });
});
