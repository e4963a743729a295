import { bestLocale, isLocale, PSEUDO_LOCALE } from './catalogs';
import { LANGUAGE_COOKIE, PAGES_CACHE } from './visitorPage';

/** A visitor's choice on the landing page, kept for their next visit (a member's lives on the account). */
export const LANGUAGE_KEY = 'energy-exchange.language';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // storage disabled: the choice lasts the visit
  }
}

/** What a visitor reads: their earlier choice, else the best match of the browser's languages. */
export function visitorLocale(): string {
  const chosen = storage()?.getItem(LANGUAGE_KEY);
  return isLocale(chosen) ? chosen : bestLocale(navigator.languages ?? [navigator.language]);
}

const COOKIE_MAX_AGE = 400 * 24 * 60 * 60; // the longest a browser keeps a cookie

function writeCookie(locale: string): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LANGUAGE_COOKIE}=${encodeURIComponent(locale)}; Path=/; Max-Age=${COOKIE_MAX_AGE}; SameSite=Lax${secure}`;
}

function cookieLocale(): string | null {
  const entry = document.cookie.split('; ').find((c) => c.startsWith(`${LANGUAGE_COOKIE}=`));
  return entry ? decodeURIComponent(entry.slice(LANGUAGE_COOKIE.length + 1)) : null;
}

/**
 * Keeps a visitor's choice on this device and where the server reads it (`LANGUAGE_COOKIE`), and
 * fetches the service worker's offline page again (`PAGES_CACHE`), so that it is the page in the
 * language chosen, not the one it was.
 */
export function rememberVisitorLocale(locale: string): void {
  storage()?.setItem(LANGUAGE_KEY, locale);
  writeCookie(locale);
  if (typeof caches === 'undefined') return;
  void caches
    .has(PAGES_CACHE)
    .then((kept) => (kept ? caches.open(PAGES_CACHE).then((cache) => cache.add('/')) : undefined))
    .catch(() => undefined); // offline: the next visit online refreshes it
}

/** A choice kept before the cookie existed (local storage only) is given to the server as well. */
export function shareVisitorLocaleWithServer(): void {
  const chosen = storage()?.getItem(LANGUAGE_KEY);
  if (isLocale(chosen) && cookieLocale() !== chosen) writeCookie(chosen);
}

/** Where a tester turns the pseudo-language on for this browser (any value; removing it turns it off). */
export const PSEUDO_LOCALE_KEY = 'energy-exchange.pseudo-locale';

/**
 * The pseudo-language when a tester turned it on for this browser: it then wins over the visitor's
 * and the account's language, so every screen of a signed-in journey shows it.
 */
export function forcedPseudoLocale(): string | null {
  return storage()?.getItem(PSEUDO_LOCALE_KEY) ? PSEUDO_LOCALE : null;
}
