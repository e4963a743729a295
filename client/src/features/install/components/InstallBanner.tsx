import { useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import { Button, Icon } from '../../../shared/ui';
import { isInstallBannerDismissed, rememberInstallBannerDismissed } from '../lib/dismissal';
import {
  captureInstallPrompt,
  getInstallPromptState,
  promptInstall,
  subscribeInstallPrompt,
} from '../lib/installPrompt';
import { currentPlatform, isIos, isMobileDevice, isStandalone, type PlatformEnv } from '../lib/platform';
import { INSTALL_TEXTS as T } from '../texts';
import './install.css';

// main.tsx starts capturing before the first render; this covers the banner mounted on its own.
function subscribe(listener: () => void): () => void {
  captureInstallPrompt();
  return subscribeInstallPrompt(listener);
}

export interface InstallBannerProps {
  /** The device as seen by the banner; tests pass their own. */
  platform?: PlatformEnv;
}

/**
 * "Add to home screen": on phones and tablets only, unless dismissed before (a local
 * flag) or already running as the installed app. Install uses the browser's deferred
 * `beforeinstallprompt` when there is one; otherwise (iOS Safari, other browsers) an alert
 * explains how to install by hand.
 */
export function InstallBanner({ platform }: InstallBannerProps) {
  const intl = useIntl();
  const [env] = useState(() => platform ?? currentPlatform());
  const [eligible] = useState(() => isMobileDevice(env) && !isStandalone(env));
  const [dismissed, setDismissed] = useState(isInstallBannerDismissed);
  const prompt = useSyncExternalStore(subscribe, getInstallPromptState, getInstallPromptState);
  const visible = eligible && !dismissed && !prompt.installed;
  const ref = useRef<HTMLElement>(null);
  useReservedSpace(ref, visible);

  if (!visible) return null;

  const install = async () => {
    if (prompt.prompt) {
      try {
        await promptInstall();
      } catch {
        // The browser refused to show it (already used): fall back to the instructions.
        window.alert(intl.formatMessage(isIos(env) ? T.iosHelp : T.genericHelp));
      }
      return;
    }
    window.alert(intl.formatMessage(isIos(env) ? T.iosHelp : T.genericHelp));
  };

  const dismiss = () => {
    rememberInstallBannerDismissed();
    setDismissed(true);
  };

  // A slim bar: one row, the app icon, its name, Install and a close button (the longer
  // explanation only where there is room for it).
  return (
    <aside ref={ref} className="install-banner" aria-label={intl.formatMessage(T.region)}>
      <img className="install-banner__icon" src="/pwa-192x192.png" alt="" width={32} height={32} />
      <div className="install-banner__text">
        <p className="install-banner__title">{intl.formatMessage(T.title)}</p>
        <p className="install-banner__body">{intl.formatMessage(T.body)}</p>
      </div>
      <Button size="sm" onClick={() => void install()}>
        {intl.formatMessage(T.install)}
      </Button>
      <button
        type="button"
        className="install-banner__dismiss ui-inline-center"
        aria-label={intl.formatMessage(T.dismiss)}
        title={intl.formatMessage(T.dismiss)}
        onClick={dismiss}
      >
        <Icon name="close" size={18} />
      </button>
    </aside>
  );
}

/**
 * The banner is fixed over the bottom of the page: while it shows, the page is padded by its
 * height (and a little air) so that the last controls of any screen can still be scrolled above it.
 */
function useReservedSpace(ref: { current: HTMLElement | null }, visible: boolean) {
  useLayoutEffect(() => {
    const banner = ref.current;
    if (!visible || !banner) return;
    const root = document.documentElement;
    const reserve = () => root.style.setProperty('--install-banner-space', `${banner.offsetHeight + 8}px`);
    reserve();
    document.body.classList.add('has-install-banner');
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(reserve) : undefined;
    observer?.observe(banner);
    return () => {
      observer?.disconnect();
      document.body.classList.remove('has-install-banner');
      root.style.removeProperty('--install-banner-space');
    };
  }, [ref, visible]);
}
