import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The system accounts (issuance, escrow) stop caching a balance. Every hold, settlement and reward
 * moved their single row, so every such transaction waited for the previous one to commit: with
 * the row locked from the transfer to COMMIT, settlements topped out near 280/s whatever the number
 * of workers. Their balance is now the sum of their entries (LedgerService.systemBalance); wallets
 * keep theirs (a member's balance is read on every page and checked on every debit). The CHECK makes
 * any code that still writes a system balance fail loudly.
 */
export class UncachedSystemBalances1764300000000 implements MigrationInterface {
  name = 'UncachedSystemBalances1764300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`UPDATE ledger_accounts SET balance = 0 WHERE kind <> 'wallet'`);
    await q.query(`ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_system_uncached CHECK (kind = 'wallet' OR balance = 0)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_system_uncached`);
    await q.query(`
      UPDATE ledger_accounts a SET balance =
             (SELECT coalesce(sum(amount), 0) FROM ledger_entries WHERE credit_account_id = a.id)
           - (SELECT coalesce(sum(amount), 0) FROM ledger_entries WHERE debit_account_id = a.id)
       WHERE a.kind <> 'wallet'`);
  }
}
