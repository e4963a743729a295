import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { DRAWER_MEDIA_QUERY, Shell } from './Shell';
import { useShellNavigation } from '../../shared/lib/shellNavigation';
import type { ViewId } from './views';

/** A phone-sized window: only the drawer's media query matches. */
function stubSmallScreen() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === DRAWER_MEDIA_QUERY,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

beforeEach(() => {
  stubSmallScreen();
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}', { status: 404 }));
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const drawer = () => screen.getByRole('dialog', { name: 'Menu' });

describe('Shell on small screens: the sidebar drawer', () => {
  it('starts closed behind a menu button that says what it controls', () => {
    renderWithProviders(<Shell user={makeUser()} onLogout={vi.fn()} />);
    const button = screen.getByRole('button', { name: 'Open menu' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    const sidebar = document.getElementById(button.getAttribute('aria-controls')!);
    // A container that may take the dialog role when open (an <aside> may not: axe aria-allowed-role).
    expect(sidebar?.tagName).toBe('DIV');
    // Closed: out of the tab order and the accessibility tree.
    expect(sidebar?.hasAttribute('inert')).toBe(true);
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Collapse sidebar' })).toBeNull();
  });

  it('opens as a modal drawer with focus inside, traps Tab, and Escape closes it and returns focus', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Shell user={makeUser()} onLogout={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));

    const panel = drawer();
    const header = document.querySelector('.shell-header')!;
    expect(
      within(header as HTMLElement)
        .getByRole('button', { name: 'Close menu', hidden: true })
        .getAttribute('aria-expanded'),
    ).toBe('true');
    expect(panel.getAttribute('aria-modal')).toBe('true');
    expect(panel.hasAttribute('inert')).toBe(false);
    // Focus lands on the current view's entry; the page behind is inert.
    expect(document.activeElement).toBe(within(panel).getByRole('button', { name: 'Discover Services' }));
    expect(document.querySelector('.shell__body')?.hasAttribute('inert')).toBe(true);

    for (let i = 0; i < 12; i++) {
      await user.tab();
      expect(panel.contains(document.activeElement)).toBe(true);
    }
    await user.tab({ shift: true });
    expect(panel.contains(document.activeElement)).toBe(true);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open menu' }));
    expect(screen.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('closes on the backdrop and on Close menu, giving focus back to the menu button', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Shell user={makeUser()} onLogout={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(screen.getByTestId('drawer-backdrop'));
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open menu' }));

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(within(drawer()).getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open menu' }));
  });

  it('closes when a view is chosen and shows that view', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Shell user={makeUser()} onLogout={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(within(drawer()).getByRole('button', { name: 'My Sessions' }));
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'My Sessions' })).not.toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open menu' }));
  });

  it('hands focus to a modal opened from the drawer, and back to the menu button after it', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <Shell user={makeUser()} onLogout={vi.fn()} renderView={(view: ViewId) => <p>{view} content</p>} />,
    );
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(within(drawer()).getByRole('button', { name: 'How it works' }));
    const dialog = await screen.findByRole('dialog', { name: 'How It Works' });
    expect(dialog.contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open menu' }));
  });
});

describe('Shell on wide screens', () => {
  it('has no menu button: the sidebar is always there', () => {
    vi.unstubAllGlobals();
    renderWithProviders(<Shell user={makeUser()} onLogout={vi.fn()} />);
    expect(screen.queryByRole('button', { name: 'Open menu' })).toBeNull();
    expect(screen.getByRole('navigation', { name: 'Main' })).not.toBeNull();
  });
});

/** What an empty list's next step does: ask the shell through useShellNavigation. */
function NextSteps() {
  const navigation = useShellNavigation();
  return (
    <>
      <button onClick={() => navigation?.publishService()}>Publish your first service</button>
      <button onClick={() => navigation?.openView('coaches')}>See coaches</button>
    </>
  );
}

describe('Shell navigation for next steps', () => {
  it('opens Settings › My Services on the new-service form, and switches views', async () => {
    vi.unstubAllGlobals();
    const user = userEvent.setup();
    renderWithProviders(
      <Shell
        user={makeUser()}
        onLogout={vi.fn()}
        renderView={(view) => (view === 'discover' ? <NextSteps /> : null)}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Publish your first service' }));
    const settings = await screen.findByRole('dialog', { name: 'Settings' });
    expect(within(settings).getByRole('tab', { name: 'My Services' }).getAttribute('aria-selected')).toBe('true');
    expect(within(settings).getByRole('heading', { name: 'New service' })).not.toBeNull();
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: 'See coaches' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Browse Coaches' })).not.toBeNull();
  });
});
