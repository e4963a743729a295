import type { DataSource } from 'typeorm';

/** Counts the SQL statements a piece of work sends through a DataSource. */
export async function countQueries(db: DataSource, work: () => Promise<unknown>): Promise<{ count: number; statements: string[] }> {
  const statements: string[] = [];
  const driver = db.driver as unknown as { createQueryRunner: (mode: string) => { query: (...a: unknown[]) => Promise<unknown> } };
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
  try {
    await work();
  } finally {
    driver.createQueryRunner = original;
  }
  // Transaction control is not work.
  const real = statements.filter((s) => !/^(START TRANSACTION|BEGIN|COMMIT|ROLLBACK)/i.test(s.trim()));
  return { count: real.length, statements: real };
}
