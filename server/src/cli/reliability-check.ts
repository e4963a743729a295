import 'reflect-metadata';
import { ConfigError, parseConfig } from '../config/env.js';
import { openDatabase } from '../db/data-source.js';
import { DataFolderInUseError } from '../db/embedded.js';
import { ReliabilityService } from '../modules/reliability/reliability.service.js';

/**
 * `npm run reliability:check`: proves the reliability counters (docs/ledger.md "Reliability") on the
 * configured database (DATABASE_URL, or the embedded one in DATA_DIR) — every member's counters equal
 * their figures computed from the facts. Returns the exit code: 1 when any has drifted.
 */
export async function reliabilityCheck(env: Record<string, string | undefined>, out: (line: string) => void, err: (line: string) => void): Promise<number> {
  try {
    const config = parseConfig(env);
    const db = await openDatabase(config, { migrate: false }); // a check never changes the database (it rolls back)
    try {
      const result = await new ReliabilityService(db.dataSource).check();
      out(`reliability: ${result.members} members`);
      if (result.ok) {
        out('reliability: counters match the facts');
        return 0;
      }
      for (const p of result.problems) err(`reliability: DRIFT: ${p}`);
      return 1;
    } finally {
      await db.close();
    }
  } catch (e) {
    err(e instanceof ConfigError || e instanceof DataFolderInUseError ? e.message : String(e));
    return 1;
  }
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop()!)) {
  process.exitCode = await reliabilityCheck(process.env, console.log, console.error);
}
