#!/usr/bin/env node
// The living database schema, one readable file per object: every function, trigger and view the
// migrations leave in the database, as PostgreSQL itself prints it (pg_get_functiondef,
// pg_get_triggerdef, pg_get_viewdef), under schema/database/{functions,triggers,views}/.
//
// Migrations are history: each is frozen once shipped. To read what a function does today, open its
// file here instead of looking for the newest migration that mentions it. To change one, edit its
// file and run `npm run migration:create -w server -- <Name>`: the new migration carries the new
// text (and the old one in down()). `database-objects.test.ts` fails when the migrated database
// and these files differ.
//
//   npm run db:objects -w server            rewrite the files from a freshly migrated embedded database
//
// Needs the built server (server/dist), which `npm run db:objects` builds first.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = path.dirname(fileURLToPath(import.meta.url));
export const OBJECTS_DIR = path.resolve(HERE, '../../schema/database');
const KINDS = ['functions', 'triggers', 'views'];

/** Objects that belong to an extension are the extension's, not ours. */
const NOT_AN_EXTENSION = (alias) =>
  `NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.objid = ${alias}.oid AND d.deptype = 'e')`;

const FUNCTIONS = `
  SELECT p.proname AS name, pg_get_function_identity_arguments(p.oid) AS args, pg_get_functiondef(p.oid) AS text
    FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
   WHERE n.nspname = 'public' AND p.prokind IN ('f', 'p') AND ${NOT_AN_EXTENSION('p')}
   ORDER BY 1, 2`;
const TRIGGERS = `
  SELECT c.relname AS "table", t.tgname AS name, pg_get_triggerdef(t.oid, true) AS text
    FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_namespace n ON n.oid = c.relnamespace
   WHERE n.nspname = 'public' AND NOT t.tgisinternal
   ORDER BY 1, 2`;
const VIEWS = `
  SELECT c.relname AS name, pg_get_viewdef(c.oid, true) AS text, c.relkind AS kind
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
   WHERE n.nspname = 'public' AND c.relkind IN ('v', 'm') AND ${NOT_AN_EXTENSION('c')}
   ORDER BY 1`;

/** One statement per file, ending in a newline; trailing spaces dropped so editors keep files as written. */
const asFile = (statement) => `${statement.replace(/[ \t]+$/gm, '').trimEnd()};\n`;

/**
 * The objects of a migrated database, by file path under schema/database (`functions/name.sql`,
 * `triggers/table.name.sql`, `views/name.sql`). `query(sql)` answers rows (pg's or TypeORM's).
 */
export async function readObjects(query) {
  const objects = new Map();
  const functions = await query(FUNCTIONS);
  const overloaded = new Set(
    functions.filter((f, i) => functions.findIndex((g) => g.name === f.name) !== i).map((f) => f.name),
  );
  for (const f of functions) {
    const file = overloaded.has(f.name)
      ? `${f.name}(${f.args.replace(/[^a-z0-9_, ]/gi, '').replace(/\s+/g, '_')})`
      : f.name;
    objects.set(`functions/${file}.sql`, asFile(f.text));
  }
  for (const t of await query(TRIGGERS)) objects.set(`triggers/${t.table}.${t.name}.sql`, asFile(t.text));
  for (const v of await query(VIEWS)) {
    const create =
      v.kind === 'm' ? `CREATE MATERIALIZED VIEW public.${v.name} AS` : `CREATE OR REPLACE VIEW public.${v.name} AS`;
    objects.set(`views/${v.name}.sql`, asFile(`${create}\n${v.text.trimEnd().replace(/;$/, '')}`));
  }
  return objects;
}

/** The files under schema/database (or `dir`), by the same paths. */
export function readFiles(dir = OBJECTS_DIR) {
  const files = new Map();
  for (const kind of KINDS) {
    const folder = path.join(dir, kind);
    if (!existsSync(folder)) continue;
    for (const f of readdirSync(folder)
      .filter((n) => n.endsWith('.sql'))
      .sort())
      files.set(`${kind}/${f}`, readFileSync(path.join(folder, f), 'utf8'));
  }
  return files;
}

/** What differs between the files (what should be) and the database (what migrations made). */
export function differences(files, database) {
  const changed = [];
  for (const [file, text] of files)
    if (database.get(file) !== text) changed.push({ file, want: text, have: database.get(file) ?? null });
  for (const [file, text] of database) if (!files.has(file)) changed.push({ file, want: null, have: text });
  return changed.sort((a, b) => order(a.file) - order(b.file) || a.file.localeCompare(b.file));
}

/** Functions before the triggers and views that use them. */
const order = (file) => KINDS.indexOf(file.split('/')[0]);

/** The statement that drops an object as a file names it (its text says its signature or table). */
function dropOf(file, text) {
  const [kind] = file.split('/');
  if (kind === 'functions') {
    const signature = /FUNCTION\s+([\w.]+\([^)]*\))/i.exec(text)?.[1];
    return `DROP FUNCTION IF EXISTS ${signature}`;
  }
  if (kind === 'triggers') {
    const m = /CREATE (?:CONSTRAINT )?TRIGGER (\w+) .*? ON ([\w.]+)/is.exec(text);
    return `DROP TRIGGER IF EXISTS ${m[1]} ON ${m[2]}`;
  }
  const m = /VIEW ([\w.]+)/i.exec(text);
  return `DROP ${/MATERIALIZED/i.test(text) ? 'MATERIALIZED VIEW' : 'VIEW'} IF EXISTS ${m[1]}`;
}

/** Statements that take the database from `from` to `to` for one object (either may be null). */
function statements(file, from, to) {
  const out = [];
  const replaceable = file.startsWith('functions/') || (file.startsWith('views/') && !/MATERIALIZED/i.test(to ?? from));
  if (from !== null && (to === null || !replaceable)) out.push(dropOf(file, from));
  if (to !== null) out.push(to.trimEnd().replace(/;$/, ''));
  return out;
}

/** The up() and down() statements of a migration that carries `changed` (from `differences`). */
export function migrationStatements(changed) {
  const up = changed.flatMap((c) => statements(c.file, c.have, c.want));
  const down = [...changed].reverse().flatMap((c) => statements(c.file, c.want, c.have));
  return { up, down };
}

/** Starts an in-memory embedded PostgreSQL, applies every migration and reads its objects. Needs server/dist. */
export async function migratedObjects() {
  const dist = path.resolve(HERE, '../dist/server/src/db');
  if (!existsSync(path.join(dist, 'data-source.js')))
    throw new Error('build the server first: npm run build -w server');
  const { startEmbeddedPostgres } = await import(path.join(dist, 'embedded.js'));
  const { createDataSource } = await import(path.join(dist, 'data-source.js'));
  const pg = await startEmbeddedPostgres({ maxConnections: 2 });
  const ds = createDataSource(pg.url, 1, { connectTimeoutMs: 30_000, statementTimeoutMs: 0 });
  try {
    await ds.initialize();
    await ds.runMigrations();
    return await readObjects((sql) => ds.query(sql));
  } finally {
    if (ds.isInitialized) await ds.destroy();
    await pg.stop();
  }
}

/** Rewrites schema/database from `objects` (every kind's folder emptied first: a dropped object's file goes). */
export function writeFiles(objects, dir = OBJECTS_DIR) {
  for (const kind of KINDS) rmSync(path.join(dir, kind), { recursive: true, force: true });
  for (const [file, text] of objects) {
    mkdirSync(path.join(dir, path.dirname(file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const objects = await migratedObjects();
  writeFiles(objects);
  console.log(`wrote ${objects.size} objects to ${path.relative(process.cwd(), OBJECTS_DIR)}`);
}
