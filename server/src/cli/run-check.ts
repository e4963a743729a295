import type { DataSource } from 'typeorm';
import { ConfigError, parseConfig } from '../config/env.js';
import { openDatabase } from '../db/data-source.js';
import { DataFolderInUseError } from '../db/embedded.js';

/** What a check command reports: its summary line, then either its all-clear line or one line per problem. */
export interface CheckReport {
  summary: string;
  problems: string[];
}

/**
 * The frame of a check command (`ledger:check`, `reliability:check`) on the configured database
 * (DATABASE_URL, or the embedded one in DATA_DIR), never migrating it: prints `<name>: <summary>`,
 * then `<name>: <allClear>` or `<name>: <broken>: <problem>` per problem. Returns the exit code.
 */
export async function runCheck(
  env: Record<string, string | undefined>,
  out: (line: string) => void,
  err: (line: string) => void,
  lines: { name: string; allClear: string; broken: string },
  check: (db: DataSource) => Promise<CheckReport>,
): Promise<number> {
  try {
    const db = await openDatabase(parseConfig(env), { migrate: false }); // a check never changes the database
    try {
      const { summary, problems } = await check(db.dataSource);
      out(`${lines.name}: ${summary}`);
      if (problems.length === 0) {
        out(`${lines.name}: ${lines.allClear}`);
        return 0;
      }
      for (const p of problems) err(`${lines.name}: ${lines.broken}: ${p}`);
      return 1;
    } finally {
      await db.close();
    }
  } catch (e) {
    err(e instanceof ConfigError || e instanceof DataFolderInUseError ? e.message : String(e));
    return 1;
  }
}
