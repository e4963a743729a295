import type { DataSource } from 'typeorm';

/** A background worker of the app that sends statements of its own on a timer (the mail and push outboxes). */
interface BackgroundWorker {
  start(): void;
  stop(): Promise<void>;
}

/**
 * Counts the SQL statements a piece of work sends through an app's DataSource, prepared statements
 * on its driver's pool included (`onePrepared`). The app's outboxes are paused for the count: their
 * sweep drains on a timer through the same pool, and one landing inside the window would be counted
 * as the request's own (a flaky "6 statements, not 4"). They start again afterwards, and catch up.
 */
export async function countQueries(
  app: { db: DataSource; services?: { outbox?: BackgroundWorker; pushOutbox?: BackgroundWorker } },
  work: () => Promise<unknown>,
): Promise<{ count: number; statements: string[] }> {
  const workers = [app.services?.outbox, app.services?.pushOutbox].filter((w): w is BackgroundWorker => !!w);
  await Promise.all(workers.map((w) => w.stop()));
  try {
    return await countStatements(app.db, work);
  } finally {
    for (const w of workers) w.start();
  }
}

type Callback = (err: Error | undefined, client?: PooledClient, release?: () => void) => void;
interface PooledClient {
  query: (...args: unknown[]) => unknown;
}
interface Pool {
  connect: (callback?: Callback) => unknown;
}

/**
 * Every statement goes through a node-postgres client the pool hands out: TypeORM's QueryRunners,
 * the pool's own `query` (`onePrepared`), a transaction's prepared statements. So the count watches
 * the clients the pool hands out while the work runs.
 */
async function countStatements(
  db: DataSource,
  work: () => Promise<unknown>,
): Promise<{ count: number; statements: string[] }> {
  const statements: string[] = [];
  const pool = (db.driver as unknown as { master: Pool }).master;
  const watched = new Set<PooledClient>();
  const watch = (client: PooledClient | undefined) => {
    if (!client || watched.has(client)) return;
    watched.add(client);
    const query = client.query;
    client.query = function (this: PooledClient, config: unknown, ...rest: unknown[]) {
      statements.push(typeof config === 'string' ? config : String((config as { text?: unknown } | null)?.text));
      return query.call(this, config, ...rest);
    };
  };
  const connect = pool.connect;
  pool.connect = function (this: Pool, callback?: Callback) {
    if (typeof callback === 'function')
      return connect.call(this, (err, client, release) => {
        watch(client);
        callback(err, client, release);
      });
    return (connect.call(this) as Promise<PooledClient>).then((client) => {
      watch(client);
      return client;
    });
  };
  try {
    await work();
  } finally {
    // Both were the prototypes' methods: removing the own property restores them.
    delete (pool as Partial<Pool>).connect;
    for (const client of watched) delete (client as Partial<PooledClient>).query;
  }
  // Transaction control is not work.
  const real = statements.filter((s) => !/^(START TRANSACTION|BEGIN|COMMIT|ROLLBACK)/i.test(s.trim()));
  return { count: real.length, statements: real };
}
