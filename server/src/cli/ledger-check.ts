import 'reflect-metadata';
import { ConfigError, parseConfig } from '../config/env.js';
import { openDatabase } from '../db/data-source.js';
import { LedgerService } from '../modules/ledger/ledger.service.js';

// `npm run ledger:check`: verifies the EP ledger's invariants on the configured database
// (DATABASE_URL, or the embedded one in DATA_DIR). Exits 1 when any invariant is broken.
try {
  const config = parseConfig(process.env);
  const db = await openDatabase(config);
  const result = await new LedgerService().check(db.dataSource.manager);
  await db.close();
  console.log(`ledger: ${result.accounts} accounts, ${result.entries} entries`);
  if (result.ok) {
    console.log('ledger: all invariants hold');
  } else {
    for (const p of result.problems) console.error(`ledger: BROKEN: ${p}`);
    process.exitCode = 1;
  }
} catch (err) {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exitCode = 1;
}
