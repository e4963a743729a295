/// <reference types="node" />
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SPEC_ERROR_TEXTS } from './spec-error-texts';

/**
 * The error catalogue (spec-error-texts.ts) lists every success and error text the product shows.
 * Each one a user can reach must be asserted on screen somewhere: in a component test
 * (client/src/**\/*.test.tsx?) or a browser journey (client/e2e/*.e2e.test.ts). This test reads
 * nothing outside the repository.
 */
const CLIENT = path.resolve(import.meta.dirname, '../..');

/**
 * Texts of the catalogue that cannot reach a user of this client, and why. Anything here is still
 * in the catalogue; it is left out on purpose, not forgotten.
 */
const NOT_REACHABLE: Record<string, string> = {
  // The catalogue names two wordings for a failed request; the Request Exchange modal (the only place that
  // sends one) uses "Failed to send exchange request: <detail>", which is covered.
  'Failed to send request: <detail>': 'alternative wording the client does not use',
  // There is no password sign-up in this client: accounts are created with a mailed code, whose
  // failures read 'Failed to send verification code' / 'Verification failed' (both covered).
  'Signup failed': 'no password sign-up form exists',
};

/** A text as a pattern: placeholders like <detail>, <status>, {status}, {message} match any value. */
function textPattern(text: string): RegExp {
  const parts = text.split(/<[a-z]+>|\{[a-z]+\}/i).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(parts.join('.+'));
}

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'gql' ? [] : testFiles(full);
    return /\.test\.tsx?$/.test(entry.name) && full !== import.meta.filename ? [full] : [];
  });
}

/** Test code without its comments: a text mentioned only in a comment does not count. */
function withoutComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
}

describe("the product's error catalogue", () => {
  it('has every text a user can reach asserted in a component or browser test', () => {
    const texts = [...SPEC_ERROR_TEXTS];
    // A sanity floor: the catalogue has about fifty texts; a truncated copy must not pass silently.
    expect(texts.length).toBeGreaterThan(40);
    expect(new Set(texts).size).toBe(texts.length);
    for (const text of Object.keys(NOT_REACHABLE))
      expect(texts, `allow-listed text missing from the catalogue: ${text}`).toContain(text);

    const sources = [...testFiles(path.join(CLIENT, 'src')), ...testFiles(path.join(CLIENT, 'e2e'))].map((file) =>
      withoutComments(readFileSync(file, 'utf8')),
    );
    const missing = texts.filter(
      (text) => !(text in NOT_REACHABLE) && !sources.some((source) => textPattern(text).test(source)),
    );
    expect(missing).toEqual([]);
  });

  it('reads nothing outside the repository (a clone has only the repository)', () => {
    const outside = ['..', 'shared', 'spec'].join('/');
    const sources = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'gql' ? [] : sources(full);
        return /\.(tsx?|mjs)$/.test(entry.name) ? [full] : [];
      });
    const readers = [...sources(path.join(CLIENT, 'src')), ...sources(path.join(CLIENT, 'e2e'))].filter((file) =>
      withoutComments(readFileSync(file, 'utf8')).includes(outside),
    );
    expect(readers).toEqual([]);
  });

  it('matches placeholders against any value, and only there', () => {
    expect(textPattern('Failed to add admin: <detail>').test("'Failed to add admin: Only super admins can'")).toBe(
      true,
    );
    expect(textPattern('Server error ({status})').test('Server error (502)')).toBe(true);
    expect(textPattern('Server error ({status})').test('Server error')).toBe(false);
  });
});
