import { bestLocale, isLocale } from './catalogs';

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
