import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { DiscoverServicesQuery } from '../../features/discover/operations';
import { DiscoverView } from '../../features/discover/components/DiscoverView';
import { CategoriesQuery } from '../../shared/lib/categories';
import { MyAvailabilityQuery } from '../../features/settings/operations';
import { makeConnection, makeUser } from '../../test/fixtures';
import { renderWithProviders, answerAlways } from '../../test/render';
import { Shell } from './Shell';
import { DEMO_DATA_PATH } from './useDemoData';

// The shell posts to the demo-data endpoint on every view change; no test reaches a network.
let fetchSpy: MockInstance<typeof fetch>;
beforeEach(() => {
  fetchSpy = vi
    .spyOn(globalThis, 'fetch')
    .mockResolvedValue(new Response('{"detail":"Demo data is disabled"}', { status: 404 }));
});

describe('Shell', () => {
  it("shows a free member's name, EP, on-hold EP apart and the upgrade button", () => {
    renderWithProviders(<Shell user={makeUser({ energyPoints: 12, energyOnHold: 3 })} onLogout={vi.fn()} />);
    const balance = screen.getByRole('group', { name: 'Energy Points balance' });
    expect(within(balance).getByText('12 EP')).not.toBeNull();
    expect(within(balance).getByText('3 EP on hold')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Upgrade to Premium' })).not.toBeNull();
    expect(screen.getByText('Jane Doe')).not.toBeNull();
    expect(screen.getByText('Free member')).not.toBeNull();
  });

  it('hides the on-hold amount when nothing is on hold', () => {
    renderWithProviders(<Shell user={makeUser({ energyPoints: 1, energyOnHold: 0 })} onLogout={vi.fn()} />);
    const balance = screen.getByRole('group', { name: 'Energy Points balance' });
    expect(balance.textContent).toBe('1 EP');
  });

  it('shows ∞ for premium members and no upgrade button', () => {
    renderWithProviders(
      <Shell user={makeUser({ userType: 'PREMIUM', energyPoints: 999999, energyOnHold: 4 })} onLogout={vi.fn()} />,
    );
    const balance = screen.getByRole('group', { name: 'Energy Points balance' });
    expect(balance.textContent).toContain('∞');
    expect(balance.textContent).not.toContain('999999');
    expect(balance.textContent).not.toContain('on hold');
    expect(screen.queryByRole('button', { name: 'Upgrade to Premium' })).toBeNull();
  });

  it('lists every view, switches between them and titles the page', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Shell user={makeUser()} onLogout={vi.fn()} />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([
      'Discover Services',
      'Browse Coaches',
      'My Sessions',
      'Exchange Requests',
      'Testimonials',
      'Refer & Earn+5 EP',
      'My Profile',
      'For you',
    ]);
    expect(document.title).toBe('Discover Services | Energy Exchange');
    expect(screen.getByRole('heading', { level: 1, name: 'Discover Services' })).not.toBeNull();

    await user.click(within(nav).getByRole('button', { name: 'My Sessions' }));
    expect(screen.getByRole('heading', { level: 1, name: 'My Sessions' })).not.toBeNull();
    expect(within(nav).getByRole('button', { name: 'My Sessions' }).getAttribute('aria-current')).toBe('page');
    expect(document.title).toBe('My Sessions | Energy Exchange');
    expect(screen.getByText('Nothing to show yet')).not.toBeNull();
  });

  it('opens Refer & Earn as a modal instead of a page', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Shell user={makeUser()} onLogout={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: /Refer & Earn/ }));
    expect(await screen.findByRole('dialog', { name: 'Refer & Earn' })).not.toBeNull();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('heading', { level: 1, name: 'Discover Services' })).not.toBeNull();
  });

  it('shows Admin Dashboard only to admins, and opens it first for ?admin=true', () => {
    const { unmount } = renderWithProviders(<Shell user={makeUser()} initialView="admin" onLogout={vi.fn()} />);
    expect(screen.queryByRole('button', { name: 'Admin Dashboard' })).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Discover Services' })).not.toBeNull();
    unmount();
    renderWithProviders(<Shell user={makeUser()} isAdmin initialView="admin" onLogout={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Admin Dashboard' })).not.toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).not.toBeNull();
  });

  it('collapses the sidebar while keeping accessible names, and logs out', async () => {
    const user = userEvent.setup();
    const onLogout = vi.fn();
    renderWithProviders(<Shell user={makeUser()} onLogout={onLogout} />);
    const toggle = screen.getByRole('button', { name: 'Collapse sidebar' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Expand sidebar' }).getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('button', { name: 'Browse Coaches' })).not.toBeNull();
    expect(localStorage.getItem('energy-exchange.sidebarCollapsed')).toBe('true');

    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('opens Settings with its two tabs and How it works from the sidebar', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Shell user={makeUser()} onLogout={vi.fn()} />, [
      { request: { query: MyAvailabilityQuery }, error: new Error('offline') },
    ]);
    await user.click(screen.getByRole('button', { name: 'Settings' }));
    const settings = await screen.findByRole('dialog', { name: 'Settings' }); // loaded on first open
    expect(
      within(settings)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Calendar Availability', 'My Services', 'Email notifications', 'Account']);
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'How it works' }));
    expect(await screen.findByRole('dialog', { name: 'How It Works' })).not.toBeNull();
  });

  it('posts to the demo-data endpoint whenever the view changes, and ignores failures', async () => {
    const user = userEvent.setup();
    fetchSpy.mockRejectedValue(new TypeError('Failed to fetch'));
    renderWithProviders(<Shell user={makeUser()} onLogout={vi.fn()} />);
    await waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(1));
    expect(fetchSpy).toHaveBeenCalledWith(DEMO_DATA_PATH, { method: 'POST' });

    const nav = screen.getByRole('navigation', { name: 'Main' });
    await user.click(within(nav).getByRole('button', { name: 'Browse Coaches' }));
    await user.click(within(nav).getByRole('button', { name: 'My Profile' }));
    await waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(3));
    expect(screen.getByRole('heading', { level: 1, name: 'My Profile' })).not.toBeNull();
  });

  it('refetches the lists on screen when the demo data added coaches', async () => {
    const requests: Array<Record<string, unknown>> = [];
    fetchSpy.mockResolvedValue(new Response(JSON.stringify({ created_coaches: 4, coaches: 4 }), { status: 200 }));
    renderWithProviders(
      <Shell
        user={makeUser()}
        onLogout={vi.fn()}
        renderView={(view) => (view === 'discover' ? <DiscoverView viewerId="u1" /> : null)}
      />,
      [
        {
          request: { query: CategoriesQuery },
          maxUsageCount: Number.POSITIVE_INFINITY,
          result: { data: { categories: [] } },
        },
        answerAlways(
          DiscoverServicesQuery,
          { data: { services: { __typename: 'ServiceConnection', ...makeConnection([]) } } },
          requests,
        ),
      ],
    );
    await waitFor(() => expect(requests.length).toBeGreaterThanOrEqual(2));
  });
});
