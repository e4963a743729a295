import type { DataSource } from 'typeorm';

/** Counts the SQL statements a piece of work sends through a DataSource, prepared statements on its driver's pool included (`onePrepared`). */
export async function countQueries(
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
