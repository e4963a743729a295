import type { IntlConfig } from 'react-intl';

/** A catalog as react-intl takes it: each message already parsed (vite.config.ts, `compiledCatalogs`). */
export type Catalog = NonNullable<IntlConfig['messages']>;

/**
 * The languages the client speaks: one catalog per folder of the repository's `locales/`
 * (`locales/<language>/client.json`, docs/i18n.md), found at build time. Each catalog is its own
 * lazy chunk: a member downloads only their language's. English has no catalog in the browser: it
 * is the code's own `defaultMessage`s, which the build turns into syntax trees (vite.config.ts,
 * `precompiledDefaultMessages`), so each screen carries its English in its own chunk. Adding a
 * language is adding a folder.
 */
const catalogFiles = import.meta.glob<Catalog>(
  ['../../../../locales/*/client.json', '!../../../../locales/en/client.json'],
  {
    query: '?compiled',
    import: 'default',
  },
);
/** English: the messages' own `defaultMessage`s. */
export const ENGLISH: Catalog = {};

export const DEFAULT_LOCALE = 'en';

const languageOf = (path: string) => path.split('/').at(-2) ?? DEFAULT_LOCALE;

/** Every language with a catalog, English first (the order of the language menus). */
export const LOCALES: readonly string[] = [
  DEFAULT_LOCALE,
  ...Object.keys(catalogFiles)
    .map(languageOf)
    .filter((l) => l !== DEFAULT_LOCALE)
    .sort(),
];

export function isLocale(value: unknown): value is string {
  return typeof value === 'string' && LOCALES.includes(value);
}

/**
 * The pseudo-language for finding what was never translated and what a longer language would cut:
 * English accented, bracketed and 40 % longer (vite.config.ts, `pseudoMessage`). Not a language a
 * member can pick: a tester or the browser journey turns it on for one browser (`forcePseudoLocale`).
 */
export const PSEUDO_LOCALE = 'en-XA';
const pseudoCatalog = import.meta.glob<Catalog>('../../../../locales/en/client.json', {
  query: '?pseudo',
  import: 'default',
});

/** A language's messages: English at once, the others as their chunk loads. */
export async function loadCatalog(locale: string): Promise<Catalog> {
  if (locale === PSEUDO_LOCALE) return Object.values(pseudoCatalog)[0]();
  const load = Object.entries(catalogFiles).find(([path]) => languageOf(path) === locale)?.[1];
  return locale === DEFAULT_LOCALE || !load ? ENGLISH : load();
}

// Right-to-left scripts, by primary language: `<html dir>` follows it.
const RIGHT_TO_LEFT = new Set(['ar', 'fa', 'he', 'ur']);

export function textDirection(locale: string): 'rtl' | 'ltr' {
  return RIGHT_TO_LEFT.has(locale.split('-')[0]) ? 'rtl' : 'ltr';
}

/** The best language we speak for the browser's list (`navigator.languages`): exact, then by primary language. */
export function bestLocale(preferred: readonly string[]): string {
  for (const tag of preferred) {
    const lower = tag.toLowerCase();
    const primary = lower.split('-')[0];
    if (LOCALES.includes(lower)) return lower;
    if (LOCALES.includes(primary)) return primary;
  }
  return DEFAULT_LOCALE;
}

/** A language's own name, as its speakers write it ("Español", "Deutsch", "العربية"), for the language menus. */
export function languageName(locale: string): string {
  const name = new Intl.DisplayNames([locale], { type: 'language' }).of(locale) ?? locale;
  return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
}
