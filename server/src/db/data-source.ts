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

export function createDataSource(url: string, poolSize = POOL_SIZE): DataSource {
  return new DataSource({
    type: 'postgres',
    url,
    entities,
    migrations,
    migrationsTableName: 'typeorm_migrations',
    migrationsTransactionMode: 'each',
    synchronize: false, // the schema changes only through migrations/
    poolSize,
    extra: { max: poolSize, connectionTimeoutMillis: 10_000 },
    logging: false,
  });
}

/** Opens the configured database (or starts the embedded one) and, unless told not to, applies pending migrations. */
export async function openDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir'>, opts: { migrate?: boolean } = {}): Promise<Database> {
  let url = config.databaseUrl;
  let stopEmbedded: (() => Promise<void>) | undefined;
  if (!url) {
    const embedded = await startEmbeddedPostgres({
      dataDir: path.join(config.dataDir, 'pg'),
      maxConnections: POOL_SIZE + 5,
    });
    url = embedded.url;
    stopEmbedded = embedded.stop;
  }
  const dataSource = createDataSource(url, stopEmbedded ? EMBEDDED_POOL_SIZE : POOL_SIZE);
  await dataSource.initialize();
  const applied = opts.migrate === false ? [] : await dataSource.runMigrations();
  if (applied.length > 0) logger.info('migrations applied', { migrations: applied.map((m) => m.name) });
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
