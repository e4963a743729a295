import 'reflect-metadata';
import { afterAll, beforeAll, beforeEach, inject } from 'vitest';
import type { DataSource } from 'typeorm';
import { parseConfig, type Config } from '../src/config/env.js';
import { createDataSource, EMBEDDED_POOL_SIZE } from '../src/db/data-source.js';
import { createMailer } from '../src/common/mail/mailer.js';
import { createServices, type Services } from '../src/app/services.js';
import { createSchema } from '../src/app/graphql.js';
import { createHttpApp, type HttpApp } from '../src/app/http.js';
import { gqlClient, restClient } from './http.js';
import { startSmtpServer, type SmtpCapture } from './smtp.js';
import { LocalEventBus, PgEventBus } from '../src/common/events/event-bus.js';

/**
 * This worker's own test database (test/global-setup.ts makes one per worker on a PostgreSQL
 * server). Every test that opens a connection itself takes its URL from here.
 */
export function testDatabaseUrl(): string {
  const urls = inject('databaseUrls');
  const worker = Number(process.env.VITEST_POOL_ID ?? '1');
  const url = urls[worker - 1];
  if (!url) throw new Error(`test worker ${worker} has no database (global-setup made ${urls.length})`);
  return url;
}

export const TEST_JWT_SECRET = 'test-secret-test-secret-test-secret-0123456789';

export interface TestApp extends TestServices {
  url: string;
  smtp: SmtpCapture;
  http: HttpApp;
}

/**
 * The service tier: the domain's services on the run's test database — the same wiring as the app
 * (createServices), the same event bus — without express, Apollo, graphql-ws or an SMTP server, and
 * with the mail outbox left idle (mail is queued in its table, never sent). For domain rules
 * checked through the services; what a transport adds (status codes, shapes, sockets) is tested
 * with the whole app (`startTestApp`).
 */
export interface TestServices {
  config: Config;
  db: DataSource;
  services: Services;
  /** Only in the whole app: the in-process SMTP server the outbox delivers to. */
  smtp?: SmtpCapture;
  /** Empties every table but the seeded ones, between tests. */
  reset(): Promise<void>;
  close(): Promise<void>;
}

async function openServices(env: Record<string, string>, smtpUrl?: string) {
  const config = parseConfig({
    NODE_ENV: 'test',
    PORT: '0',
    APP_URL: 'http://localhost:4000',
    DATABASE_URL: testDatabaseUrl(),
    JWT_SECRET: TEST_JWT_SECRET,
    ...(smtpUrl ? { SMTP_URL: smtpUrl } : {}),
    DEMO_DATA: 'false',
    ...env,
  });
  const db = createDataSource(config.databaseUrl!, inject('embeddedDatabase') ? EMBEDDED_POOL_SIZE : 20);
  await db.initialize();
  const bus = inject('embeddedDatabase')
    ? new LocalEventBus()
    : new PgEventBus(config.databaseUrl!, (sql, params) => db.query(sql, params));
  if (bus instanceof PgEventBus) await bus.start();
  const services = createServices(
    config,
    db,
    createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, production: config.nodeEnv === 'production' }),
    bus,
  );
  await services.replicas?.start();
  return { config, db, bus, services };
}

export async function startTestServices(env: Record<string, string> = {}): Promise<TestServices> {
  const { config, db, bus, services } = await openServices(env);
  const tier: TestServices = {
    config,
    db,
    services,
    reset: async () => {
      await resetDatabase(db);
      services.identity.sessionCache.clear(); // live sessions kept in memory are of the rows just emptied
    },
    async close() {
      services.mailer.close();
      await bus.close();
      await services.replicas?.close();
      await db.destroy();
    },
  };
  await tier.reset();
  return tier;
}

/**
 * The real app on the run's test database: express + Apollo + graphql-ws on an ephemeral port,
 * nodemailer talking to an in-process SMTP server.
 */
export async function startTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const smtp = await startSmtpServer();
  const { config, db, bus, services } = await openServices(env, smtp.url);
  services.outbox.start();
  services.pushOutbox.start();
  smtp.settleWith(() => services.outbox.settled());
  const http = await createHttpApp(services, await createSchema({ pubSub: bus.pubSub }));
  await new Promise<void>((resolve) => http.server.listen(0, '127.0.0.1', resolve));
  const port = (http.server.address() as { port: number }).port;
  const app: TestApp = {
    url: `http://127.0.0.1:${port}`,
    config,
    db,
    services,
    smtp,
    http,
    reset: async () => {
      await resetDatabase(db);
      // What each instance keeps in memory is of the rows just emptied: answers kept a second, live sessions.
      services.publicAnswers.forget();
      services.identity.sessionCache.clear();
      smtp.clear();
    },
    async close() {
      await http.stop();
      await services.outbox.stop();
      await services.pushOutbox.stop();
      services.mailer.close();
      await bus.close();
      await services.replicas?.close();
      await db.destroy();
      await smtp.close();
    },
  };
  await app.reset();
  return app;
}

/** Tables whose rows the migrations seed, kept between tests (the ledger's system accounts are re-seeded). */
const SEEDED_TABLES = ['typeorm_migrations', 'categories'];

/** The schema's tables as `public.name`, with the columns an INSERT may write (not the generated ones). */
async function tablesOf(db: DataSource, except: string[]): Promise<{ name: string; columns: string }[]> {
  return db.query(
    `SELECT format('public.%I', c.relname) AS name, string_agg(format('%I', a.attname), ', ' ORDER BY a.attnum) AS columns
       FROM pg_class c
       JOIN pg_namespace n ON n.oid = c.relnamespace
       JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
      WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND NOT c.relispartition AND NOT (c.relname = ANY($1))
      GROUP BY c.relname ORDER BY c.relname`,
    [except],
  );
}

/** The sequences that number the given tables' rows, with the value each starts from. */
async function sequencesOf(
  db: DataSource,
  except: string[],
): Promise<{ name: string; value: string | null; start: string }[]> {
  return db.query(
    `SELECT format('public.%I', s.relname) AS name, ps.last_value::text AS value, ps.start_value::text AS start
       FROM pg_class s
       JOIN pg_namespace n ON n.oid = s.relnamespace
       JOIN pg_sequences ps ON ps.schemaname = n.nspname AND ps.sequencename = s.relname
       JOIN pg_depend d ON d.objid = s.oid AND d.classid = 'pg_class'::regclass AND d.deptype IN ('a', 'i')
       JOIN pg_class t ON t.oid = d.refobjid
      WHERE n.nspname = 'public' AND s.relkind = 'S' AND NOT (t.relname = ANY($1))`,
    [except],
  );
}

/**
 * Empties tables and runs `then` in one transaction, much faster than TRUNCATE (which makes new
 * files for every table and index, about a quarter of a second for this schema): the tables are
 * locked first, so work a test left running finishes before and cannot write after; rows are
 * deleted with triggers off (`session_replication_role = replica`), so the append-only ledger can
 * be emptied, no derived row is written, and foreign keys need no order. A deadlock with such work
 * (PostgreSQL ends one of the two, 40P01) is simply tried again.
 */
async function emptyTables(db: DataSource, tables: string[], then: string): Promise<void> {
  const sql = [
    `LOCK TABLE ${tables.join(', ')} IN EXCLUSIVE MODE;`,
    ...tables.map((t) => `DELETE FROM ${t};`),
    then,
  ].join('\n');
  for (let attempt = 1; ; attempt++) {
    const runner = db.createQueryRunner();
    try {
      await runner.connect();
      await runner.startTransaction();
      await runner.query('SET LOCAL session_replication_role = replica');
      await runner.query(sql);
      await runner.commitTransaction();
      return;
    } catch (err) {
      if (runner.isTransactionActive) await runner.rollbackTransaction();
      if ((err as { code?: string }).code !== '40P01' || attempt === 5) throw err;
    } finally {
      await runner.release();
    }
  }
}

export async function resetDatabase(db: DataSource) {
  // Every other table of the schema, so a module's new table needs no line here.
  const tables = await tablesOf(db, SEEDED_TABLES);
  const sequences = await sequencesOf(db, SEEDED_TABLES);
  await emptyTables(
    db,
    tables.map((t) => t.name),
    [
      ...sequences.map((q) => `SELECT setval('${q.name}', ${q.start}, false);`),
      // The seeds are written as any write is, triggers on.
      `SET LOCAL session_replication_role = origin;`,
      `INSERT INTO ledger_accounts (kind) VALUES ('issuance'), ('escrow');`,
      // Categories stay seeded; what tests add (values test_…) goes, what they retire comes back,
      // and so do the labels they change (test/global-setup.ts kept them as seeded).
      `DELETE FROM categories WHERE value LIKE 'test\\_%';`,
      `UPDATE categories SET retired_at = NULL WHERE retired_at IS NOT NULL;`,
      `UPDATE categories c SET label = s.label, translated_labels = s.translated_labels
         FROM test_seeds.categories s
        WHERE c.value = s.value AND (c.label, c.translated_labels) IS DISTINCT FROM (s.label, s.translated_labels);`,
    ].join('\n'),
  );
}

/** Rows to come back to: `restore()` puts every table back as it was when the snapshot was taken. */
export interface DatabaseSnapshot {
  restore(): Promise<void>;
  drop(): Promise<void>;
}

/**
 * Copies every table's rows (all but the migrations' record) into a schema of its own, so a file
 * that needs the same rich fixture before each of many calls builds it once through the services
 * and comes back to it in one transaction (see `emptyTables`, then one INSERT per table) instead
 * of building it again. The rows triggers derive (search postings, counters, listings) come back
 * as they were; sequences come back to their values.
 */
export async function snapshotDatabase(db: DataSource, schema = 'test_snapshot'): Promise<DatabaseSnapshot> {
  const tables = await tablesOf(db, ['typeorm_migrations']);
  const sequences = await sequencesOf(db, ['typeorm_migrations']);
  const copy = (t: string) => `${schema}.${t.slice('public.'.length)}`;
  await db.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE; CREATE SCHEMA ${schema}`);
  await db.query(tables.map((t) => `CREATE TABLE ${copy(t.name)} AS SELECT ${t.columns} FROM ${t.name};`).join('\n'));
  const refill = [
    ...tables.map(
      (t) => `INSERT INTO ${t.name} (${t.columns}) OVERRIDING SYSTEM VALUE SELECT ${t.columns} FROM ${copy(t.name)};`,
    ),
    ...sequences.map((q) => `SELECT setval('${q.name}', ${q.value ?? q.start}, ${q.value !== null});`),
  ].join('\n');
  return {
    restore: () =>
      emptyTables(
        db,
        tables.map((t) => t.name),
        refill,
      ),
    drop: async () => void (await db.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`)),
  };
}

/** `useTestApp`'s service tier: `const { app } = useTestServices();` (no `api`, `gql` or mail). */
export function useTestServices(options: { env?: Record<string, string>; reset?: boolean } = {}) {
  const app = {} as TestServices;
  beforeAll(async () => {
    Object.assign(app, await startTestServices(options.env));
  });
  afterAll(() => app.close());
  if (options.reset !== false) beforeEach(() => app.reset());
  return { app };
}

/**
 * One app for the test file, started before its tests and closed after them, emptied before each
 * test unless `reset: false` (a file whose tests build on each other's rows):
 * `const { app, api, gql } = useTestApp();`. The handles are filled in by the `beforeAll` this
 * registers, so read them inside hooks and tests, not at the top level of the file.
 */
export function useTestApp(options: { env?: Record<string, string>; reset?: boolean } = {}) {
  const app = {} as TestApp;
  beforeAll(async () => {
    Object.assign(app, await startTestApp(options.env));
  });
  afterAll(() => app.close());
  if (options.reset !== false) beforeEach(() => app.reset());
  const url = () => app.url;
  return { app, api: restClient(url), gql: gqlClient(url) };
}
