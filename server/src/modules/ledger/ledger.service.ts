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
   * Appends one entry and updates both cached balances, with the two account rows locked in a
   * fixed order (by id) so that concurrent transfers never deadlock. Returns false when an entry
   * with the same idempotency key already exists: the movement happened before and is not repeated.
   */
  async transfer(tx: EntityManager, t: Transfer): Promise<boolean> {
    if (!Number.isSafeInteger(t.amount) || t.amount <= 0) {
      throw new Error(`ledger: amount must be a positive integer (got ${t.amount})`);
    }
    const [debit, credit] = await Promise.all([this.accountId(tx, t.from), this.accountId(tx, t.to)]);
    const locked: Array<{ id: string; kind: string; balance: number }> = await tx.query(
      `SELECT id, kind, balance FROM ledger_accounts WHERE id = ANY($1::uuid[]) ORDER BY id FOR UPDATE`,
      [[debit, credit]],
    );
    const rows: Array<{ id: string }> = await tx.query(
      `INSERT INTO ledger_entries (debit_account_id, credit_account_id, amount, kind, reference, idempotency_key, memo)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (idempotency_key) DO NOTHING
       RETURNING id`,
      [debit, credit, t.amount, t.kind, t.reference ?? null, t.idempotencyKey, t.memo ?? null],
    );
    if (rows.length === 0) return false;

    const source = locked.find((a) => a.id === debit)!;
    if (source.kind !== 'issuance' && source.balance < t.amount) {
      throw new DomainError('INSUFFICIENT_FUNDS', t.insufficientMessage ?? 'Not enough Energy Points', {
        available: source.balance,
        required: t.amount,
      });
    }
    await tx.query(
      `UPDATE ledger_accounts SET balance = balance + CASE WHEN id = $2 THEN $3::int ELSE -$3::int END
       WHERE id IN ($1, $2)`,
      [debit, credit, t.amount],
    );
    return true;
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
   * Verifies the ledger's invariants: every cached balance equals the sum of its entries, all
   * balances sum to zero, escrow equals the open holds, every member has a wallet.
   */
  async check(db: EntityManager): Promise<LedgerCheckResult> {
    const problems: string[] = [];
    const mismatched: Array<{ id: string; kind: string; user_id: string | null; balance: number; computed: number }> =
      await db.query(`
        SELECT a.id, a.kind, a.user_id, a.balance,
               coalesce(c.total, 0) - coalesce(d.total, 0) AS computed
        FROM ledger_accounts a
        LEFT JOIN (SELECT credit_account_id AS id, sum(amount)::bigint AS total FROM ledger_entries GROUP BY 1) c ON c.id = a.id
        LEFT JOIN (SELECT debit_account_id AS id, sum(amount)::bigint AS total FROM ledger_entries GROUP BY 1) d ON d.id = a.id
        WHERE a.balance <> coalesce(c.total, 0) - coalesce(d.total, 0)`);
    for (const m of mismatched) {
      problems.push(`account ${m.kind}${m.user_id ? ` of member ${m.user_id}` : ''} (${m.id}): cached balance ${m.balance} ≠ entries ${m.computed}`);
    }
    const [{ total, accounts }] = await db.query(`SELECT coalesce(sum(balance), 0)::bigint AS total, count(*)::int AS accounts FROM ledger_accounts`);
    if (Number(total) !== 0) problems.push(`balances sum to ${total}, not 0`);
    const negative: Array<{ id: string; kind: string; balance: number }> = await db.query(
      `SELECT id, kind, balance FROM ledger_accounts WHERE kind <> 'issuance' AND balance < 0`,
    );
    for (const n of negative) problems.push(`account ${n.kind} ${n.id} is negative (${n.balance})`);
    const [escrow] = await db.query(`
      SELECT (SELECT balance FROM ledger_accounts WHERE kind = 'escrow') AS balance,
             (SELECT coalesce(sum(energy_cost), 0)::int FROM exchange_requests WHERE held AND status IN ('pending', 'accepted')) AS holds`);
    if (escrow && Number(escrow.balance) !== Number(escrow.holds)) {
      problems.push(`escrow holds ${escrow.balance} EP but open requests hold ${escrow.holds}`);
    }
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

  private async accountId(tx: EntityManager, ref: AccountRef): Promise<string> {
    const rows: Array<{ id: string }> =
      typeof ref === 'string'
        ? await tx.query(`SELECT id FROM ledger_accounts WHERE kind = $1`, [ref])
        : await tx.query(`SELECT id FROM ledger_accounts WHERE user_id = $1`, [ref.wallet]);
    if (rows.length === 0) throw new Error(`ledger: no account ${describe(ref)}`);
    return rows[0].id;
  }
}
