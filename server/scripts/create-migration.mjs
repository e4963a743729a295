#!/usr/bin/env node
// Creates an empty, timestamped TypeORM migration in migrations/ and registers it in
// migrations/index.ts (the list the server and the tests load, in order).
//
//   npm run migration:create -w server -- AddReadReceipts
//   npm run migration:create -w server -- "add read receipts" --timestamp 1764430000000
//
// The new migration carries every change to the living schema's files (schema/database: one file per
// function, trigger and view; scripts/database-objects.mjs): it migrates an in-memory embedded
// database, compares its objects with the files, and writes the statements that make the database
// match them into up() (and those that undo them into down()). Needs the built server
// (npm run build -w server).
//
// Options: --timestamp <ms> picks the timestamp (helpers working in parallel each get a range);
// --dir <path> writes somewhere else than the repository's migrations/ (used by its test);
// --objects <path> reads the schema's files from there; --skip-objects writes an empty skeleton.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { differences, migratedObjects, migrationStatements, OBJECTS_DIR, readFiles } from './database-objects.mjs';

const DEFAULT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../migrations');

function fail(message) {
  console.error(`migration:create: ${message}`);
  process.exit(1);
}

/** "add read receipts", "add-read-receipts" or "AddReadReceipts" → AddReadReceipts. */
export function className(raw) {
  const words = String(raw ?? '')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  const name = words.map((w) => w[0].toUpperCase() + w.slice(1)).join('');
  if (!/^[A-Z][A-Za-z0-9]{0,79}$/.test(name)) return null;
  return name;
}

function parseArgs(argv) {
  const args = { name: undefined, timestamp: undefined, dir: DEFAULT_DIR, objects: OBJECTS_DIR, skipObjects: false };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--timestamp') args.timestamp = argv[++i];
    else if (a === '--dir') args.dir = path.resolve(argv[++i] ?? '');
    else if (a === '--objects') args.objects = path.resolve(argv[++i] ?? '');
    else if (a === '--skip-objects') args.skipObjects = true;
    else if (a.startsWith('--')) fail(`unknown option ${a}`);
    else if (args.name === undefined) args.name = a;
    else fail(`one name only (got "${args.name}" and "${a}"); quote a name with spaces`);
  }
  return args;
}

/** A statement as a template literal of a migration's source. */
const literal = (sql) => '`' + sql.replace(/\\/g, '\\\\').replace(/`/g, '\\`').replace(/\$\{/g, '\\${') + '`';
const calls = (list) => list.map((sql) => `    await q.query(${literal(sql)});`).join('\n');

function skeleton(name, timestamp, carried = { files: [], up: [], down: [] }) {
  const what = carried.files.length
    ? ` * Carries the living schema's changed objects (schema/database): ${carried.files.join(', ')}.\n *\n`
    : '';
  return `import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
${what} * TODO: say what this migration changes and why (see the other migrations for the tone).
 */
export class ${name}${timestamp} implements MigrationInterface {
  name = '${name}${timestamp}';

  async up(q: QueryRunner): Promise<void> {
${carried.up.length ? calls(carried.up) : '    // await q.query(\`ALTER TABLE …\`);'}
  }

  async down(q: QueryRunner): Promise<void> {
${carried.down.length ? calls(carried.down) : '    // Undo up(), in reverse order.'}
  }
}
`;
}

/** Adds the import after the last import line and the class at the end of `migrations = [...]`. */
export function register(indexSource, name, timestamp) {
  const cls = `${name}${timestamp}`;
  const importLine = `import { ${cls} } from './${timestamp}-${name}.js';`;
  const lines = indexSource.split('\n');
  let lastImport = -1;
  lines.forEach((line, i) => {
    if (/^import\s/.test(line)) lastImport = i;
  });
  if (lastImport < 0) throw new Error('no import line found in migrations/index.ts');
  lines.splice(lastImport + 1, 0, importLine);
  const withImport = lines.join('\n');
  const list = /(export const migrations\s*=\s*\[)([\s\S]*?)(\]\s*;)/.exec(withImport);
  if (!list) throw new Error('no `export const migrations = [...]` in migrations/index.ts');
  const items = list[2].trimEnd();
  const body = items.trim() === '' ? cls : items.endsWith(',') ? `${items} ${cls}` : `${items}, ${cls}`;
  return withImport.slice(0, list.index) + list[1] + body + list[3] + withImport.slice(list.index + list[0].length);
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  if (!args.name) fail('usage: npm run migration:create -w server -- <Name> [--timestamp <ms>]');
  const name = className(args.name);
  if (!name) fail(`"${args.name}" is not a usable name: letters and digits, starting with a letter (at most 80)`);
  const indexFile = path.join(args.dir, 'index.ts');
  if (!existsSync(indexFile)) fail(`${indexFile} not found`);

  // Migrations run in timestamp order: a new one must come after every one already there.
  const newest = Math.max(
    0,
    ...readdirSync(args.dir)
      .map((f) => /^(\d{13})-/.exec(f)?.[1])
      .filter(Boolean)
      .map(Number),
  );
  let timestamp;
  if (args.timestamp !== undefined) {
    if (!/^\d{13}$/.test(args.timestamp)) fail('--timestamp must be 13 digits (milliseconds since 1970)');
    timestamp = Number(args.timestamp);
    if (timestamp <= newest) fail(`--timestamp ${timestamp} is not after the newest migration (${newest})`);
  } else {
    timestamp = Math.max(Date.now(), newest + 1);
  }

  const file = path.join(args.dir, `${timestamp}-${name}.ts`);
  const index = readFileSync(indexFile, 'utf8');
  if (index.includes(`${name}${timestamp}`) || existsSync(file)) fail(`${path.basename(file)} exists already`);
  const registered = register(index, name, timestamp);
  let carried;
  if (!args.skipObjects) {
    const changed = differences(readFiles(args.objects), await migratedObjects());
    carried = { files: changed.map((c) => c.file), ...migrationStatements(changed) };
    if (changed.length)
      console.log(`carries ${changed.length} changed object(s) of schema/database: ${carried.files.join(', ')}`);
  }
  writeFileSync(file, skeleton(name, timestamp, carried));
  writeFileSync(indexFile, registered);
  console.log(
    `created ${path.relative(process.cwd(), file)} and registered ${name}${timestamp} in ${path.relative(process.cwd(), indexFile)}`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
