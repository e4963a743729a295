import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * Arrows point down (docs/architecture.md, "Client data flow"): a feature imports its own files,
 * `shared/`, `gql/` and other features only through their `index.ts`; `shared/` imports only
 * `shared/` and `gql/`. Tests may also reach the test wiring (`test/`, `app/`). This reads the
 * import lines as text, so a new deep import fails here before it spreads.
 */

const SRC = resolve(__dirname);
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|vi\.mock\(\s*)['"](\.{1,2}\/[^'"]+)['"]/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

function isTestFile(path: string): boolean {
  return /\.test\.tsx?$/.test(path) || /\/test\//.test(relative(SRC, path));
}

/** Each relative import of `file`, as a path below src without extension. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(IMPORT)].map((match) => relative(SRC, resolve(dirname(file), match[1])));
}

/** Why `from` (below src) may not import `target`, or null when it may. */
export function importViolation(from: string, target: string, test: boolean): string | null {
  const [area, feature] = from.split('/');
  const [targetArea, targetFeature, ...rest] = target.split('/');
  if (targetArea === 'gql' || targetArea === 'shared') return null;
  if (test && (targetArea === 'test' || targetArea === 'app')) return null;
  if (area === 'shared') return `shared/ may import only shared/ and gql/, not ${target}`;
  if (targetArea === 'features') {
    if (targetFeature === feature) return null;
    if (rest.length === 0 || (rest.length === 1 && rest[0] === 'index')) return null;
    return `another feature is imported through its index.ts: use features/${targetFeature}/index, not ${target}`;
  }
  return `a feature may import only shared/, gql/ and other features' index.ts, not ${target}`;
}

describe('client import rules', () => {
  it('classifies imports the way docs/architecture.md describes them', () => {
    expect(importViolation('features/sessions/components/SessionsView', 'shared/lib/dates', false)).toBeNull();
    expect(importViolation('features/sessions/components/SessionsView', 'features/exchanges/index', false)).toBeNull();
    expect(
      importViolation('features/sessions/components/SessionsView', 'features/sessions/operations', false),
    ).toBeNull();
    expect(importViolation('features/sessions/components/SessionsView', 'features/exchanges/lib/dates', false)).toMatch(
      /index\.ts/,
    );
    expect(importViolation('features/premium/components/PremiumModal', 'app/session', false)).toMatch(
      /may import only/,
    );
    expect(importViolation('features/premium/components/PremiumModal.test', 'app/session', true)).toBeNull();
    expect(importViolation('shared/lib/format', 'features/exchanges/index', false)).toMatch(/shared\//);
  });

  it('no feature reaches into another feature or the app, and shared/ depends on no feature', () => {
    const files = [...sourceFiles(join(SRC, 'features')), ...sourceFiles(join(SRC, 'shared'))];
    expect(files.length).toBeGreaterThan(100);
    const violations = files.flatMap((file) => {
      const from = relative(SRC, file).replace(/\.tsx?$/, '');
      return importsOf(file)
        .map((target) => importViolation(from, target, isTestFile(file)))
        .filter((why): why is string => why !== null)
        .map((why) => `${from}: ${why}`);
    });
    expect(violations).toEqual([]);
  });
});
