/** Languages on the client: the provider, the menus and the catalogs (docs/i18n.md). */
export { LanguageProvider, useAccountLanguage, useLanguage, type LoadedLanguage } from './LanguageProvider';
export { LanguageSelect } from './LanguageSelect';
export {
  LOCALES,
  DEFAULT_LOCALE,
  ENGLISH,
  bestLocale,
  isLocale,
  languageName,
  loadCatalog,
  textDirection,
} from './catalogs';
export { rememberVisitorLocale, shareVisitorLocaleWithServer, visitorLocale } from './visitorLanguage';
export { displayIntl, displayLocale } from './displayLanguage';
