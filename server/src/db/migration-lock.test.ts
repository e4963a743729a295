import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from './data-source.js';
import { migrations } from '../../../migrations/index.js';
import { testDatabaseUrl } from '../../test/harness.js';

/**
 * Two instances starting at once on a new database (a rolling deploy, docker compose up with two
 * replicas) both run migrations: without a lock the second one's CREATE TABLE fails half-way.
 */
const embedded = inject('embeddedDatabase');
if (embedded)
  console.warn(
    '[tests] the migration lock needs a PostgreSQL server (TEST_DATABASE_URL): not run on the embedded database',
  );

describe.skipIf(embedded)('migrations under an advisory lock', () => {
  const name = `ee_migrate_${Date.now()}_${process.pid}`;
  let url: string;
  const serverUrl = () => testDatabaseUrl();

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: serverUrl() });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const u = new URL(serverUrl());
    u.pathname = `/${name}`;
    url = u.toString();
  });
  afterAll(async () => {
    const admin = new pg.Client({ connectionString: serverUrl() });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });

  it('lets two instances start at once on an empty database: each migration applied exactly once, both open', async () => {
    const config = { databaseUrl: url, dataDir: '/nonexistent' };
    const [a, b] = await Promise.all([openDatabase(config), openDatabase(config)]);
    try {
      const rows: Array<{ name: string; n: string }> = await a.dataSource.query(
        `SELECT name, count(*) AS n FROM typeorm_migrations GROUP BY name`,
      );
      expect(rows).toHaveLength(migrations.length);
      expect(rows.every((r) => Number(r.n) === 1)).toBe(true);
      expect(await b.dataSource.query(`SELECT count(*)::int AS n FROM users`)).toEqual([{ n: 0 }]);
      // The lock was released: nobody holds it any more.
      const held = await a.dataSource.query(
        `SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND granted`,
      );
      expect(held).toEqual([{ n: 0 }]);
    } finally {
      await a.close();
      await b.close();
    }
  });
});
