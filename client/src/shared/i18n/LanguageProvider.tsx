import {
  createContext,
  use,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { IntlProvider } from 'react-intl';
import { DEFAULT_LOCALE, ENGLISH, isLocale, loadCatalog, PSEUDO_LOCALE, textDirection, type Catalog } from './catalogs';
import { setDisplayLanguage } from './displayLanguage';
import { forcedPseudoLocale, visitorLocale } from './visitorLanguage';

interface Language {
  /** The language the UI speaks now. */
  locale: string;
  /** Switches the whole UI to a language once its catalog has loaded (no reload). */
  setLocale: (locale: string) => void;
}

const LanguageContext = createContext<Language>({ locale: DEFAULT_LOCALE, setLocale: () => {} });

export const useLanguage = () => use(LanguageContext);

/** A language with its catalog loaded: what a page prerendered in it is hydrated with. */
export interface LoadedLanguage {
  locale: string;
  messages: Catalog;
}

/**
 * The app's language: react-intl's provider with the active catalog, `<html lang dir>` kept in
 * step. It starts in `loaded` — the language of the prerendered landing it hydrates (main.tsx), so
 * hydration matches — else English; the visitor's language (their choice, else the browser's)
 * follows as soon as its catalog is loaded. A signed-in member's account language is set by the
 * shell (`useAccountLanguage`).
 */
export function LanguageProvider({
  children,
  initial,
  loaded,
}: {
  children: ReactNode;
  initial?: string;
  loaded?: LoadedLanguage;
}) {
  const [active, setActive] = useState<LoadedLanguage>(loaded ?? { locale: DEFAULT_LOCALE, messages: ENGLISH });
  const wanted = useRef(active.locale);

  // Whether anything chose a language yet: children's effects run before this provider's, so the
  // account's language (useAccountLanguage) may already be on its way when the visitor's is read.
  const chosen = useRef(false);

  const setLocale = useCallback((asked: string) => {
    const locale = forcedPseudoLocale() ?? asked;
    if (!isLocale(locale) && locale !== PSEUDO_LOCALE) return;
    chosen.current = true;
    wanted.current = locale;
    void loadCatalog(locale).then((messages) => {
      // A later choice that loaded first wins.
      if (wanted.current === locale) setActive({ locale, messages });
    });
  }, []);

  useEffect(() => {
    const locale = initial ?? visitorLocale();
    // The page was prerendered in it already (the server chose the same): nothing to switch.
    if (!chosen.current && !(locale === wanted.current && !forcedPseudoLocale())) setLocale(locale);
  }, [initial, setLocale]);

  // Before the browser paints the new words: Arabic text never shows in a left-to-right layout.
  useLayoutEffect(() => {
    document.documentElement.lang = active.locale;
    document.documentElement.dir = textDirection(active.locale);
  }, [active.locale]);

  // Before the children render, so plain formatting functions they call speak this language too.
  setDisplayLanguage(active.locale, active.messages);

  const language = useMemo(() => ({ locale: active.locale, setLocale }), [active.locale, setLocale]);
  return (
    <LanguageContext value={language}>
      <IntlProvider locale={active.locale} defaultLocale={DEFAULT_LOCALE} messages={active.messages}>
        {children}
      </IntlProvider>
    </LanguageContext>
  );
}

/**
 * A signed-in member reads the product in their account's language, and a change saved on My
 * Profile follows at once: the profile mutation answers the member, the cache updates, so does this.
 */
export function useAccountLanguage(locale: string | null | undefined): void {
  const { setLocale } = useLanguage();
  useEffect(() => {
    if (locale) setLocale(locale);
  }, [locale, setLocale]);
}
