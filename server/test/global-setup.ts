import type { TestProject } from 'vitest/node';
import pg from 'pg';
import { createDataSource } from '../src/db/data-source.js';
import { startEmbeddedPostgres } from '../src/db/embedded.js';

/**
 * One database for the whole run, migrated once. With TEST_DATABASE_URL (or DATABASE_URL) a fresh
 * database is created on that server and dropped at the end, so two runs never share state;
 * without, an in-memory embedded PostgreSQL (PGlite) is started.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
  let url: string;
  let teardown: () => Promise<void>;

  if (serverUrl) {
    const name = `ee_test_${Date.now()}_${process.pid}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const u = new URL(serverUrl);
    u.pathname = `/${name}`;
    url = u.toString();
    teardown = async () => {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    };
    console.log(`[tests] PostgreSQL server, database ${name}`);
  } else {
    const embedded = await startEmbeddedPostgres({ maxConnections: 40 });
    url = embedded.url;
    teardown = () => embedded.stop();
    console.log('[tests] embedded PostgreSQL (PGlite, in memory); set TEST_DATABASE_URL to use a server');
  }

  const ds = createDataSource(url, 2);
  await ds.initialize();
  await ds.runMigrations();
  await ds.destroy();

  project.provide('databaseUrl', url);
  project.provide('embeddedDatabase', !serverUrl);
  return teardown;
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
    embeddedDatabase: boolean;
  }
}
