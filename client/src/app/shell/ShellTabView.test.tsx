import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { clearSession, resetSessionForTests, saveSession } from '../../shared/viewer/session';
import { TAB_VIEW_KEY } from '../../shared/viewer/tabView';
import { Shell } from './Shell';

// The shell posts to the demo-data endpoint on every view change; no test reaches a network.
beforeEach(() => {
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{"detail":"Demo data is disabled"}', { status: 404 }));
  resetSessionForTests();
});

const heading = () => screen.getByRole('heading', { level: 1 }).textContent;

/** A reload of the tab: the shell mounts anew, with only what the tab's storage kept. */
function reload(unmount: () => void, props: Partial<Parameters<typeof Shell>[0]> = {}) {
  unmount();
  return renderWithProviders(<Shell user={makeUser()} onLogout={vi.fn()} {...props} />);
}

describe('Shell: the view a tab was on', () => {
  it('opens Discover on a tab’s first visit, and the last view after a reload', async () => {
    const user = userEvent.setup();
    const { unmount } = renderWithProviders(<Shell user={makeUser()} onLogout={vi.fn()} />);
    expect(heading()).toBe('Discover Services');

    await user.click(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('button', { name: 'Browse Coaches' }),
    );
    expect(sessionStorage.getItem(TAB_VIEW_KEY)).toBe('coaches');
    const second = reload(unmount);
    expect(heading()).toBe('Browse Coaches');
    expect(document.title).toBe('Browse Coaches | Energy Exchange');
    expect(screen.getByRole('button', { name: 'Browse Coaches' }).getAttribute('aria-current')).toBe('page');

    // Not in the address: the URL never changes.
    expect(window.location.search).toBe('');
    await user.click(screen.getByRole('button', { name: 'My Sessions' }));
    reload(second.unmount);
    expect(heading()).toBe('My Sessions');
  });

  it('forgets the view at sign-out and at the next sign-in', async () => {
    const user = userEvent.setup();
    const { unmount } = renderWithProviders(<Shell user={makeUser()} onLogout={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Browse Coaches' }));
    clearSession();
    expect(sessionStorage.getItem(TAB_VIEW_KEY)).toBeNull();
    const next = reload(unmount);
    expect(heading()).toBe('Discover Services');

    await user.click(screen.getByRole('button', { name: 'Testimonials' }));
    expect(sessionStorage.getItem(TAB_VIEW_KEY)).toBe('testimonials');
    saveSession('aaa.bbb.ccc', makeUser({ id: 'u2', email: 'other@example.com' }));
    reload(next.unmount);
    expect(heading()).toBe('Discover Services');
  });

  it('ignores a stored value that is no view of the shell, and lets ?admin=true win', () => {
    for (const stored of ['nonsense', 'referrals']) {
      sessionStorage.setItem(TAB_VIEW_KEY, stored);
      const { unmount } = renderWithProviders(<Shell user={makeUser()} onLogout={vi.fn()} />);
      expect(heading()).toBe('Discover Services');
      expect(screen.queryByRole('dialog')).toBeNull();
      unmount();
    }
    sessionStorage.setItem(TAB_VIEW_KEY, 'coaches');
    renderWithProviders(<Shell user={makeUser()} isAdmin initialView="admin" onLogout={vi.fn()} />);
    expect(heading()).toBe('Admin Dashboard');
  });
});
