// Base styles and tokens first, so component styles can build on them.
import './styles.css';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { captureInstallPrompt } from '../features/install/lib/installPrompt';
import { cleanPaymentAddress } from '../features/premium/lib/address';
import { loadMemberRoot } from './App';
import { AppRoot } from './AppRoot';
import { LANDING_SKIPPED_CLASS, PRERENDERED_ATTR, PRERENDERED_LANDING } from './prerendered';
import { DEFAULT_LOCALE, isLocale, loadCatalog, shareVisitorLocaleWithServer } from '../shared/i18n';
import { startSession } from '../shared/viewer/session';
import { readStartParams } from './startParams';

// Start checks first: malformed tokens and unusable stored users are discarded.
const session = startSession();
const startParams = readStartParams(window.location.search);
// A member: start fetching the signed-in app now rather than after the first render.
if (session.token) void loadMemberRoot();
// Back from an abandoned checkout: nothing to check, only the address to clean.
if (startParams.upgradeCancelled) cleanPaymentAddress();
// Opened by a push notification's click: the view is chosen once; the address is the app's again.
if (startParams.openView) window.history.replaceState(null, '', window.location.pathname);
// The install prompt may fire before the first render; keep it for the install banner.
captureInstallPrompt();
// The visitor's language where the server reads it, for the next page it answers.
shareVisitorLocaleWithServer();

const app = <AppRoot startParams={startParams} />;

const container = document.getElementById('root')!;
// The pre-paint check (public/session-check.js) may have hidden the prerendered landing: the app replaces it.
const shown = () => document.documentElement.classList.remove(LANDING_SKIPPED_CLASS);
const render = () => {
  container.removeAttribute(PRERENDERED_ATTR);
  createRoot(container).render(app);
  shown();
};
// The page carries the landing prerendered at build time in the visitor's language (vite.config.ts;
// the server chose the page, client-serving.ts). A visitor on the landing gets it hydrated in that
// language, with its catalog: painted before any JavaScript ran. Anyone else (a member, ?ref=
// opening the sign-up page) gets a fresh render, which replaces it.
const pageLocale = document.documentElement.lang;
if (container.getAttribute(PRERENDERED_ATTR) !== PRERENDERED_LANDING || session.token || startParams.referralCode) {
  render();
} else if (pageLocale === DEFAULT_LOCALE || !isLocale(pageLocale)) {
  hydrateRoot(container, app);
  shown();
} else {
  loadCatalog(pageLocale).then((messages) => {
    hydrateRoot(container, <AppRoot startParams={startParams} language={{ locale: pageLocale, messages }} />);
    shown();
  }, render);
}
