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

async function countStatements(
  db: DataSource,
  work: () => Promise<unknown>,
): Promise<{ count: number; statements: string[] }> {
  const statements: string[] = [];
  const driver = db.driver as unknown as {
    createQueryRunner: (mode: string) => { query: (...a: unknown[]) => Promise<unknown> };
  };
  const original = driver.createQueryRunner.bind(driver);
  driver.createQueryRunner = (mode: string) => {
    const runner = original(mode);
    const query = runner.query.bind(runner);
    runner.query = (sql: unknown, ...rest: unknown[]) => {
      statements.push(String(sql));
      return query(sql, ...rest);
    };
    return runner;
  };
  const pool = (db.driver as unknown as { master?: { query: (...a: unknown[]) => Promise<unknown> } }).master;
  const poolQuery = pool?.query;
  if (pool && poolQuery) {
    pool.query = (config: unknown, ...rest: unknown[]) => {
      if (typeof config === 'object' && config !== null && 'name' in config)
        statements.push(String((config as unknown as { text: string }).text));
      return poolQuery.call(pool, config, ...rest);
    };
  }
  try {
    await work();
  } finally {
    driver.createQueryRunner = original;
    if (pool && poolQuery) pool.query = poolQuery;
  }
  // Transaction control is not work.
  const real = statements.filter((s) => !/^(START TRANSACTION|BEGIN|COMMIT|ROLLBACK)/i.test(s.trim()));
  return { count: real.length, statements: real };
}
