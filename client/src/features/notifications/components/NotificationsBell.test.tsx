import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { named, withoutTime } from '../test/labels';
import { createFakeServer, makeNotification, renderWithNotifications } from '../test/fakeServer';
import { NotificationTargetsContext } from '../../../shared/lib/shellNavigation';
import { NotificationsBell } from './NotificationsBell';

const unreadMany = (count: number) => Array.from({ length: count }, () => makeNotification());

function renderBell(server: ReturnType<typeof createFakeServer>, onViewAll = vi.fn()) {
  renderWithNotifications(
    <>
      <NotificationsBell onViewAll={onViewAll} />
      <p>Outside</p>
    </>,
    server,
  );
  return onViewAll;
}

describe('NotificationsBell', () => {
  it("shows '9+' above 9 unread, with the exact count in the bell's name", async () => {
    renderBell(createFakeServer(unreadMany(10)));
    await screen.findByRole('button', { name: 'Notifications, 10 unread' });
    expect(screen.getByTestId('notifications-badge').textContent).toBe('9+');
  });

  it('shows the exact count at 9', async () => {
    renderBell(createFakeServer(unreadMany(9)));
    await screen.findByRole('button', { name: 'Notifications, 9 unread' });
    expect(screen.getByTestId('notifications-badge').textContent).toBe('9');
  });

  it('hides the badge when nothing is unread', async () => {
    const server = createFakeServer([makeNotification({ read: true })]);
    renderBell(server);
    await waitFor(() => expect(server.callsOf('RecentNotifications')).toHaveLength(1));
    const bell = screen.getByRole('button', { name: 'Notifications' });
    // Loaded: the read notification is listed, and still no badge.
    await userEvent.setup().click(bell);
    expect(await screen.findByRole('button', { name: /^Notification \d+: Message \d+, [^,]+$/ })).not.toBeNull();
    expect(screen.queryByTestId('notifications-badge')).toBeNull();
  });

  it('lists the recent notifications with an icon per type, a generic one for other types, unread ones marked', async () => {
    const user = userEvent.setup();
    const server = createFakeServer([
      makeNotification({
        type: 'EXCHANGE_CANCELLED',
        title: 'Exchange cancelled',
        message: 'Bo cancelled',
        read: true,
      }),
      makeNotification({ type: 'TESTIMONIAL_RECEIVED', title: 'New testimonial', message: 'Ana wrote one' }),
      makeNotification({ type: 'SESSION_PROPOSAL', title: 'Session proposed', message: 'Friday 10:00' }),
      makeNotification({ type: 'EXCHANGE_ACCEPTED', title: 'Request accepted', message: 'Maya accepted' }),
    ]);
    renderBell(server);
    await user.click(await screen.findByRole('button', { name: 'Notifications, 3 unread' }));

    const panel = screen.getByRole('dialog', { name: 'Notifications' });
    expect(document.activeElement).toBe(panel);
    const items = within(within(panel).getByRole('list', { name: 'Recent notifications' })).getAllByRole('button');
    expect(items.map((b) => withoutTime(b.getAttribute('aria-label')))).toEqual([
      'Exchange cancelled: Bo cancelled',
      'New testimonial: Ana wrote one (unread)',
      'Session proposed: Friday 10:00 (unread)',
      'Request accepted: Maya accepted (unread)',
    ]);
    expect(items.map((b) => b.querySelector('svg')?.getAttribute('data-icon'))).toEqual([
      'bell',
      'star',
      'calendar',
      'checkCircle',
    ]);
    expect(items.map((b) => b.classList.contains('is-unread'))).toEqual([false, true, true, true]);
  });

  it('marks a notification read on click', async () => {
    const user = userEvent.setup();
    const server = createFakeServer([
      makeNotification({ id: 'a', title: 'Request accepted', message: 'Maya accepted' }),
      makeNotification(),
    ]);
    renderBell(server);
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    await user.click(screen.getByRole('button', { name: named('Request accepted: Maya accepted (unread)') }));

    expect(await screen.findByRole('button', { name: named('Request accepted: Maya accepted') })).not.toBeNull();
    expect(server.callsOf('MarkNotificationRead').map((c) => c.variables)).toEqual([{ id: 'a' }]);
    expect(screen.getByRole('button', { name: 'Notifications, 1 unread' })).not.toBeNull();

    // Clicking a read one again sends nothing.
    await user.click(screen.getByRole('button', { name: named('Request accepted: Maya accepted') }));
    expect(server.callsOf('MarkNotificationRead')).toHaveLength(1);
  });

  it('opens what a notification is about in its view and closes; one with no place of its own only turns read', async () => {
    const user = userEvent.setup();
    const server = createFakeServer([
      makeNotification({
        id: 'a',
        title: 'Request accepted',
        message: 'Maya accepted',
        url: '/?view=requests&request=r1',
      }),
      makeNotification({ id: 'b', title: 'Welcome', message: 'Hello', url: '/?view=notifications' }),
    ]);
    const openLink = vi.fn((url: string) => url !== '/?view=notifications');
    renderWithNotifications(
      <NotificationTargetsContext.Provider
        value={{ openTarget: vi.fn(), openLink, itemToOpen: null, itemOpened: vi.fn() }}
      >
        <NotificationsBell onViewAll={vi.fn()} />
      </NotificationTargetsContext.Provider>,
      server,
    );
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    await user.click(bell);
    await user.click(screen.getByRole('button', { name: named('Welcome: Hello (unread)') }));
    expect(openLink).toHaveBeenLastCalledWith('/?view=notifications');
    // Nothing else to show: the panel stays, the notification is read.
    expect(await screen.findByRole('button', { name: named('Welcome: Hello') })).not.toBeNull();

    await user.click(screen.getByRole('button', { name: named('Request accepted: Maya accepted (unread)') }));
    expect(openLink).toHaveBeenLastCalledWith('/?view=requests&request=r1');
    expect(screen.queryByRole('dialog', { name: 'Notifications' })).toBeNull();
    await waitFor(() =>
      expect(server.callsOf('MarkNotificationRead').map((c) => c.variables)).toEqual([{ id: 'b' }, { id: 'a' }]),
    );
  });

  it('counts a read down itself while no live count arrives (socket down)', async () => {
    const user = userEvent.setup();
    const server = createFakeServer([makeNotification({ title: 'Hello', message: 'there' }), makeNotification()]);
    renderWithNotifications(<NotificationsBell onViewAll={vi.fn()} />, server, { status: 'closed' });
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    await user.click(screen.getByRole('button', { name: named('Hello: there (unread)') }));
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).not.toBeNull();
    expect(screen.getByRole('button', { name: named('Hello: there') })).not.toBeNull();
  });

  it('marks all as read', async () => {
    const user = userEvent.setup();
    const server = createFakeServer(unreadMany(12));
    renderBell(server);
    await user.click(await screen.findByRole('button', { name: 'Notifications, 12 unread' }));
    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));

    expect(await screen.findByRole('button', { name: 'Notifications' })).not.toBeNull();
    expect(server.callsOf('MarkAllNotificationsRead')).toHaveLength(1);
    expect(screen.queryByTestId('notifications-badge')).toBeNull();
    const panel = screen.getByRole('dialog', { name: 'Notifications' });
    expect(within(panel).queryAllByRole('button', { name: /\(unread\)$/ })).toHaveLength(0);
    expect(within(panel).queryByRole('button', { name: 'Mark all as read' })).toBeNull();
  });

  it('closes on Escape (focus back on the bell) and on a click outside; View all opens the view', async () => {
    const user = userEvent.setup();
    const server = createFakeServer([
      makeNotification({ title: 'First', message: 'one' }),
      makeNotification({ title: 'Second', message: 'two', read: true }),
    ]);
    const onViewAll = renderBell(server);
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });

    // Keyboard: Enter opens, arrows move between notifications, Escape closes.
    bell.focus();
    await user.keyboard('{Enter}');
    expect(bell.getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{ArrowDown}');
    expect(withoutTime(document.activeElement?.getAttribute('aria-label'))).toBe('First: one (unread)');
    await user.keyboard('{ArrowDown}');
    expect(withoutTime(document.activeElement?.getAttribute('aria-label'))).toBe('Second: two');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Notifications' })).toBeNull();
    expect(document.activeElement).toBe(bell);

    await user.click(bell);
    expect(screen.getByRole('dialog', { name: 'Notifications' })).not.toBeNull();
    await user.click(screen.getByText('Outside'));
    expect(screen.queryByRole('dialog', { name: 'Notifications' })).toBeNull();

    await user.click(bell);
    await user.click(screen.getByRole('button', { name: 'View all' }));
    expect(onViewAll).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog', { name: 'Notifications' })).toBeNull();
  });

  it('says quietly when loading fails (no alert) and Try again reloads', async () => {
    const user = userEvent.setup();
    const server = createFakeServer([makeNotification({ title: 'Back', message: 'again' })]);
    server.state.failing.add('RecentNotifications');
    renderBell(server);
    await waitFor(() => expect(server.callsOf('RecentNotifications')).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('Notifications could not be loaded.')).not.toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();

    server.state.failing.delete('RecentNotifications');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: named('Back: again (unread)') })).not.toBeNull();
  });
});
