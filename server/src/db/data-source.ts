import 'reflect-metadata';
import path from 'node:path';
import { DataSource } from 'typeorm';
import type { Config } from '../config/env.js';
import { migrations } from '../../../migrations/index.js';
import { entities } from './entities.js';
import { startEmbeddedPostgres } from './embedded.js';
import { logger } from '../common/logger.js';

export interface Database {
  dataSource: DataSource;
  /** True when running on the embedded PGlite (one session; no LISTEN/NOTIFY across connections). */
  embedded: boolean;
  url: string;
  close(): Promise<void>;
}

const POOL_SIZE = 10;
/**
 * PGlite is one session behind a socket that interleaves the protocol messages of its connections:
 * two connections using prepared statements at once break each other ("unnamed prepared statement
 * does not exist"). One connection is all it can serve anyway, so the embedded pool has one.
 */
export const EMBEDDED_POOL_SIZE = 1;

/** How long a request may wait for the database before it answers 503 (config: DB_*_TIMEOUT_MS). */
export interface DatabaseTimeouts {
  /** Longest wait for a free pooled connection ("timeout exceeded when trying to connect"). */
  connectTimeoutMs: number;
  /** PostgreSQL statement_timeout of each connection (SQLSTATE 57014); 0 = none (migrations). */
  statementTimeoutMs: number;
}

export const DEFAULT_TIMEOUTS: DatabaseTimeouts = { connectTimeoutMs: 5_000, statementTimeoutMs: 15_000 };

export function createDataSource(
  url: string,
  poolSize = POOL_SIZE,
  timeouts: DatabaseTimeouts = DEFAULT_TIMEOUTS,
): DataSource {
  return new DataSource({
    type: 'postgres',
    url,
    entities,
    migrations,
    migrationsTableName: 'typeorm_migrations',
    migrationsTransactionMode: 'each',
    synchronize: false, // the schema changes only through migrations/
    poolSize,
    // Under a storm nothing hangs: a request waits at most connectTimeoutMs for a connection and a
    // statement runs at most statementTimeoutMs; both answer 503 with Retry-After (errors/busy.ts).
    extra: {
      max: poolSize,
      connectionTimeoutMillis: timeouts.connectTimeoutMs,
      ...(timeouts.statementTimeoutMs > 0 ? { statement_timeout: timeouts.statementTimeoutMs } : {}),
    },
    logging: false,
  });
}

/** The advisory lock migrations run under (any constant the app uses for nothing else). */
export const MIGRATION_LOCK_KEY = 7_320_140_001;

/** Opens the configured database (or starts the embedded one) and, unless told not to, applies pending migrations. */
export async function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'> &
    Partial<Pick<Config, 'dbConnectTimeoutMs' | 'dbStatementTimeoutMs'>>,
  opts: { migrate?: boolean } = {},
): Promise<Database> {
  let url = config.databaseUrl;
  let stopEmbedded: (() => Promise<void>) | undefined;
  if (!url) {
    const embedded = await startEmbeddedPostgres({
      dataDir: path.join(config.dataDir, 'pg'),
      maxConnections: POOL_SIZE + 5,
    });
    url = embedded.url;
    stopEmbedded = () => embedded.stop();
  }
  const timeouts: DatabaseTimeouts = {
    connectTimeoutMs: config.dbConnectTimeoutMs ?? DEFAULT_TIMEOUTS.connectTimeoutMs,
    // PGlite (embedded) serves one session and takes no startup parameters: no statement timeout there.
    statementTimeoutMs: stopEmbedded ? 0 : (config.dbStatementTimeoutMs ?? DEFAULT_TIMEOUTS.statementTimeoutMs),
  };
  if (opts.migrate !== false) {
    // Migrations may rightly run longer than any request: their own connection, without a timeout.
    const migrator = createDataSource(url, 1, { connectTimeoutMs: 60_000, statementTimeoutMs: 0 });
    await migrator.initialize();
    try {
      // Instances starting at once take turns: the first applies what is pending, the others then
      // find nothing to do. A session-level lock on the migrator's only connection (pool of one),
      // released by unlock or, if the process dies, by PostgreSQL when the connection closes.
      await migrator.query(`SELECT pg_advisory_lock($1)`, [MIGRATION_LOCK_KEY]);
      try {
        const applied = await migrator.runMigrations();
        if (applied.length > 0) logger.info('migrations applied', { migrations: applied.map((m) => m.name) });
      } finally {
        await migrator.query(`SELECT pg_advisory_unlock($1)`, [MIGRATION_LOCK_KEY]);
      }
    } finally {
      await migrator.destroy();
    }
  }
  const dataSource = createDataSource(url, stopEmbedded ? EMBEDDED_POOL_SIZE : POOL_SIZE, timeouts);
  await dataSource.initialize();
  return {
    dataSource,
    embedded: stopEmbedded !== undefined,
    url,
    async close() {
      if (dataSource.isInitialized) await dataSource.destroy();
      if (stopEmbedded) await stopEmbedded();
    },
  };
}
