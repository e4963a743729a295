import { StrictMode, useSyncExternalStore, type ReactNode } from 'react';
import { InstallBanner } from '../features/install/components/InstallBanner';
import { ToastProvider } from '../shared/ui';
import { LanguageProvider, type LoadedLanguage } from '../shared/i18n';
import { App } from './App';
import type { StartParams } from './startParams';

const noSubscription = () => () => {};

/**
 * Renders its children only once hydrated: the install banner depends on the device, which the
 * build-time prerender cannot know (rendering it during hydration would be a mismatch).
 */
function AfterHydration({ children }: { children: ReactNode }) {
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  return hydrated ? children : null;
}

/**
 * The whole app: rendered by main.tsx in the browser and, for the landing, by prerender.tsx at
 * build time, once per language (`language`: the one the page is prerendered and hydrated in).
 */
export function AppRoot({ startParams, language }: { startParams: StartParams; language?: LoadedLanguage }) {
  return (
    <StrictMode>
      <LanguageProvider loaded={language}>
        <ToastProvider>
          <App startParams={startParams} />
          <AfterHydration>
            <InstallBanner />
          </AfterHydration>
        </ToastProvider>
      </LanguageProvider>
    </StrictMode>
  );
}
