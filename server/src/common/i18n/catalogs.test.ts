import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { SUPPORTED_LOCALES } from './locales.js';

/**
 * Every catalog of every language, client and server, against the English one (extracted from the
 * code by `npm run i18n:extract`, kept current by `npm run codegen:check`): the same keys — none
 * missing, none left over from a message the code no longer has —, valid ICU MessageFormat, and
 * the same placeholders and tags, so a translation never drops a value or formats one that does
 * not exist. A plural or select may stand where English has a plain `{count, number}`: Arabic
 * counts in six forms.
 */
const ROOT = new URL('../../../../locales/', import.meta.url);
const CATALOGS = ['client.json', 'server.json'];
const languages = readdirSync(ROOT, { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name);

const read = (language: string, file: string) =>
  JSON.parse(readFileSync(join(ROOT.pathname, language, file), 'utf8')) as Record<string, string>;

/** The names of a message's arguments and tags, wherever they sit (inside plurals and tags too). */
function placeholders(elements: MessageFormatElement[], found = new Set<string>()): Set<string> {
  for (const el of elements) {
    if (el.type === TYPE.literal || el.type === TYPE.pound) continue;
    found.add(el.type === TYPE.tag ? `<${el.value}>` : `{${el.value}}`);
    if (el.type === TYPE.tag) placeholders(el.children, found);
    if (el.type === TYPE.plural || el.type === TYPE.select)
      for (const option of Object.values(el.options)) placeholders(option.value, found);
  }
  return found;
}

/** The source files of one side of the app, tests and generated code left out. */
function sources(dir: URL): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name))
    .map((e) => join(e.parentPath, e.name))
    .filter((path) => !path.includes('/gql/'));
}

/** A message descriptor written out in code: `id: '…', defaultMessage` or JSX `id="…" defaultMessage`. */
const DESCRIPTOR = /\bid(?::\s*'|=")([\w.-]+)['"],?\s*defaultMessage/g;

describe('the catalogs', () => {
  it('are found for English, Spanish, German and Arabic, and the server speaks each of them', () => {
    expect([...languages].sort()).toEqual(['ar', 'de', 'en', 'es']);
    expect([...SUPPORTED_LOCALES].sort()).toEqual(['ar', 'de', 'en', 'es']);
  });

  for (const file of CATALOGS) {
    const english = read('en', file);
    it(`${file}: English has messages, each valid ICU`, () => {
      expect(Object.keys(english).length).toBeGreaterThan(10);
      for (const message of Object.values(english)) expect(() => parse(message)).not.toThrow();
    });

    // The extraction reads only descriptors it can see whole; one inside a conditional was once left
    // out of every catalog, and so shown in English to everyone.
    it(`${file}: has every message the code writes out`, () => {
      const side = new URL(`../../../../${file === 'client.json' ? 'client' : 'server'}/src/`, import.meta.url);
      const missing = sources(side).flatMap((path) =>
        [...readFileSync(path, 'utf8').matchAll(DESCRIPTOR)].map((m) => m[1]).filter((id) => !(id in english)),
      );
      expect(missing).toEqual([]);
    });

    for (const language of languages.filter((l) => l !== 'en')) {
      it(`${language}/${file}: every key of English, no other, each valid with the same placeholders`, () => {
        const catalog = read(language, file);
        expect(Object.keys(catalog).sort()).toEqual(Object.keys(english).sort());
        for (const [id, message] of Object.entries(catalog)) {
          let parsed: MessageFormatElement[] = [];
          expect(() => (parsed = parse(message)), `${language} ${id}`).not.toThrow();
          expect([...placeholders(parsed)].sort(), `${language} ${id}`).toEqual(
            [...placeholders(parse(english[id]))].sort(),
          );
          expect(message.trim(), `${language} ${id} is empty`).not.toBe('');
        }
      });
    }
  }
});
