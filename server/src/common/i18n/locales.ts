import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The languages Energy Exchange speaks and the server's catalog of each, read once when the module
 * loads from the repository's `locales/<language>/server.json` (docs/i18n.md). A language is a
 * folder: adding one needs no code change, and the valid values of a member's `locale` are exactly
 * the folders found here (the database keeps a plain text column, no SQL list).
 */

/** English is the language the product is written in: the messages' defaults, never a catalog lookup. */
export const DEFAULT_LOCALE = 'en';

export type Catalog = Readonly<Record<string, string>>;

// Right-to-left scripts, by primary language (the client's `textDirection` says the same).
const RIGHT_TO_LEFT = new Set(['ar', 'fa', 'he', 'ur']);

/** Which way a language's text runs: mail and pages set `dir` from it. */
export function textDirection(locale: string): 'rtl' | 'ltr' {
  return RIGHT_TO_LEFT.has(locale.split('-')[0]) ? 'rtl' : 'ltr';
}

/**
 * `locales/` is found by walking up from this file, so the same code finds it from `server/src`
 * (tests), `server/dist/server/src` (a build) and the image (`/app/locales`).
 */
function localesFolder(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = join(dir, 'locales');
    if (existsSync(join(candidate, DEFAULT_LOCALE))) return candidate;
    const parent = dirname(dir);
    if (parent === dir) throw new Error('locales/ not found above ' + fileURLToPath(import.meta.url));
    dir = parent;
  }
}

function readCatalogs(): ReadonlyMap<string, Catalog> {
  const root = localesFolder();
  const catalogs = new Map<string, Catalog>();
  for (const entry of readdirSync(root, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const file = join(root, entry.name, 'server.json');
    if (!existsSync(file)) continue;
    catalogs.set(entry.name, flatten(JSON.parse(readFileSync(file, 'utf8')) as unknown));
  }
  if (!catalogs.has(DEFAULT_LOCALE)) catalogs.set(DEFAULT_LOCALE, {});
  return catalogs;
}

/** A catalog is `{ id: message }` or, as @formatjs/cli extracts it, `{ id: { defaultMessage } }`. */
function flatten(json: unknown): Catalog {
  const out: Record<string, string> = {};
  if (typeof json !== 'object' || json === null) return out;
  for (const [id, value] of Object.entries(json)) {
    if (typeof value === 'string') out[id] = value;
    else if (typeof value === 'object' && value !== null && 'defaultMessage' in value) {
      const text = (value as { defaultMessage: unknown }).defaultMessage;
      if (typeof text === 'string') out[id] = text;
    }
  }
  return out;
}

const catalogs = readCatalogs();

/** Every language with a catalog, English first. */
export const SUPPORTED_LOCALES: readonly string[] = [
  DEFAULT_LOCALE,
  ...[...catalogs.keys()].filter((l) => l !== DEFAULT_LOCALE).sort(),
];

export function isSupportedLocale(value: unknown): value is string {
  return typeof value === 'string' && catalogs.has(value);
}

export function catalogOf(locale: string): Catalog {
  return catalogs.get(locale) ?? {};
}

/**
 * The best supported language for an `Accept-Language` header (RFC 9110 §12.5.4): the ranges by
 * their weight, each matched exactly or by its primary language (`es-MX` → `es`). English when
 * the header is absent or names nothing we speak, so a caller that says nothing reads today's texts.
 */
export function negotiateLocale(header: string | undefined): string {
  if (!header) return DEFAULT_LOCALE;
  const ranges = header
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return { tag: tag.trim().toLowerCase(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((r) => r.tag && r.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const { tag } of ranges) {
    if (catalogs.has(tag)) return tag;
    const primary = tag.split('-')[0];
    if (catalogs.has(primary)) return primary;
  }
  return DEFAULT_LOCALE;
}
