import { useState, useSyncExternalStore } from 'react';
import { Button, Icon } from '../../../shared/ui';
import { isInstallBannerDismissed, rememberInstallBannerDismissed } from '../lib/dismissal';
import { captureInstallPrompt, getInstallPromptState, promptInstall, subscribeInstallPrompt } from '../lib/installPrompt';
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
 * "Add to home screen" (spec §1): on phones and tablets only, unless dismissed before (a local
 * flag) or already running as the installed app. Install uses the browser's deferred
 * `beforeinstallprompt` when there is one; otherwise (iOS Safari, other browsers) an alert
 * explains how to install by hand.
 */
export function InstallBanner({ platform }: InstallBannerProps) {
  const [env] = useState(() => platform ?? currentPlatform());
  const [eligible] = useState(() => isMobileDevice(env) && !isStandalone(env));
  const [dismissed, setDismissed] = useState(isInstallBannerDismissed);
  const prompt = useSyncExternalStore(subscribe, getInstallPromptState, getInstallPromptState);

  if (!eligible || dismissed || prompt.installed) return null;

  const install = async () => {
    if (prompt.prompt) {
      try {
        await promptInstall();
      } catch {
        // The browser refused to show it (already used): fall back to the instructions.
        window.alert(isIos(env) ? T.iosHelp : T.genericHelp);
      }
      return;
    }
    window.alert(isIos(env) ? T.iosHelp : T.genericHelp);
  };

  const dismiss = () => {
    rememberInstallBannerDismissed();
    setDismissed(true);
  };

  return (
    <aside className="install-banner" aria-label={T.region}>
      <img className="install-banner__icon" src="/pwa-192x192.png" alt="" width={44} height={44} />
      <div className="install-banner__text">
        <p className="install-banner__title">{T.title}</p>
        <p className="install-banner__body">{T.body}</p>
      </div>
      <div className="install-banner__actions">
        <Button size="sm" icon={<Icon name="upload" size={16} />} onClick={() => void install()}>
          {T.install}
        </Button>
        <Button size="sm" variant="ghost" onClick={dismiss}>
          {T.dismiss}
        </Button>
      </div>
    </aside>
  );
}
