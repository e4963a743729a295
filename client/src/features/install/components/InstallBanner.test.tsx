import { act, screen } from '@testing-library/react';
import { renderWithProviders as render } from '../../../test/render';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INSTALL_DISMISSED_KEY } from '../lib/dismissal';
import { captureInstallPrompt, resetInstallPromptForTests } from '../lib/installPrompt';
import type { PlatformEnv } from '../lib/platform';
import { InstallBanner } from './InstallBanner';

const ANDROID_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const DESKTOP_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

function device(userAgent: string, media: Record<string, boolean> = {}, extra: Partial<PlatformEnv> = {}): PlatformEnv {
  return { userAgent, maxTouchPoints: 0, matchMedia: (query) => ({ matches: media[query] ?? false }), ...extra };
}

const banner = () => screen.queryByRole('complementary', { name: 'Install Energy Exchange' });

let alertSpy: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  resetInstallPromptForTests();
  alertSpy = vi.spyOn(window, 'alert').mockImplementation(() => {});
});
afterEach(() => {
  resetInstallPromptForTests();
});

describe('InstallBanner', () => {
  it('shows on a mobile user agent with Install app and Dismiss', () => {
    render(<InstallBanner platform={device(ANDROID_UA)} />);
    expect(banner()).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Install app' })).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Dismiss' })).not.toBeNull();
  });

  it("reads the browser's own user agent when given no device", () => {
    vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(IPHONE_UA);
    render(<InstallBanner />);
    expect(banner()).not.toBeNull();
  });

  it('stays away on a desktop, but shows on a small touch-first screen whatever its user agent', () => {
    const { unmount } = render(<InstallBanner platform={device(DESKTOP_UA)} />);
    expect(banner()).toBeNull();
    unmount();
    render(<InstallBanner platform={device(DESKTOP_UA, { '(pointer: coarse)': true, '(max-width: 768px)': true })} />);
    expect(banner()).not.toBeNull();
  });

  it('reserves room under the page while it shows, and gives it back when dismissed', async () => {
    const user = userEvent.setup();
    render(<InstallBanner platform={device(ANDROID_UA)} />);
    expect(document.body.classList.contains('has-install-banner')).toBe(true);
    expect(document.documentElement.style.getPropertyValue('--install-banner-space')).toMatch(/^\d+px$/);
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(document.body.classList.contains('has-install-banner')).toBe(false);
    expect(document.documentElement.style.getPropertyValue('--install-banner-space')).toBe('');
  });

  it('is hidden after Dismiss, and after a reload through the local flag', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<InstallBanner platform={device(ANDROID_UA)} />);
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(banner()).toBeNull();
    expect(localStorage.getItem(INSTALL_DISMISSED_KEY)).toBe('true');
    unmount();
    render(<InstallBanner platform={device(ANDROID_UA)} />);
    expect(banner()).toBeNull();
  });

  it('is hidden when the app already runs standalone', () => {
    const { unmount } = render(<InstallBanner platform={device(ANDROID_UA, { '(display-mode: standalone)': true })} />);
    expect(banner()).toBeNull();
    unmount();
    render(<InstallBanner platform={device(IPHONE_UA, {}, { navigatorStandalone: true })} />);
    expect(banner()).toBeNull();
  });

  it('gives iOS instructions (Share, then Add to Home Screen) on an iPhone', async () => {
    const user = userEvent.setup();
    render(<InstallBanner platform={device(IPHONE_UA)} />);
    await user.click(screen.getByRole('button', { name: 'Install app' }));
    expect(alertSpy).toHaveBeenCalledTimes(1);
    const text = String(alertSpy.mock.calls[0][0]);
    expect(text).toContain('Share');
    expect(text).toContain('Add to Home Screen');
  });

  it('treats iPadOS (a "Macintosh" with touch) as iOS', async () => {
    const user = userEvent.setup();
    render(
      <InstallBanner
        platform={device('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Safari/605.1.15', {}, { maxTouchPoints: 5 })}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Install app' }));
    expect(String(alertSpy.mock.calls[0][0])).toContain('Add to Home Screen');
  });

  it('gives generic instructions elsewhere when the browser offers no install prompt', async () => {
    const user = userEvent.setup();
    render(<InstallBanner platform={device(ANDROID_UA)} />);
    await user.click(screen.getByRole('button', { name: 'Install app' }));
    const text = String(alertSpy.mock.calls[0][0]);
    expect(text).toContain('Install app');
    expect(text).not.toContain('Share');
  });

  it('uses the deferred beforeinstallprompt when there is one, and hides once accepted', async () => {
    const user = userEvent.setup();
    captureInstallPrompt();
    const prompt = vi.fn(() => Promise.resolve());
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt,
      userChoice: Promise.resolve({ outcome: 'accepted' as const, platform: 'web' }),
    });
    act(() => {
      window.dispatchEvent(event);
    });
    expect(event.defaultPrevented).toBe(true);
    render(<InstallBanner platform={device(ANDROID_UA)} />);
    await user.click(screen.getByRole('button', { name: 'Install app' }));
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(alertSpy).not.toHaveBeenCalled();
    expect(banner()).toBeNull();
  });

  it('hides when the browser reports the app installed', () => {
    render(<InstallBanner platform={device(ANDROID_UA)} />);
    expect(banner()).not.toBeNull();
    act(() => {
      window.dispatchEvent(new Event('appinstalled'));
    });
    expect(banner()).toBeNull();
  });
});
