import { readFileSync } from 'node:fs';
import path from 'node:path';
import { IntlMessageFormat } from 'intl-messageformat';
import { appUrl } from './browser.js';

/**
 * The language a journey's members use: E2E_LANGUAGE (en, es, de or ar; English unless told).
 * Every member of such a run reads that language (their account's locale, the visitor's browser),
 * and the journey finds controls and checks texts through the catalogs rather than through English
 * literals: `say('Sign In')` is "Sign In" in an English run and "Iniciar sesión" in a Spanish one.
 *
 * The journey writes what the code says in English (locales/en, the code's own texts), so that an
 * English run reads as before and asserts the very same texts; `say` finds the message whose
 * English that is and answers the run language's, formatted with ICU as the app formats it (the
 * same intl-messageformat, the same locale: plurals, lists, dates and numbers through Intl).
 * Where one English text is several messages that other languages tell apart ("Open" a status,
 * "Open" a tab), `say` refuses, and the journey names the message with `t(id)`.
 */
export const LANGUAGE = (process.env.E2E_LANGUAGE || 'en') as 'en' | 'es' | 'de' | 'ar';
if (!['en', 'es', 'de', 'ar'].includes(LANGUAGE))
  throw new Error(`E2E_LANGUAGE=${LANGUAGE}: not one of en, es, de, ar`);
export const IN_ENGLISH = LANGUAGE === 'en';

/** The run language's writing direction, as the app sets it on <html>. */
export const DIRECTION = LANGUAGE === 'ar' ? 'rtl' : 'ltr';

type Catalog = Record<string, string>;
/**
 * Client and server messages of `language`, by id; a server message whose id the client has too
 * (a few of premium's) is `server:<id>`.
 */
function catalog(language: string): Catalog {
  const read = (side: string): Catalog =>
    JSON.parse(readFileSync(path.resolve(import.meta.dirname, `../../locales/${language}/${side}.json`), 'utf8'));
  const client = read('client');
  const server = Object.entries(read('server')).map(([id, text]) => [id in client ? `server:${id}` : id, text]);
  return { ...Object.fromEntries(server), ...client };
}

const english = catalog('en');
const target = IN_ENGLISH ? english : catalog(LANGUAGE);
const idsByEnglish = new Map<string, string[]>();
for (const [id, text] of Object.entries(english)) idsByEnglish.set(text, [...(idsByEnglish.get(text) ?? []), id]);

export type Values = Record<string, string | number>;
type Tag = (chunks: unknown[]) => string;

/** Message `id` in the run language, formatted with `values`; rich-text tags keep only their text. */
export function t(id: string, values: Values = {}, tagsGiven: Record<string, Tag> = {}): string {
  const message = target[id];
  if (message === undefined) throw new Error(`no message ${id} in locales/${LANGUAGE}`);
  const tags = Object.fromEntries(
    [...message.matchAll(/<(\w+)>/g)].map(([, tag]) => [
      tag,
      tagsGiven[tag] ?? ((chunks: unknown[]) => chunks.join('')),
    ]),
  );
  const formatted = new IntlMessageFormat(message, LANGUAGE).format({ ...tags, ...values });
  return Array.isArray(formatted) ? formatted.join('') : String(formatted);
}

/** The words inside `<tag>` of message `id` in the run language: "Sign up free" of "Don't have an account? <link>Sign up free</link>". */
export function tagged(id: string, tag: string): string {
  let inside: string | undefined;
  t(id, {}, { [tag]: (chunks) => (inside = chunks.join('')) });
  if (inside === undefined) throw new Error(`no <${tag}> in ${id}`);
  return inside;
}

/** The message that reads `englishText` in English (placeholders and all), in the run language. */
export function say(englishText: string, values: Values = {}): string {
  const ids = idsByEnglish.get(englishText);
  if (!ids) throw new Error(`no message reads "${englishText}" in locales/en`);
  const texts = new Set(ids.map((id) => target[id]));
  if (texts.size > 1) throw new Error(`"${englishText}" is ${ids.join(', ')}, worded apart in ${LANGUAGE}: use t(id)`);
  return t(ids[0], values);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A text as a pattern: `text` starting the element's text (`^`), or all of it (`whole`). */
export function startsWith(text: string, whole = false): RegExp {
  return new RegExp(`^${escape(text)}${whole ? '$' : ''}`, 'u');
}

export { escape as escapeRegExp };

type Message = { id: string } | { english: string };
type Holes = Record<string, string | number | RegExp>;

/**
 * Message `id` (or the one reading `english`) as a pattern's source: values given as patterns
 * stand for what the journey does not know beforehand (a date, a count).
 */
export function pattern(message: Message, values: Holes = {}): string {
  const holes: RegExp[] = [];
  const plain = Object.fromEntries(
    Object.entries(values).map(([name, value]) =>
      value instanceof RegExp ? [name, `\uE000${holes.push(value) - 1}\uE000`] : [name, value],
    ),
  );
  const text = 'id' in message ? t(message.id, plain) : say(message.english, plain);
  return escape(text).replace(/\uE000(\d+)\uE000/g, (_, i: string) => `(?:${holes[Number(i)].source})`);
}

/**
 * `pattern` anchored at the text's start (and at its end when `whole`), e.g.
 * `like({ id: 'conversations.thread.messagesWith' }, { name: /.+/ })`. (A count that picks a plural
 * form cannot be a pattern: `anyCount`.)
 */
export function like(message: Message, values: Holes = {}, { whole = false } = {}): RegExp {
  return new RegExp(`^${pattern(message, values)}${whole ? '$' : ''}`, 'u');
}

/** One or more digits of any script (what Intl writes in the language). */
export const DIGITS = /\p{Nd}+/u;

/**
 * Message `id` whose `{count}` the journey does not know beforehand, as a pattern: each of the
 * language's plural forms (English two, Arabic six), its number any digits. Anchored at both ends.
 */
export function anyCount(id: string): RegExp {
  const forms = new Set(
    [0, 1, 2, 3, 11, 100].map((count) => {
      // `#` writes the language's digits, a plain `{count}` Western ones.
      const text = escape(t(id, { count }));
      const digits = text.includes(num(count)) ? num(count) : String(count);
      return text.replace(digits, String.raw`\p{Nd}+`);
    }),
  );
  return new RegExp(`^(?:${[...forms].join('|')})$`, 'u');
}

/** A number as the app writes amounts: through Intl in the language, no grouping ("1200"; Arabic too, CLDR's Western digits). */
export function num(value: number): string {
  return new Intl.NumberFormat(LANGUAGE, { useGrouping: false }).format(value);
}

/** An amount of Energy Points as the app writes it: "5 EP". */
export function ep(points: number): string {
  return t('format.energyPoints', { points: num(points) });
}

/** The number in a text the app wrote ("12 EP" → 12), in whichever digits the language writes. */
export function readNumber(text: string): number {
  const digits = [...new Intl.NumberFormat(LANGUAGE, { useGrouping: false }).format(9876543210)].reverse();
  const western = [...text].map((c) => (digits.includes(c) ? String(digits.indexOf(c)) : c)).join('');
  const found = /\d+/.exec(western);
  if (!found) throw new Error(`no number in "${text}"`);
  return Number(found[0]);
}

/** Items as the app lists them in a sentence: "you and Rae", "tú y Rae". */
export function list(items: string[]): string {
  return new Intl.ListFormat(LANGUAGE, { type: 'conjunction' }).format(items);
}

/** A calendar day "YYYY-MM-DD" as the app writes it: "Mon, Nov 30, 2026", "lun, 30 nov 2026". */
export function calendarDay(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString(LANGUAGE, {
    weekday: 'short',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/** A weekday's full name as the app writes it, from a day of that weekday ("2024-01-01": Monday, "lunes"). */
export function weekdayOf(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString(LANGUAGE, { weekday: 'long', timeZone: 'UTC' });
}

/** A category's label as members of this language read it (the labels are the server's own, per language). */
export async function categoryLabel(value: string): Promise<string> {
  const res = await fetch(`${appUrl()}/api/categories`, { headers: { 'accept-language': LANGUAGE } });
  const found = ((await res.json()) as Array<{ value: string; label: string }>).find((c) => c.value === value);
  if (!found) throw new Error(`no category ${value}`);
  return found.label;
}

/** The browser of a visitor of this language: its UI language and what its requests ask for. */
export const BROWSER_LANGUAGE = { locale: LANGUAGE, extraHTTPHeaders: { 'accept-language': LANGUAGE } };
