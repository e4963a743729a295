// Base styles and tokens first, so component styles can build on them.
import './styles.css';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { captureInstallPrompt } from '../features/install/lib/installPrompt';
import { cleanPaymentAddress } from '../features/premium/lib/address';
import { loadMemberRoot } from './App';
import { AppRoot } from './AppRoot';
import { LANDING_SKIPPED_CLASS, PRERENDERED_ATTR, PRERENDERED_LANDING } from './prerendered';
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

const app = <AppRoot startParams={startParams} />;

const container = document.getElementById('root')!;
// index.html carries the landing prerendered at build time (vite.config.ts). A visitor on the
// landing gets it hydrated: painted before any JavaScript ran. Anyone else (a member, ?ref= opening
// the sign-up page) gets a fresh render, which replaces it.
if (container.getAttribute(PRERENDERED_ATTR) === PRERENDERED_LANDING && !session.token && !startParams.referralCode) {
  hydrateRoot(container, app);
} else {
  container.removeAttribute(PRERENDERED_ATTR);
  createRoot(container).render(app);
}
// The pre-paint check (public/session-check.js) may have hidden the prerendered landing: the app has replaced it.
document.documentElement.classList.remove(LANDING_SKIPPED_CLASS);
