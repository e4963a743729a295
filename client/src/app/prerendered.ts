/**
 * The contract between the build-time prerender (client/vite.config.ts, app/prerender.tsx), the
 * pre-paint session check (client/public/session-check.js) and main.tsx.
 */
/** Set on #root when index.html carries the prerendered landing. */
export const PRERENDERED_ATTR = 'data-prerendered';
export const PRERENDERED_LANDING = 'landing';
/** Put on <html> before the first paint when the first screen is not the landing (session-check.js). */
export const LANDING_SKIPPED_CLASS = 'landing-skipped';
