/**
 * The names the client, its build (vite.config.ts) and the server (server/src/app/client-serving.ts)
 * share for the page a visitor is answered, written once. This module imports nothing, so each of
 * them imports it as it is.
 */

/**
 * The cookie that carries a visitor's language choice to the server, which answers the page
 * prerendered in that language, so the first paint is in it before any script runs.
 */
export const LANGUAGE_COOKIE = 'energy-exchange.language';

/**
 * The service worker's cache of the page for offline visits: the worker keeps the server's last
 * answer in it, and the client fetches it again after a language choice.
 */
export const PAGES_CACHE = 'pages';
