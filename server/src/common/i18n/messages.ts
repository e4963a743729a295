import { AsyncLocalStorage } from 'node:async_hooks';
import { createIntl, createIntlCache, IntlErrorCode, type IntlShape } from '@formatjs/intl';
import type { Request, RequestHandler } from 'express';
import { catalogOf, DEFAULT_LOCALE, negotiateLocale } from './locales.js';
import { logger } from '../logger.js';

/** Values put into a message's placeholders (`{available}`, `{max}`). */
export type MessageValues = Record<string, string | number>;

/**
 * A text the server may answer in the caller's language: a stable id (a name, `identity.login.wrongPassword`,
 * never the sentence), the English text as ICU MessageFormat, and its values. Declared with
 * `defineMessages` of @formatjs/intl beside the code that says it, so `npm run i18n:extract` finds it.
 */
export interface Text {
  readonly id: string;
  readonly defaultMessage: string;
  readonly values?: MessageValues;
  /**
   * Values that are messages themselves, said in the same language as the text (a field's label in
   * "{label} is required"); a value given as plain text (an API field name, `service_id`) is the
   * same in every language.
   */
  readonly labels?: Readonly<Record<string, MessageDescriptor>>;
}

export interface MessageDescriptor {
  readonly id: string;
  readonly defaultMessage: string;
}

const cache = createIntlCache();
const intls = new Map<string, IntlShape>();

/** The FormatJS object of a language (rich texts: tags rendered by the caller, e.g. a mail's links). */
export function intlOf(locale: string): IntlShape {
  let intl = intls.get(locale);
  if (!intl) {
    intl = createIntl(
      {
        locale,
        defaultLocale: DEFAULT_LOCALE,
        messages: catalogOf(locale),
        // A key missing from a catalog falls back to English (the catalog test keeps every key present).
        onError: (err) => {
          if (err.code !== IntlErrorCode.MISSING_TRANSLATION)
            logger.warn('message format error', { locale, error: err.message });
        },
      },
      cache,
    );
    intls.set(locale, intl);
  }
  return intl;
}

/** A message in a language; English is its `defaultMessage`, so English never depends on a catalog. */
export function formatText(locale: string, text: Text): string {
  const descriptor: MessageDescriptor = { id: text.id, defaultMessage: text.defaultMessage };
  if (!text.labels) return intlOf(locale).formatMessage(descriptor, text.values);
  const labels = Object.entries(text.labels).map(([name, label]) => [name, translate(locale, label)] as const);
  return intlOf(locale).formatMessage(descriptor, { ...text.values, ...Object.fromEntries(labels) });
}

/** A message's words in a language: what a mail, a calendar entry or a statement line says to its reader. */
export function translate(locale: string, descriptor: MessageDescriptor, values?: MessageValues): string {
  return formatText(locale, { ...descriptor, values });
}

/** The English words of a message (what a service's error says when nobody asked for a language). */
export function english(descriptor: MessageDescriptor, values?: MessageValues): string {
  return translate(DEFAULT_LOCALE, descriptor, values);
}

/**
 * The English words of a table of messages, by the same keys: for code and tests that compare
 * or show a refusal's English text (`ExchangeText.notParty`) while the throw carries the message.
 */
export function englishTexts<K extends string>(table: Record<K, MessageDescriptor>): Record<K, string> {
  // A message with values has no words until it is given them: its entry is the pattern, which a
  // table then gives its own function (`GroupText.seatsRange(max)`).
  const words = (d: MessageDescriptor) =>
    typeof d.defaultMessage === 'string' && d.defaultMessage.includes('{') ? d.defaultMessage : english(d);
  return Object.fromEntries(Object.entries<MessageDescriptor>(table).map(([k, d]) => [k, words(d)])) as Record<
    K,
    string
  >;
}

/** A descriptor with its values: what a DomainError or a validation rule carries to the transports. */
export function text(
  descriptor: MessageDescriptor,
  values?: MessageValues,
  labels?: Readonly<Record<string, MessageDescriptor>>,
): Text {
  return { id: descriptor.id, defaultMessage: descriptor.defaultMessage, values, ...(labels && { labels }) };
}

/**
 * The language of the GraphQL operation being answered: the signed-in member's own (`buildContext`
 * sets it once it knows the member), else `Accept-Language`. Apollo's `formatError` has no context
 * of its own, so the language travels with the operation's async work here. It is entered after the
 * body is read (a body parser's stream callbacks would run outside it). REST needs none of this: its
 * error handler has the request (`requestLocale`).
 */
const requestLanguage = new AsyncLocalStorage<{ locale: string }>();

/** REST answers `{detail}` in the `Accept-Language` language; English when the header says nothing we speak. */
export function requestLocale(req: Request): string {
  return negotiateLocale(req.get('accept-language'));
}

export const negotiateRequestLanguage: RequestHandler = (req, _res, next) => {
  requestLanguage.run({ locale: requestLocale(req) }, next);
};

/** The signed-in member's language wins over the browser's (GraphQL). */
export function answerInLanguage(locale: string): void {
  const store = requestLanguage.getStore();
  if (store) store.locale = locale;
}

/** The language to answer in now: English outside a request (sockets, jobs). */
export function currentLocale(): string {
  return requestLanguage.getStore()?.locale ?? DEFAULT_LOCALE;
}

/** The words of an error in a language: its translation when it carries a text, else its English message. */
export function localized(locale: string, message: string, text: Text | undefined): string {
  return !text || locale === DEFAULT_LOCALE ? message : formatText(locale, text);
}
