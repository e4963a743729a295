#!/usr/bin/env node
// Checks every declared SQL statement's types against the migrated schema (docs/architecture.md,
// "Data access"). `npm run sql:types -w server` (part of `npm run codegen`; needs the built server):
//
// 1. migrates an in-memory embedded database (PGlite) with this build's migrations;
// 2. loads every module's statements (`*.queries.js`, as the server does) and asks PostgreSQL to
//    describe each one — the parameter types it infers for $1…$n and the name and type of each column
//    it answers — without running it;
// 3. writes server/src/db/statement-types.generated.ts (type-checked by `npm run typecheck`, left out
//    of the build so that a stale one never stops this script): for each exported statement, an assertion
//    that the parameter tuple and row interface declared beside its text fit what PostgreSQL answers
//    (`StatementFits` in statement-check.ts).
//
// So a renamed or dropped column, a column whose type changed (an integer become text), a parameter
// added or removed, fails `npm run typecheck` at the statement that no longer fits — and a
// generated file that is not current fails `npm run codegen:check`.
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createRequire } from 'node:module';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const SRC = path.resolve(HERE, '../src');
const DIST = path.resolve(HERE, '../dist/server/src');
const OUT = path.join(SRC, 'db/statement-types.generated.ts');
const require = createRequire(import.meta.url);

if (!existsSync(path.join(DIST, 'db/data-source.js'))) {
  console.error('sql:types: build the server first: npm run build -w server');
  process.exit(1);
}

/** Where statements live, as statements.test.ts loads them: every module's queries, and two files of common/. */
function statementFiles() {
  const files = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.queries.js')) files.push(full);
    }
  };
  walk(path.join(DIST, 'modules'));
  files.push(path.join(DIST, 'common/rate-limit.js'), path.join(DIST, 'common/payments/local-gateway.js'));
  return files.sort();
}

// What node-postgres answers for a type (the app sets no parsers of its own: int8 and numeric arrive as
// text, json parsed), and what it accepts as a parameter. `unknown`: not checked.
const ARRAY_OF = {
  1000: 16,
  1005: 21,
  1007: 23,
  1016: 20,
  1021: 700,
  1022: 701,
  1231: 1700,
  1009: 25,
  1015: 1043,
  1014: 1042,
  2951: 2950,
  1115: 1114,
  1185: 1184,
  1182: 1082,
  199: 114,
  3807: 3802,
};
function answered(oid) {
  if (ARRAY_OF[oid]) return `${wrap(answered(ARRAY_OF[oid]))}[]`;
  switch (oid) {
    case 16:
      return 'boolean';
    case 21:
    case 23:
    case 26:
    case 700:
    case 701:
      return 'number';
    case 20:
    case 1700:
    case 25:
    case 1043:
    case 1042:
    case 19:
    case 2950:
    case 3614:
      return 'string';
    case 1082:
    case 1114:
    case 1184:
      return 'Date';
    case 17:
      return 'Buffer';
    default:
      return 'unknown'; // json, records, intervals, anything else: not checked
  }
}
function accepted(oid) {
  if (ARRAY_OF[oid]) return `readonly ${wrap(accepted(ARRAY_OF[oid]))}[]`;
  switch (oid) {
    case 20:
    case 1700:
      return 'number | string | bigint';
    case 1082:
    case 1114:
    case 1184:
      return 'Date | string';
    default:
      return answered(oid);
  }
}
const wrap = (t) => (t.includes(' ') ? `(${t})` : t);

const { PGlite } = await import(pathToFileURL(require.resolve('@electric-sql/pglite')).href);
const { PGLiteSocketServer } = await import(pathToFileURL(require.resolve('@electric-sql/pglite-socket')).href);
const { createDataSource } = await import(pathToFileURL(path.join(DIST, 'db/data-source.js')).href);

const db = await PGlite.create();
const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: 2 });
await server.start();
const ds = createDataSource(`postgres://postgres@${server.getServerConn()}/postgres`, 1, {
  connectTimeoutMs: 30_000,
  statementTimeoutMs: 0,
});
const lines = [];
const imports = [];
const refused = [];
let checked = 0;
try {
  await ds.initialize();
  await ds.runMigrations();
  await ds.destroy();
  for (const [i, file] of statementFiles().entries()) {
    const mod = await import(pathToFileURL(file).href);
    const exported = Object.entries(mod).filter(
      ([, v]) => v && typeof v === 'object' && typeof v.name === 'string' && typeof v.text === 'string',
    );
    if (exported.length === 0) continue;
    const alias = `m${i}`;
    const source = path.relative(path.join(SRC, 'db'), file.replace(DIST, SRC)).replace(/\\/g, '/');
    imports.push(`import type * as ${alias} from '${source.startsWith('.') ? source : `./${source}`}';`);
    for (const [exportName, q] of exported.sort(([a], [b]) => a.localeCompare(b))) {
      let described;
      try {
        described = await db.describeQuery(q.text);
      } catch (err) {
        refused.push(`${q.name}: ${err.message}`);
        continue;
      }
      const params = described.queryParams.map((p) => accepted(p.dataTypeID));
      // Two columns of one name (`s.*` and an alias over one of its columns): node-postgres keeps the last.
      const byName = new Map(described.resultFields.map((f) => [f.name, answered(f.dataTypeID)]));
      const columns = [...byName].map(([name, type]) => `${JSON.stringify(name)}: ${type}`);
      lines.push(
        `  Check<StatementFits<typeof ${alias}.${exportName}, [${params.join(', ')}], { ${columns.join('; ')} }, '${path.basename(source, '.js')}.${exportName}'>>,`,
      );
      checked++;
    }
  }
} finally {
  if (ds.isInitialized) await ds.destroy();
  await server.stop();
  await db.close();
}
if (refused.length) {
  console.error(`sql:types: PostgreSQL refused ${refused.length} statement(s):\n  ${refused.join('\n  ')}`);
  process.exit(1);
}

writeFileSync(
  OUT,
  `// Generated by \`npm run sql:types -w server\` from the migrated schema (scripts/statement-types.mjs). Do not edit.
// Each line fails \`npm run typecheck\` when a statement's declared parameters or row no longer fit
// what PostgreSQL answers for its text (statement-check.ts says what fits).
import type { Check, StatementFits } from './statement-check.js';
${imports.join('\n')}

export type CheckedStatements = [
${lines.join('\n')}
];
`,
);
console.log(`sql:types: ${checked} statements checked, written to ${path.relative(process.cwd(), OUT)}`);
