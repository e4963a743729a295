import { execFile } from 'node:child_process';
import { copyFileSync, cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

/**
 * `npm run migration:create -w server -- <Name>` (server/package.json) runs
 * server/scripts/create-migration.mjs. It is run here for real, on a copy of the repository's
 * migrations/index.ts in a temporary folder.
 */
const run = promisify(execFile);
const SERVER = path.resolve(import.meta.dirname, '..');
const SCRIPT = path.join(SERVER, 'scripts/create-migration.mjs');
const REPO_MIGRATIONS = path.resolve(SERVER, '../migrations');
let dir: string;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'ee-migrations-'));
  copyFileSync(path.join(REPO_MIGRATIONS, 'index.ts'), path.join(dir, 'index.ts'));
  for (const f of readdirSync(REPO_MIGRATIONS).filter((n) => /^\d{13}-/.test(n)))
    copyFileSync(path.join(REPO_MIGRATIONS, f), path.join(dir, f));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const create = (...args: string[]) => run(process.execPath, [SCRIPT, ...args, '--dir', dir, '--skip-objects']);
const REPO_OBJECTS = path.resolve(SERVER, '../schema/database');

describe('migration:create', () => {
  it('is the script server/package.json names', () => {
    const pkg = JSON.parse(readFileSync(path.join(SERVER, 'package.json'), 'utf8'));
    expect(pkg.scripts['migration:create']).toBe('node scripts/create-migration.mjs');
  });

  it('writes a timestamped skeleton after the newest migration and registers it last in index.ts', async () => {
    const before = readFileSync(path.join(dir, 'index.ts'), 'utf8');
    const { stdout } = await create('add read receipts');
    const created = readdirSync(dir).filter((f) => f.endsWith('-AddReadReceipts.ts'));
    expect(created).toHaveLength(1);
    const stamp = created[0].slice(0, 13);
    const existing = readdirSync(REPO_MIGRATIONS)
      .map((f) => /^(\d{13})-/.exec(f)?.[1])
      .filter(Boolean)
      .map(Number);
    expect(Number(stamp)).toBeGreaterThan(Math.max(...existing));
    expect(stdout).toContain(`registered AddReadReceipts${stamp}`);

    // The skeleton is a working TypeORM migration class (loaded through the same TypeScript transform as the server's tests).
    const mod = await import(path.join(dir, created[0]));
    const migration = new mod[`AddReadReceipts${stamp}`]();
    expect(migration.name).toBe(`AddReadReceipts${stamp}`);
    await expect(migration.up({ query: () => Promise.resolve([]) })).resolves.toBeUndefined();
    await expect(migration.down({ query: () => Promise.resolve([]) })).resolves.toBeUndefined();

    const index = readFileSync(path.join(dir, 'index.ts'), 'utf8');
    expect(index).toContain(`import { AddReadReceipts${stamp} } from './${stamp}-AddReadReceipts.js';`);
    const list = /export const migrations = \[([^\]]*)\];/
      .exec(index)![1]
      .split(',')
      .map((s) => s.trim());
    const listBefore = /export const migrations = \[([^\]]*)\];/
      .exec(before)![1]
      .split(',')
      .map((s) => s.trim());
    expect(list).toEqual([...listBefore, `AddReadReceipts${stamp}`]);
    // Every class listed is imported, and every import is listed.
    const imported = [...index.matchAll(/^import \{ (\w+) \} from '\.\/(\d{13})-\w+\.js';$/gm)].map((m) => m[1]);
    expect(imported).toEqual(list);
  });

  it('takes a timestamp from a range, and refuses one that would run before an existing migration', async () => {
    await create('FirstInRange', '--timestamp', '1899999999000');
    await create('SecondInRange', '--timestamp', '1899999999001');
    const index = readFileSync(path.join(dir, 'index.ts'), 'utf8');
    expect(index).toMatch(/FirstInRange1899999999000, SecondInRange1899999999001\];/);
    await expect(create('TooEarly', '--timestamp', '1764300000000')).rejects.toMatchObject({
      stderr: expect.stringContaining('is not after the newest migration'),
    });
  });

  it('refuses a missing or unusable name and leaves index.ts alone', async () => {
    const before = readFileSync(path.join(dir, 'index.ts'), 'utf8');
    await expect(create()).rejects.toMatchObject({
      stderr: expect.stringContaining('usage: npm run migration:create'),
    });
    await expect(create('1st migration')).rejects.toMatchObject({
      stderr: expect.stringContaining('is not a usable name'),
    });
    await expect(create('---')).rejects.toMatchObject({ code: 1 });
    expect(readFileSync(path.join(dir, 'index.ts'), 'utf8')).toBe(before);
  });

  it('carries a changed object of the living schema: its new text in up(), its old one in down()', async () => {
    // A copy of schema/database where one function says something else and one trigger is gone.
    const objects = mkdtempSync(path.join(tmpdir(), 'ee-objects-'));
    try {
      cpSync(REPO_OBJECTS, objects, { recursive: true });
      const fn = path.join(objects, 'functions/search_lexeme.sql');
      const before = readFileSync(fn, 'utf8');
      writeFileSync(fn, before.replace('STRICT', 'STRICT PARALLEL SAFE'));
      const trigger = readdirSync(path.join(objects, 'triggers')).find((f) => f.startsWith('ledger_claims.'))!;
      rmSync(path.join(objects, 'triggers', trigger));
      const { stdout } = await run(process.execPath, [SCRIPT, 'LexemeInParallel', '--dir', dir, '--objects', objects]);
      expect(stdout).toContain('carries 2 changed object(s)');
      const created = readdirSync(dir).find((f) => f.endsWith('-LexemeInParallel.ts'))!;
      const source = readFileSync(path.join(dir, created), 'utf8');
      const [up, down] = source.split('async down');
      expect(up).toContain('PARALLEL SAFE');
      expect(up).toMatch(/DROP TRIGGER IF EXISTS ledger_claims_no_update ON (public\.)?ledger_claims/);
      expect(down).not.toContain('PARALLEL SAFE');
      expect(down).toContain('CREATE OR REPLACE FUNCTION public.search_lexeme');
      expect(down).toContain('CREATE TRIGGER ledger_claims_no_update');
      // The statements run: the class records each one it is given.
      const mod = await import(path.join(dir, created));
      const ran: string[] = [];
      await new mod[created.slice(14, -3) + created.slice(0, 13)]().up({ query: (sql: string) => ran.push(sql) });
      expect(ran.some((sql) => sql.includes('PARALLEL SAFE'))).toBe(true);
    } finally {
      rmSync(objects, { recursive: true, force: true });
    }
  }, 120_000);
});
