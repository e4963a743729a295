/** Languages on the client: the provider, the menus and the catalogs (docs/i18n.md). */
export { LanguageProvider, useAccountLanguage, useLanguage } from './LanguageProvider';
export { LanguageSelect } from './LanguageSelect';
export { LOCALES, DEFAULT_LOCALE, ENGLISH, bestLocale, isLocale, languageName, textDirection } from './catalogs';
export { rememberVisitorLocale, visitorLocale } from './visitorLanguage';
export { displayIntl, displayLocale } from './displayLanguage';
