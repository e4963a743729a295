/** Languages: which ones exist, negotiation, and the server's messages in the caller's language (docs/i18n.md). */
export { DEFAULT_LOCALE, SUPPORTED_LOCALES, isSupportedLocale, negotiateLocale, textDirection } from './locales.js';
export {
  type Text,
  type MessageDescriptor,
  type MessageValues,
  english,
  englishTexts,
  formatText,
  translate,
  intlOf,
  text,
  localized,
  currentLocale,
  answerInLanguage,
  negotiateRequestLanguage,
  requestLocale,
} from './messages.js';
