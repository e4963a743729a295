import { inject } from 'vitest';
import pg from 'pg';
import { DataSource, type MigrationInterface } from 'typeorm';
import { migrations } from '../../migrations/index.js';
import { startEmbeddedPostgres } from '../src/db/embedded.js';
import { testDatabaseUrl } from './harness.js';

/**
 * A database of its own, migrated up to (not including) one shipped migration, so that a test can
 * write the rows that migration was made for in the schema of its day, then apply it the way a
 * deployment does (TypeORM's runner, in its transaction) and read what it left. Tests name the
 * migration and never import it: a shipped migration is history, not an API.
 *
 * On a server PostgreSQL the database is created beside the test's and dropped by `close()`; on the
 * embedded one it is a second in-memory PGlite.
 */
export async function databaseBefore(migrationName: string): Promise<MigrationStep> {
  const index = migrations.findIndex((m) => m.name === migrationName);
  if (index < 0) throw new Error(`no migration named ${migrationName}`);
  const fresh = await freshDatabase();
  const url = fresh.url;
  const before = await migrated(url, migrations.slice(0, index));
  return {
    db: before,
    async apply() {
      const upTo = await migrated(url, migrations.slice(0, index + 1));
      await upTo.destroy();
    },
    async close() {
      await before.destroy();
      await fresh.drop();
    },
  };
}

export interface MigrationStep {
  /** The database in the schema of the day before the migration (and, after `apply`, after it). */
  db: DataSource;
  /** Runs the named migration, and only it, as a deployment does. */
  apply(): Promise<void>;
  close(): Promise<void>;
}

async function migrated(url: string, list: Array<new () => MigrationInterface>): Promise<DataSource> {
  const db = new DataSource({
    type: 'postgres',
    url,
    migrations: list,
    migrationsTableName: 'typeorm_migrations',
    migrationsTransactionMode: 'each',
    extra: { max: 2 },
    logging: false,
  });
  await db.initialize();
  await db.runMigrations();
  return db;
}

let created = 0;

async function freshDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  if (inject('embeddedDatabase')) {
    const embedded = await startEmbeddedPostgres({ maxConnections: 4 });
    return { url: embedded.url, drop: () => embedded.stop() };
  }
  const server = new URL(testDatabaseUrl());
  const name = `${server.pathname.slice(1)}_step${++created}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: testDatabaseUrl() });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  server.pathname = `/${name}`;
  return { url: server.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
