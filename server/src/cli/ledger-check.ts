import 'reflect-metadata';
import { LedgerService } from '../modules/ledger/index.js';
import { ledgerSources } from '../app/ledger-sources.js';
import { runCheck } from './run-check.js';

/**
 * `npm run ledger:check`: verifies the EP ledger's invariants on the configured database
 * (DATABASE_URL, or the embedded one in DATA_DIR). Returns the exit code: 1 when any is broken.
 */
export function ledgerCheck(
  env: Record<string, string | undefined>,
  out: (line: string) => void,
  err: (line: string) => void,
): Promise<number> {
  return runCheck(env, out, err, { name: 'ledger', allClear: 'all invariants hold', broken: 'BROKEN' }, async (db) => {
    const result = await new LedgerService(ledgerSources).check(db.manager);
    return { summary: `${result.accounts} accounts, ${result.entries} entries`, problems: result.problems };
  });
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop()!)) {
  process.exitCode = await ledgerCheck(process.env, console.log, console.error);
}
