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

export interface TestApp {
  url: string;
  config: Config;
  db: DataSource;
  services: Services;
  smtp: SmtpCapture;
  http: HttpApp;
  /** Empties every table but the seeded ones, between tests. */
  reset(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The real app on the run's test database: express + Apollo + graphql-ws on an ephemeral port,
 * nodemailer talking to an in-process SMTP server.
 */
export async function startTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const smtp = await startSmtpServer();
  const config = parseConfig({
    NODE_ENV: 'test',
    PORT: '0',
    APP_URL: 'http://localhost:4000',
    DATABASE_URL: testDatabaseUrl(),
    JWT_SECRET: TEST_JWT_SECRET,
    SMTP_URL: smtp.url,
    DEMO_DATA: 'false',
    ...env,
  });
  const db = createDataSource(config.databaseUrl!, inject('embeddedDatabase') ? EMBEDDED_POOL_SIZE : 20);
  await db.initialize();
  const bus = inject('embeddedDatabase') ? new LocalEventBus() : new PgEventBus(config.databaseUrl!, (sql, params) => db.query(sql, params));
  if (bus instanceof PgEventBus) await bus.start();
  const services = createServices(config, db, createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, production: config.nodeEnv === 'production' }), bus);
  services.outbox.start();
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
      smtp.clear();
    },
    async close() {
      await http.stop();
      await services.outbox.stop();
      services.mailer.close();
      await bus.close();
      await db.destroy();
      await smtp.close();
    },
  };
  await app.reset();
  return app;
}

/** Tables whose rows the migrations seed, kept between tests (the ledger's system accounts are re-seeded). */
const SEEDED_TABLES = ['typeorm_migrations', 'categories'];

export async function resetDatabase(db: DataSource) {
  // Every other table of the schema, so a module's new table needs no line here. TRUNCATE fires no
  // row triggers, so the append-only ledger can be emptied between tests.
  const rows: { list: string }[] = await db.query(
    `SELECT string_agg(format('%I', tablename), ', ') AS list FROM pg_tables WHERE schemaname = 'public' AND NOT (tablename = ANY($1))`,
    [SEEDED_TABLES],
  );
  // Work a test left running after its answer (a match alert, a mail send) may hold row locks the
  // TRUNCATE waits for while it waits for ours: PostgreSQL ends one of the two (deadlock, 40P01).
  // The reset is then simply tried again; the background work gets its own error, as in production.
  for (let attempt = 1; ; attempt++) {
    try {
      await db.query(`TRUNCATE ${rows[0].list} RESTART IDENTITY CASCADE`);
      break;
    } catch (err) {
      if ((err as { code?: string }).code !== '40P01' || attempt === 5) throw err;
    }
  }
  await db.query(`INSERT INTO ledger_accounts (kind) VALUES ('issuance'), ('escrow')`);
  // Categories stay seeded; what tests add (values test_…) goes and what they retire comes back.
  await db.query(`DELETE FROM categories WHERE value LIKE 'test\\_%'`);
  await db.query(`UPDATE categories SET retired_at = NULL WHERE retired_at IS NOT NULL`);
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
