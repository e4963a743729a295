import { bestLocale, isLocale, PSEUDO_LOCALE } from './catalogs';

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

export function rememberVisitorLocale(locale: string): void {
  storage()?.setItem(LANGUAGE_KEY, locale);
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
