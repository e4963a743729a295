import { describe, expect, it } from 'vitest';
import { TEST_JWT_SECRET, useTestServices } from '../../test/harness.js';
import { createMember } from '../../test/factories.js';
import { ledgerCheck } from './ledger-check.js';

const { app } = useTestServices({ reset: false });

describe('npm run ledger:check', () => {
  it('exits 0 on a sound ledger and 1, naming the break, on a broken one', async () => {
    // The command opens its own connections: release ours so the embedded database can serve it.
    await createMember(app);
    const env = { DATABASE_URL: app.config.databaseUrl, JWT_SECRET: TEST_JWT_SECRET };
    const out: string[] = [];
    const err: string[] = [];
    expect(
      await ledgerCheck(
        env,
        (l) => out.push(l),
        (l) => err.push(l),
      ),
    ).toBe(0);
    expect(out).toContain('ledger: all invariants hold');

    await app.db.query(`UPDATE ledger_accounts SET balance = balance + 2 WHERE kind = 'wallet'`);
    expect(
      await ledgerCheck(
        env,
        (l) => out.push(l),
        (l) => err.push(l),
      ),
    ).toBe(1);
    expect(err.join('\n')).toMatch(/BROKEN: account wallet of member .* cached balance 3 ≠ entries 1/);
    expect(err.join('\n')).toContain('BROKEN: balances sum to 2, not 0');
    await app.reset();
  });
});
