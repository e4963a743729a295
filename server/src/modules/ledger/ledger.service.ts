import type { EntityManager } from 'typeorm';
import { DomainError } from '../../common/errors/domain-error.js';
import type { EntryKind } from './ledger.entity.js';

/** Where EP come from or go to: a member's wallet, or a system account. */
export type AccountRef = { wallet: string } | 'issuance' | 'escrow';

export interface Transfer {
  from: AccountRef;
  to: AccountRef;
  amount: number;
  kind: EntryKind;
  /** What the movement is about (request id, referral id…), for audits and reversals. */
  reference?: string;
  /** Unique per business event: replaying the same event never moves EP twice. */
  idempotencyKey: string;
  memo?: string;
  /** The text of the error when the debited wallet has too little. */
  insufficientMessage?: string;
}

export interface LedgerCheckResult {
  ok: boolean;
  accounts: number;
  entries: number;
  problems: string[];
}

const describe = (ref: AccountRef) => (typeof ref === 'string' ? ref : `wallet:${ref.wallet}`);

/**
 * The only code that changes a balance (DESIGN §2, STYLE rule 6). Every method takes the
 * transaction's EntityManager: the caller's use case owns the transaction.
 */
export class LedgerService {
  /** Creates a member's wallet (balance 0). Idempotent. */
  async openWallet(tx: EntityManager, userId: string): Promise<void> {
    await tx.query(
      `INSERT INTO ledger_accounts (kind, user_id) VALUES ('wallet', $1)
       ON CONFLICT (user_id) WHERE user_id IS NOT NULL DO NOTHING`,
      [userId],
    );
  }

  /**
   * Appends one entry and moves the cached balances of the wallets it touches, in one statement.
   * Returns false when an entry with the same idempotency key already exists: the movement happened
   * before and is not repeated.
   *
   * System accounts (issuance, escrow) keep no cached balance: every hold, settlement and reward in
   * the app goes through one of them, so locking their row would make all those transactions wait
   * for each other (it capped settlements at ~280/s). Their balance is the sum of their entries
   * (`systemBalance`); the ledger check verifies escrow against the open holds. A wallet row is locked
   * by the UPDATE itself; when both sides are wallets they are locked first in id order, so two
   * opposite transfers never deadlock.
   */
  async transfer(tx: EntityManager, t: Transfer): Promise<boolean> {
    if (!Number.isSafeInteger(t.amount) || t.amount <= 0) {
      throw new Error(`ledger: amount must be a positive integer (got ${t.amount})`);
    }
    if (describe(t.from) === describe(t.to)) throw new Error(`ledger: a transfer needs two accounts (got ${describe(t.from)} twice)`);
    const params: unknown[] = [t.amount, t.kind, t.reference ?? null, t.idempotencyKey, t.memo ?? null];
    const account = (ref: AccountRef) =>
      typeof ref === 'string'
        ? `(SELECT id FROM ledger_accounts WHERE kind = '${ref === 'escrow' ? 'escrow' : 'issuance'}')`
        : `(SELECT id FROM ledger_accounts WHERE user_id = $${params.push(ref.wallet)}::uuid)`;
    const debit = account(t.from);
    const credit = account(t.to);
    if (typeof t.from !== 'string' && typeof t.to !== 'string') {
      await tx.query(`SELECT id FROM ledger_accounts WHERE user_id IN ($1::uuid, $2::uuid) ORDER BY id FOR UPDATE`, [t.from.wallet, t.to.wallet]);
    }
    const [result]: Array<{ entered: number; updated: number }> = await tx.query(
      `WITH entry AS (
         INSERT INTO ledger_entries (debit_account_id, credit_account_id, amount, kind, reference, idempotency_key, memo)
         VALUES (${debit}, ${credit}, $1, $2, $3, $4, $5)
         ON CONFLICT (idempotency_key) DO NOTHING
         RETURNING debit_account_id, credit_account_id, amount
       ), debited AS (
         UPDATE ledger_accounts a SET balance = a.balance - e.amount FROM entry e
          WHERE a.id = e.debit_account_id AND a.kind = 'wallet' AND a.balance >= e.amount
         RETURNING a.id
       ), credited AS (
         UPDATE ledger_accounts a SET balance = a.balance + e.amount FROM entry e
          WHERE a.id = e.credit_account_id AND a.kind = 'wallet'
         RETURNING a.id
       )
       SELECT (SELECT count(*) FROM entry)::int AS entered,
              (SELECT count(*) FROM debited)::int + (SELECT count(*) FROM credited)::int AS updated`,
      params,
    );
    if (result.entered === 0) return false;
    const walletSides = (typeof t.from === 'string' ? 0 : 1) + (typeof t.to === 'string' ? 0 : 1);
    if (result.updated < walletSides) {
      // Only a wallet debit can be refused (its balance was short); the caller's transaction rolls
      // back, entry included.
      if (typeof t.from === 'string') throw new Error(`ledger: wallet ${describe(t.to)} not updated`);
      const [{ balance }] = await tx.query(`SELECT balance FROM ledger_accounts WHERE user_id = $1`, [t.from.wallet]);
      throw new DomainError('INSUFFICIENT_FUNDS', t.insufficientMessage ?? 'Not enough Energy Points', {
        available: balance,
        required: t.amount,
      });
    }
    return true;
  }

  /** The balance of a system account: the sum of its entries (it keeps no cached balance). */
  async systemBalance(db: EntityManager, kind: 'escrow' | 'issuance'): Promise<number> {
    const [{ balance }] = await db.query(
      `SELECT (SELECT coalesce(sum(amount), 0) FROM ledger_entries WHERE credit_account_id = a.id)
            - (SELECT coalesce(sum(amount), 0) FROM ledger_entries WHERE debit_account_id = a.id) AS balance
         FROM ledger_accounts a WHERE a.kind = $1`,
      [kind],
    );
    return Number(balance);
  }

  /** Available balances of members' wallets (0 for a member without one). */
  async walletBalances(db: EntityManager, userIds: readonly string[]): Promise<Map<string, number>> {
    const rows: Array<{ user_id: string; balance: number }> = await db.query(
      `SELECT user_id, balance FROM ledger_accounts WHERE user_id = ANY($1::uuid[])`,
      [userIds],
    );
    const map = new Map(rows.map((r) => [r.user_id, r.balance]));
    return new Map(userIds.map((id) => [id, map.get(id) ?? 0]));
  }

  /** EP a free member has on hold in escrow for open requests. */
  async heldBalances(db: EntityManager, userIds: readonly string[]): Promise<Map<string, number>> {
    const rows: Array<{ requester_id: string; held: number }> = await db.query(
      `SELECT requester_id, sum(energy_cost)::int AS held FROM exchange_requests
       WHERE requester_id = ANY($1::uuid[]) AND held AND status IN ('pending', 'accepted')
       GROUP BY requester_id`,
      [userIds],
    );
    const map = new Map(rows.map((r) => [r.requester_id, r.held]));
    return new Map(userIds.map((id) => [id, map.get(id) ?? 0]));
  }

  /** One member's available and held EP (what the user object shows). */
  async balancesOf(db: EntityManager, userId: string): Promise<{ energyPoints: number; energyOnHold: number }> {
    const [points, held] = await Promise.all([this.walletBalances(db, [userId]), this.heldBalances(db, [userId])]);
    return { energyPoints: points.get(userId)!, energyOnHold: held.get(userId)! };
  }

  /**
   * Verifies the ledger's invariants: every wallet's cached balance equals the sum of its entries,
   * all balances sum to zero, no wallet or escrow is negative, escrow equals the open holds, every
   * exchange's money is whole, every member has a wallet.
   */
  async check(db: EntityManager): Promise<LedgerCheckResult> {
    const problems: string[] = [];
    // Each account's balance from its entries; wallets must match their cached balance, system
    // accounts keep none (transfer explains why) and must stay at 0 in the column.
    const accountsFromEntries: Array<{ id: string; kind: string; user_id: string | null; balance: number; computed: string }> = await db.query(`
        SELECT a.id, a.kind, a.user_id, a.balance,
               coalesce(c.total, 0) - coalesce(d.total, 0) AS computed
        FROM ledger_accounts a
        LEFT JOIN (SELECT credit_account_id AS id, sum(amount)::bigint AS total FROM ledger_entries GROUP BY 1) c ON c.id = a.id
        LEFT JOIN (SELECT debit_account_id AS id, sum(amount)::bigint AS total FROM ledger_entries GROUP BY 1) d ON d.id = a.id
        WHERE a.kind <> 'wallet' OR a.balance <> coalesce(c.total, 0) - coalesce(d.total, 0)`);
    const system = new Map<string, number>();
    for (const m of accountsFromEntries) {
      if (m.kind !== 'wallet') {
        system.set(m.kind, Number(m.computed));
        if (m.balance !== 0) problems.push(`system account ${m.kind} (${m.id}) has a cached balance ${m.balance}; system accounts keep none`);
      } else {
        problems.push(`account wallet of member ${m.user_id} (${m.id}): cached balance ${m.balance} ≠ entries ${m.computed}`);
      }
    }
    const [{ total, accounts }] = await db.query(
      `SELECT coalesce(sum(balance) FILTER (WHERE kind = 'wallet'), 0)::bigint AS total, count(*)::int AS accounts FROM ledger_accounts`,
    );
    const walletTotal = Number(total);
    const systemTotal = [...system.values()].reduce((a, b) => a + b, 0);
    if (walletTotal + systemTotal !== 0) problems.push(`balances sum to ${walletTotal + systemTotal}, not 0`);
    const negative: Array<{ id: string; balance: number }> = await db.query(`SELECT id, balance FROM ledger_accounts WHERE kind = 'wallet' AND balance < 0`);
    for (const n of negative) problems.push(`account wallet ${n.id} is negative (${n.balance})`);
    const escrowBalance = system.get('escrow') ?? 0;
    if (escrowBalance < 0) problems.push(`account escrow is negative (${escrowBalance})`);
    const [{ holds }] = await db.query(
      `SELECT coalesce(sum(energy_cost), 0)::int AS holds FROM exchange_requests WHERE held AND status IN ('pending', 'accepted')`,
    );
    if (escrowBalance !== Number(holds)) problems.push(`escrow holds ${escrowBalance} EP but open requests hold ${holds}`);
    // Every exchange's money is whole: a held request has its hold; a completed one exactly one
    // settlement; a released one exactly one release.
    const partial: Array<{ id: string; status: string; problem: string }> = await db.query(`
      SELECT * FROM (
        SELECT r.id, r.status,
               CASE WHEN r.held AND NOT EXISTS (SELECT 1 FROM ledger_entries e WHERE e.idempotency_key = 'hold:' || r.id) THEN 'no hold entry'
                    WHEN r.status = 'completed' AND NOT EXISTS (SELECT 1 FROM ledger_entries e WHERE e.idempotency_key = 'settle:' || r.id) THEN 'no settlement entry'
                    WHEN r.status <> 'completed' AND EXISTS (SELECT 1 FROM ledger_entries e WHERE e.idempotency_key = 'settle:' || r.id) THEN 'settled but not completed'
                    WHEN r.held AND r.status IN ('declined', 'cancelled', 'expired')
                         AND NOT EXISTS (SELECT 1 FROM ledger_entries e WHERE e.idempotency_key = 'release:' || r.id) THEN 'hold never released'
               END AS problem
          FROM exchange_requests r) checked
       WHERE problem IS NOT NULL`);
    for (const p of partial) problems.push(`exchange request ${p.id} (${p.status}): ${p.problem}`);
    const [{ missing }] = await db.query(
      `SELECT count(*)::int AS missing FROM users u WHERE NOT EXISTS (SELECT 1 FROM ledger_accounts a WHERE a.user_id = u.id)`,
    );
    if (missing > 0) problems.push(`${missing} member(s) have no wallet`);
    const [{ entries }] = await db.query(`SELECT count(*)::int AS entries FROM ledger_entries`);
    return { ok: problems.length === 0, accounts, entries, problems };
  }
}
