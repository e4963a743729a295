import 'reflect-metadata';
import { ConfigError, parseConfig } from '../config/env.js';
import { openDatabase } from '../db/data-source.js';
import { DataFolderInUseError } from '../db/embedded.js';
import { LedgerService } from '../modules/ledger/ledger.service.js';
import { ledgerSources } from '../app/ledger-sources.js';

/**
 * `npm run ledger:check`: verifies the EP ledger's invariants on the configured database
 * (DATABASE_URL, or the embedded one in DATA_DIR). Returns the exit code: 1 when any is broken.
 */
export async function ledgerCheck(env: Record<string, string | undefined>, out: (line: string) => void, err: (line: string) => void): Promise<number> {
  try {
    const config = parseConfig(env);
    const db = await openDatabase(config, { migrate: false }); // a check never changes the database
    try {
      const result = await new LedgerService(ledgerSources).check(db.dataSource.manager);
      out(`ledger: ${result.accounts} accounts, ${result.entries} entries`);
      if (result.ok) {
        out('ledger: all invariants hold');
        return 0;
      }
      for (const p of result.problems) err(`ledger: BROKEN: ${p}`);
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
  process.exitCode = await ledgerCheck(process.env, console.log, console.error);
}
