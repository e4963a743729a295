import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider, useToast, type ToastApi } from './Toast';

let api: ToastApi;
function Capture() {
  const toast = useToast();
  useEffect(() => {
    api = toast;
  });
  return null;
}

function renderToasts() {
  render(
    <ToastProvider>
      <Capture />
    </ToastProvider>,
  );
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('Toast', () => {
  it('auto-dismisses after 4000 ms by default', () => {
    renderToasts();
    act(() => {
      api.success('Login successful!');
    });
    expect(screen.getByRole('status').textContent).toContain('Login successful!');

    act(() => {
      vi.advanceTimersByTime(3999);
    });
    expect(screen.queryByText('Login successful!')).not.toBeNull();

    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByText('Login successful!')).toBeNull();
  });

  it('announces errors and warnings as alerts, success and info as status', () => {
    renderToasts();
    act(() => {
      api.error('Invalid email or password');
      api.warning('Careful');
      api.info('FYI');
      api.success('Done');
    });
    expect(screen.getAllByRole('alert').map((el) => el.textContent)).toEqual(['Invalid email or password', 'Careful']);
    expect(screen.getAllByRole('status').map((el) => el.textContent)).toEqual(['FYI', 'Done']);
    expect(document.querySelector('.toast--error')).not.toBeNull();
  });

  it('honours a custom duration and manual dismissal', () => {
    renderToasts();
    act(() => {
      api.info('Short', { duration: 1000 });
      api.info('Sticky', { duration: 0 });
    });
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.queryByText('Short')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(screen.getByText('Sticky')).not.toBeNull();
    act(() => {
      screen.getByRole('button', { name: 'Dismiss notification' }).click();
    });
    expect(screen.queryByText('Sticky')).toBeNull();
  });

  it('renders the viewport in the top-right container outside the app root', () => {
    renderToasts();
    act(() => {
      api.info('Hello');
    });
    const viewport = screen.getByText('Hello').closest('.toast-viewport');
    expect(viewport?.parentElement).toBe(document.body);
  });
});
