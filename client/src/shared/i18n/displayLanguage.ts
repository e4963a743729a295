import { use } from 'react';
import { createIntl, createIntlCache, IntlContext, type IntlShape } from 'react-intl';
import { DEFAULT_LOCALE, ENGLISH, type Catalog } from './catalogs';

const cache = createIntlCache();
let current: IntlShape = createIntl(
  { locale: DEFAULT_LOCALE, defaultLocale: DEFAULT_LOCALE, messages: ENGLISH },
  cache,
);

/**
 * The language of texts written by plain functions rather than components: dates, amounts and
 * durations (shared/lib/dates, shared/lib/format), which dozens of screens call from render code
 * and helpers. The language provider sets it while it renders, before its children, so a function
 * called during a render reads the same language as the `<FormattedMessage>`s beside it.
 */
export function displayIntl(): IntlShape {
  return current;
}

/** The active language's tag, for `Intl` formatters. */
export function displayLocale(): string {
  return current.locale;
}

export function setDisplayLanguage(locale: string, messages: Catalog): void {
  if (current.locale === locale && current.messages === messages) return;
  current = createIntl({ locale, defaultLocale: DEFAULT_LOCALE, messages }, cache);
}

/**
 * The language in a component: react-intl's when the component is under the language provider (it
 * then renders again when the language changes), else the display language — shared UI stays
 * usable on its own, as in a test that renders one widget.
 */
export function useDisplayIntl(): IntlShape {
  return use(IntlContext) ?? current;
}
