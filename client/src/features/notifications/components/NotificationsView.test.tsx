import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Shell } from '../../../app/shell/Shell';
import type { ViewId } from '../../../app/shell/views';
import { NotificationTargetsContext, ShellNavigationContext } from '../../../shared/lib/shellNavigation';
import { makeUser } from '../../../test/fixtures';
import { named, withoutTime } from '../test/labels';
import { createFakeServer, makeNotification, renderWithNotifications } from '../test/fakeServer';
import { NotificationsBell } from './NotificationsBell';
import { NOTIFICATIONS_PAGE_SIZE, NotificationsView } from './NotificationsView';

const list = () => screen.getByRole('list', { name: /notifications$/ });
const rowNames = () =>
  within(list())
    .getAllByRole('button', { name: /:/ })
    .map((b) => withoutTime(b.getAttribute('aria-label')));

describe('NotificationsView', () => {
  it('lists all notifications with icons and time ago, and filters Unread Only', async () => {
    const user = userEvent.setup();
    const server = createFakeServer([
      makeNotification({
        title: 'Exchange expired',
        message: 'It lapsed',
        type: 'EXCHANGE_EXPIRED',
        read: true,
        createdAt: new Date(Date.now() - 3 * 3600_000).toISOString(),
      }),
      makeNotification({
        title: 'Session rejected',
        message: 'Not that day',
        type: 'SESSION_REJECTED',
        createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
      }),
    ]);
    renderWithNotifications(<NotificationsView />, server);

    expect(
      await screen.findByRole('button', { name: named('Session rejected: Not that day (unread)') }),
    ).not.toBeNull();
    expect(rowNames()).toEqual(['Exchange expired: It lapsed', 'Session rejected: Not that day (unread)']);
    const expired = screen.getByRole('button', { name: named('Exchange expired: It lapsed') });
    expect(expired.querySelector('svg')?.getAttribute('data-icon')).toBe('bell');
    expect(within(expired).getByText('3 hours ago')).not.toBeNull();
    const rejected = screen.getByRole('button', { name: named('Session rejected: Not that day (unread)') });
    expect(rejected.querySelector('svg')?.getAttribute('data-icon')).toBe('alert');
    expect(within(rejected).getByText('5 minutes ago')).not.toBeNull();
    expect(server.callsOf('NotificationsPage')[0].variables).toEqual({
      unreadOnly: false,
      first: NOTIFICATIONS_PAGE_SIZE,
    });

    const tabs = screen.getByRole('tablist', { name: 'Filter notifications' });
    expect(within(tabs).getByRole('tab', { name: 'All' }).getAttribute('aria-selected')).toBe('true');
    await user.click(within(tabs).getByRole('tab', { name: 'Unread Only' }));
    await waitFor(() => expect(rowNames()).toEqual(['Session rejected: Not that day (unread)']));
    expect(server.callsOf('NotificationsPage').at(-1)?.variables).toEqual({
      unreadOnly: true,
      first: NOTIFICATIONS_PAGE_SIZE,
    });
  });

  it('marks read on click, deletes, and marks all as read', async () => {
    const user = userEvent.setup();
    const server = createFakeServer([
      makeNotification({ id: 'c', title: 'C', message: 'third' }),
      makeNotification({ id: 'b', title: 'B', message: 'second' }),
      makeNotification({ id: 'a', title: 'A', message: 'first' }),
    ]);
    renderWithNotifications(
      <>
        <NotificationsBell onViewAll={vi.fn()} />
        <NotificationsView />
      </>,
      server,
    );
    await screen.findByRole('button', { name: 'Notifications, 3 unread' });

    await user.click(await screen.findByRole('button', { name: named('A: first (unread)') }));
    expect(await screen.findByRole('button', { name: named('A: first') })).not.toBeNull();
    expect(server.callsOf('MarkNotificationRead').map((c) => c.variables.id)).toEqual(['a']);
    expect(screen.getByRole('button', { name: 'Notifications, 2 unread' })).not.toBeNull();

    const row = screen.getByRole('button', { name: named('B: second (unread)') }).closest('li')!;
    const remove = within(row).getByRole('button', { name: 'Delete notification' });
    expect(remove.getAttribute('aria-describedby')).toBeTruthy();
    await user.click(remove);
    await waitFor(() => expect(screen.queryByRole('button', { name: /^B: second/ })).toBeNull());
    expect(server.callsOf('DeleteNotification').map((c) => c.variables.id)).toEqual(['b']);
    expect(screen.getByRole('button', { name: 'Notifications, 1 unread' })).not.toBeNull();

    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByRole('button', { name: named('C: third') })).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Notifications' })).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Mark all as read' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('No unread notifications')).not.toBeNull();
  });

  it('opens what a notification is about, as the bell does', async () => {
    const user = userEvent.setup();
    const server = createFakeServer([
      makeNotification({
        id: 'a',
        title: 'New message',
        message: 'Maya wrote',
        url: '/?view=sessions&group_session=g1',
      }),
    ]);
    const openLink = vi.fn(() => true);
    renderWithNotifications(
      <NotificationTargetsContext.Provider
        value={{ openTarget: vi.fn(), openLink, itemToOpen: null, itemOpened: vi.fn() }}
      >
        <NotificationsView />
      </NotificationTargetsContext.Provider>,
      server,
    );
    await user.click(await screen.findByRole('button', { name: named('New message: Maya wrote (unread)') }));
    expect(openLink).toHaveBeenCalledWith('/?view=sessions&group_session=g1');
    await waitFor(() => expect(server.callsOf('MarkNotificationRead').map((c) => c.variables.id)).toEqual(['a']));
  });

  it('loads more with the cursor', async () => {
    const user = userEvent.setup();
    const server = createFakeServer(
      Array.from({ length: NOTIFICATIONS_PAGE_SIZE + 3 }, () => makeNotification({ read: true })),
    );
    renderWithNotifications(<NotificationsView />, server);
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(rowNames()).toHaveLength(NOTIFICATIONS_PAGE_SIZE + 3));
    expect(server.callsOf('NotificationsPage').at(-1)?.variables).toEqual({
      unreadOnly: false,
      first: NOTIFICATIONS_PAGE_SIZE,
      after: String(NOTIFICATIONS_PAGE_SIZE),
    });
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('shows an empty state for each filter', async () => {
    const user = userEvent.setup();
    renderWithNotifications(<NotificationsView />, createFakeServer([makeNotification({ read: true })]));
    await screen.findByRole('button', { name: /^Notification \d+/ });
    await user.click(screen.getByRole('tab', { name: 'Unread Only' }));
    expect(await screen.findByRole('heading', { name: "You're all caught up" })).not.toBeNull();

    // The next step from there: back to All.
    await user.click(screen.getByRole('button', { name: 'Show all notifications' }));
    expect(screen.getByRole('tab', { name: 'All' }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByRole('button', { name: /^Notification \d+/ })).not.toBeNull();
  });

  it('shows a skeleton while loading, then the empty state with Browse services inside the shell', async () => {
    const user = userEvent.setup();
    const openView = vi.fn();
    renderWithNotifications(
      <ShellNavigationContext.Provider
        value={{
          openView,
          publishService: vi.fn(),
          showCoachServices: vi.fn(),
          discoverCoach: null,
          clearDiscoverCoach: vi.fn(),
        }}
      >
        <NotificationsView />
      </ShellNavigationContext.Provider>,
      createFakeServer(),
    );
    expect(screen.getByTestId('list-skeleton').getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('Loading notifications…');
    expect(await screen.findByRole('heading', { name: 'No notifications yet' })).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Browse services' }));
    expect(openView).toHaveBeenCalledWith('discover');
  });

  it('says the list could not be loaded (no alert) and Try again refetches', async () => {
    const user = userEvent.setup();
    const server = createFakeServer([makeNotification({ title: 'Hello', message: 'world', read: true })]);
    server.state.failing.add('NotificationsPage');
    renderWithNotifications(<NotificationsView />, server);
    expect(await screen.findByText('Notifications could not be loaded.')).not.toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    const calls = server.callsOf('NotificationsPage').length;

    server.state.failing.delete('NotificationsPage');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: named('Hello: world') })).not.toBeNull();
    expect(server.callsOf('NotificationsPage').length).toBeGreaterThan(calls);
  });

  it('reloads when a notification arrives live', async () => {
    const server = createFakeServer([makeNotification({ title: 'Old', message: 'one', read: true })]);
    renderWithNotifications(<NotificationsView />, server);
    await screen.findByRole('button', { name: named('Old: one') });
    server.create({ title: 'Fresh', message: 'two' });
    expect(await screen.findByRole('button', { name: named('Fresh: two (unread)') })).not.toBeNull();
    expect(rowNames()).toEqual(['Fresh: two (unread)', 'Old: one']);
  });

  it("is opened from the bell's View all, titled 'Notifications | Energy Exchange'", async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}', { status: 404 }));
    const user = userEvent.setup();
    const server = createFakeServer([makeNotification({ title: 'Hi', message: 'there' })]);
    const renderView = (view: ViewId) => (view === 'notifications' ? <NotificationsView /> : null);
    renderWithNotifications(
      <Shell
        user={makeUser()}
        onLogout={vi.fn()}
        renderView={renderView}
        notifications={(open) => <NotificationsBell onViewAll={() => open('notifications')} />}
      />,
      server,
    );
    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    await user.click(screen.getByRole('button', { name: 'View all' }));

    expect(screen.getByRole('heading', { level: 1, name: 'Notifications' })).not.toBeNull();
    expect(document.title).toBe('Notifications | Energy Exchange');
    expect(await screen.findByRole('list', { name: 'All notifications' })).not.toBeNull();
    // Not a sidebar entry of its own.
    expect(
      within(screen.getByRole('navigation', { name: 'Main' })).queryByRole('button', { name: 'Notifications' }),
    ).toBeNull();
  });
});
