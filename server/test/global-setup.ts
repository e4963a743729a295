import type { TestProject } from 'vitest/node';
import pg from 'pg';
import { createDataSource } from '../src/db/data-source.js';
import { startEmbeddedPostgres } from '../src/db/embedded.js';
import { SERVER_TEST_WORKERS } from './workers.js';

/**
 * Test databases for the run, migrated once. With TEST_DATABASE_URL (or DATABASE_URL) a fresh
 * database is created and migrated on that server, then copied once per test worker
 * (`CREATE DATABASE … TEMPLATE`), so the files of two workers never share rows; all are dropped at
 * the end, so two runs never share state either. Without, one in-memory embedded PostgreSQL
 * (PGlite) is started and the files run one after another (vitest.config.ts).
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
  let urls: string[];
  let teardown: () => Promise<void>;

  if (serverUrl) {
    const template = `ee_test_${Date.now()}_${process.pid}`;
    const names = Array.from({ length: SERVER_TEST_WORKERS }, (_, i) => `${template}_w${i + 1}`);
    const urlOf = (name: string) => {
      const u = new URL(serverUrl);
      u.pathname = `/${name}`;
      return u.toString();
    };
    await onServer(serverUrl, `CREATE DATABASE ${template}`);
    await migrate(urlOf(template));
    // A template cannot be copied while anyone is connected to it: the migration has disconnected.
    for (const name of names) await onServer(serverUrl, `CREATE DATABASE ${name} TEMPLATE ${template}`);
    urls = names.map(urlOf);
    teardown = async () => {
      for (const name of [...names, template])
        await onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    };
    console.log(`[tests] PostgreSQL server, databases ${template}_w1…w${names.length}`);
  } else {
    const embedded = await startEmbeddedPostgres({ maxConnections: 40 });
    await migrate(embedded.url);
    urls = [embedded.url];
    teardown = () => embedded.stop();
    console.log('[tests] embedded PostgreSQL (PGlite, in memory); set TEST_DATABASE_URL to use a server');
  }

  project.provide('databaseUrls', urls);
  project.provide('embeddedDatabase', !serverUrl);
  return teardown;
}

async function onServer(serverUrl: string, sql: string) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

async function migrate(url: string) {
  const ds = createDataSource(url, 2);
  await ds.initialize();
  await ds.runMigrations();
  // The categories as the migrations seeded them, for the reset between tests to come back to
  // (test/harness.ts): a test may rename one or change its labels. In a schema of its own, which
  // neither the reset nor a snapshot touches.
  await ds.query(
    `CREATE SCHEMA test_seeds; CREATE TABLE test_seeds.categories AS SELECT value, label, translated_labels FROM categories`,
  );
  await ds.destroy();
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** One database per test worker (one in all on the embedded database); see `testDatabaseUrl()`. */
    databaseUrls: string[];
    embeddedDatabase: boolean;
  }
}
