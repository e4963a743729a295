import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Shell } from '../../app/shell/Shell';
import type { ViewId } from '../../app/shell/views';
import { makeUser } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { ErrorBoundary } from './ErrorBoundary';

// A view that throws while rendering for as long as `crashes.on` is set.
const crashes = { on: false };
function FragileView({ name }: { name: string }) {
  if (crashes.on) throw new Error(`${name} broke`);
  return <p>{`${name} works`}</p>;
}

beforeEach(() => {
  // React and the boundary log the caught error; keep the test output readable.
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}', { status: 404 }));
});
afterEach(() => {
  crashes.on = false;
});

describe('ErrorBoundary', () => {
  it('shows Something went wrong in place of a crashed subtree, and Try again re-mounts it', async () => {
    const user = userEvent.setup();
    crashes.on = true;
    render(
      <>
        <p>Outside</p>
        <ErrorBoundary>
          <FragileView name="Panel" />
        </ErrorBoundary>
      </>,
    );
    const alert = screen.getByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Something went wrong' })).not.toBeNull();
    expect(screen.getByText('Outside')).not.toBeNull();

    crashes.on = false; // whatever broke it has passed
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('Panel works')).not.toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps the shell alive around a crashed view: the sidebar works and another view resets it', async () => {
    const user = userEvent.setup();
    const renderView = (view: ViewId) =>
      view === 'coaches' ? <FragileView name="Coaches" /> : <p>{`${view} content`}</p>;
    renderWithProviders(<Shell user={makeUser()} onLogout={vi.fn()} renderView={renderView} />);
    const nav = screen.getByRole('navigation', { name: 'Main' });

    crashes.on = true;
    await user.click(within(nav).getByRole('button', { name: 'Browse Coaches' }));
    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { name: 'Something went wrong' })).not.toBeNull();
    // Header and sidebar are untouched.
    expect(screen.getByRole('group', { name: 'Energy Points balance' })).not.toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Browse Coaches' })).not.toBeNull();

    crashes.on = false;
    await user.click(within(nav).getByRole('button', { name: 'My Sessions' }));
    expect(screen.getByText('sessions content')).not.toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();

    await user.click(within(nav).getByRole('button', { name: 'Browse Coaches' }));
    expect(screen.getByText('Coaches works')).not.toBeNull();
  });
});
