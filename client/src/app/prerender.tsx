import { renderToString } from 'react-dom/server';
import { createIntl } from 'react-intl';
import { LANDING_PAGE } from '../features/landing';
import { DEFAULT_LOCALE, loadCatalog, LOCALES, textDirection } from '../shared/i18n';
import { pageTitle } from '../shared/lib/usePageTitle';
import { AppRoot } from './AppRoot';
import { readStartParams } from './startParams';

/** The landing prerendered in one language: #root's HTML, the page's direction, title and meta description. */
export interface PrerenderedLanding {
  html: string;
  direction: 'ltr' | 'rtl';
  title: string;
  description: string;
}

/** Every language the landing is prerendered in: one page each (client/vite.config.ts); the default one is index.html. */
export const LANDING_LOCALES = LOCALES;
export { DEFAULT_LOCALE };

/**
 * The landing as a visitor first sees it, rendered to HTML at build time (client/vite.config.ts)
 * and hydrated by main.tsx with the same tree, in the same language. There is no session in Node:
 * App renders the visitor's landing; the toast region and the install banner appear after
 * hydration only.
 */
export async function renderLanding(locale: string = DEFAULT_LOCALE): Promise<PrerenderedLanding> {
  const messages = await loadCatalog(locale);
  const intl = createIntl({ locale, defaultLocale: DEFAULT_LOCALE, messages });
  return {
    html: renderToString(<AppRoot startParams={readStartParams('')} language={{ locale, messages }} />),
    direction: textDirection(locale),
    title: pageTitle(intl.formatMessage(LANDING_PAGE.title)),
    description: intl.formatMessage(LANDING_PAGE.description),
  };
}
