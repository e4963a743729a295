import { defineQuery } from '../../db/typed-query.js';
import type { EntryKind } from './ledger.types.js';

/**
 * The ledger module's SQL: `ledger_accounts` and `ledger_entries`, and nothing else — the ledger
 * reads no other module's tables (docs/ledger.md). What it checks against other modules' rows (the
 * open holds, the members) it asks through `LedgerSources`. Runs through `db/typed-query.ts`.
 */

export const openWallet = defineQuery<[userId: string]>(
  'openWallet',
  `INSERT INTO ledger_accounts (kind, user_id) VALUES ('wallet', $1)
   ON CONFLICT (user_id) WHERE user_id IS NOT NULL DO NOTHING`,
);

/** Locks two wallets in id order, so two opposite transfers between them never deadlock. */
export const lockTwoWallets = defineQuery<[walletA: string, walletB: string], { id: string }>(
  'lockTwoWallets',
  `SELECT id FROM ledger_accounts WHERE user_id IN ($1::uuid, $2::uuid) ORDER BY id FOR UPDATE`,
);

/** Which side of a transfer: a member's wallet (its owner is a parameter) or a system account. */
export type AccountShape = 'wallet' | 'issuance' | 'escrow';

/**
 * The one statement of a transfer (entry + wallet balances): the database's `ledger_transfer`, which
 * the settlement calls too. `updated` counts the wallets whose balance moved.
 */
export const transfer = defineQuery<
  [
    fromKind: AccountShape,
    fromOwner: string | null,
    toKind: AccountShape,
    toOwner: string | null,
    amount: number,
    kind: EntryKind,
    reference: string | null,
    idempotencyKey: string,
    memo: string | null,
  ],
  { entered: boolean; updated: number }
>('transfer', `SELECT entered, updated FROM ledger_transfer($1, $2, $3, $4, $5, $6, $7, $8, $9)`);

export const walletBalance = defineQuery<[userId: string], { balance: number }>(
  'walletBalance',
  `SELECT balance FROM ledger_accounts WHERE user_id = $1`,
);

export const walletBalances = defineQuery<[userIds: readonly string[]], { user_id: string; balance: number }>(
  'walletBalances',
  `SELECT user_id, balance FROM ledger_accounts WHERE user_id = ANY($1::uuid[])`,
);

/** A system account's balance: the sum of its entries (it keeps no cached balance). bigint arrives as a string. */
export const systemBalance = defineQuery<[kind: 'escrow' | 'issuance'], { balance: string }>(
  'systemBalance',
  `SELECT (SELECT coalesce(sum(amount), 0) FROM ledger_entries WHERE credit_account_id = a.id)
        - (SELECT coalesce(sum(amount), 0) FROM ledger_entries WHERE debit_account_id = a.id) AS balance
     FROM ledger_accounts a WHERE a.kind = $1`,
);

/** EP credited to a member's wallet by entries of one kind (e.g. referral rewards earned). */
export const creditedToWallet = defineQuery<[userId: string, kind: EntryKind], { total: number }>(
  'creditedToWallet',
  `SELECT coalesce(sum(e.amount), 0)::int AS total FROM ledger_entries e
     JOIN ledger_accounts a ON a.id = e.credit_account_id
    WHERE a.user_id = $1 AND e.kind = $2`,
);

// ─── The ledger check ────────────────────────────────────────────────────────────────────────────

/** System accounts, and wallets whose cached balance differs from their entries. bigint sums arrive as strings. */
export const accountsOffTheirEntries = defineQuery<
  [],
  { id: string; kind: string; user_id: string | null; balance: number; computed: string }
>(
  'accountsOffTheirEntries',
  `SELECT a.id, a.kind, a.user_id, a.balance,
          coalesce(c.total, 0) - coalesce(d.total, 0) AS computed
     FROM ledger_accounts a
     LEFT JOIN (SELECT credit_account_id AS id, sum(amount)::bigint AS total FROM ledger_entries GROUP BY 1) c ON c.id = a.id
     LEFT JOIN (SELECT debit_account_id AS id, sum(amount)::bigint AS total FROM ledger_entries GROUP BY 1) d ON d.id = a.id
    WHERE a.kind <> 'wallet' OR a.balance <> coalesce(c.total, 0) - coalesce(d.total, 0)`,
);

export const walletTotals = defineQuery<[], { total: string; accounts: number; wallets: number }>(
  'walletTotals',
  `SELECT coalesce(sum(balance) FILTER (WHERE kind = 'wallet'), 0)::bigint AS total,
          count(*)::int AS accounts, (count(*) FILTER (WHERE kind = 'wallet'))::int AS wallets
     FROM ledger_accounts`,
);

export const negativeWallets = defineQuery<[], { id: string; balance: number }>(
  'negativeWallets',
  `SELECT id, balance FROM ledger_accounts WHERE kind = 'wallet' AND balance < 0`,
);

export const entryCount = defineQuery<[], { entries: number }>(
  'entryCount',
  `SELECT count(*)::int AS entries FROM ledger_entries`,
);

// ─── A member's statement ────────────────────────────────────────────────────────────────────────

/** One entry of a member's wallet, signed from the member's side, with the running balance after it. */
export interface StatementRow {
  id: string;
  created_at: Date;
  kind: EntryKind;
  reference: string | null;
  memo: string | null;
  /** + when the entry credited the member's wallet, − when it debited it. */
  change: number;
  /** The wallet's balance right after this entry (entries in id order). */
  balance: number;
  /** All of the member's entries, every page together. */
  total: number;
  /** The account on the other side: another member's wallet, or a system account. */
  other_kind: 'wallet' | 'issuance' | 'escrow';
  other_member_id: string | null;
}

/**
 * A page of a member's entries, newest first (keyset on the entry id; `$2` null for the first page).
 * The running balance is a window sum over ALL the member's entries in id order, computed before the
 * page is cut, so it is right on every page whatever the cursor. Entries are in id order: a wallet's
 * movements are serialised by its row lock, and the identity follows them (docs/ledger.md "Statement").
 * The two sides are found through `ledger_entries_debit_idx` and `ledger_entries_credit_idx`.
 */
export const statementPage = defineQuery<[userId: string, beforeId: string | null, limit: number], StatementRow>(
  'statementPage',
  `WITH wallet AS (SELECT id FROM ledger_accounts WHERE user_id = $1),
   mine AS (
     SELECT e.id, e.created_at, e.kind, e.reference, e.memo,
            CASE WHEN e.credit_account_id = w.id THEN e.amount ELSE -e.amount END AS change,
            CASE WHEN e.credit_account_id = w.id THEN e.debit_account_id ELSE e.credit_account_id END AS other_account
       FROM wallet w JOIN ledger_entries e ON e.debit_account_id = w.id OR e.credit_account_id = w.id
   ), running AS (
     SELECT m.*, sum(m.change) OVER (ORDER BY m.id) AS balance, count(*) OVER () AS total FROM mine m
   )
   SELECT r.id::text AS id, r.created_at, r.kind, r.reference, r.memo, r.change, r.balance::int AS balance, r.total::int AS total,
          o.kind AS other_kind, o.user_id AS other_member_id
     FROM running r JOIN ledger_accounts o ON o.id = r.other_account
    WHERE r.id < coalesce($2::bigint, 9223372036854775807)
    ORDER BY r.id DESC
    LIMIT $3`,
);

/** Locks members' wallets in id order (the order of every two-wallet transfer) and answers their balances. */
export const lockWalletsOf = defineQuery<[userIds: readonly string[]], { user_id: string; balance: number }>(
  'lockWalletsOf',
  `SELECT user_id, balance FROM ledger_accounts WHERE user_id = ANY($1::uuid[]) ORDER BY id FOR UPDATE`,
);

// ─── Claims on held EP ───────────────────────────────────────────────────────────────────────────

/** A claim on one of a member's holds; a second claim for the same reason on the same hold is no claim. */
export const insertClaim = defineQuery<
  [debtorId: string, holdReference: string, amount: number, reference: string],
  { id: string }
>(
  'insertClaim',
  `INSERT INTO ledger_claims (debtor_id, hold_reference, amount, reference) VALUES ($1, $2, $3, $4)
   ON CONFLICT (reference, hold_reference) DO NOTHING RETURNING id`,
);

/**
 * What earlier reversals already claim on each of a member's holds (`holdReferences`): a claim on a
 * hold that is still open is never collected yet, so this is all a further claim must leave room for.
 */
export const claimedOnHolds = defineQuery<
  [debtorId: string, holdReferences: string[]],
  { hold_reference: string; claimed: number }
>(
  'claimedOnHolds',
  `SELECT hold_reference, sum(amount)::int AS claimed FROM ledger_claims
    WHERE debtor_id = $1 AND hold_reference = ANY ($2::text[]) GROUP BY hold_reference`,
);

/** The claims on a hold not yet collected (its collection entry is `claim:<id>`), oldest first. */
export const uncollectedClaimsOnHold = defineQuery<
  [debtorId: string, holdReference: string],
  { id: string; amount: number; reference: string }
>(
  'uncollectedClaimsOnHold',
  `SELECT c.id, c.amount, c.reference FROM ledger_claims c
    WHERE c.debtor_id = $1 AND c.hold_reference = $2
      AND NOT EXISTS (SELECT 1 FROM ledger_entries e WHERE e.idempotency_key = 'claim:' || c.id)
    ORDER BY c.created_at, c.id`,
);

/**
 * Claims that are not whole (docs/ledger.md "Disputes and reversals"): a collection that is not the
 * claim's amount from its debtor's wallet to issuance under the claim's reference; a hold released
 * to its debtor while a claim on it stayed uncollected; a claim larger than the hold it is on; claims
 * on one hold that add up to more than it (its release could not pay them); a `claim:` entry without
 * its claim.
 */
export const brokenClaims = defineQuery<[], { id: string; problem: string }>(
  'brokenClaims',
  `SELECT id, problem FROM (
     SELECT c.id::text AS id,
            CASE WHEN col.id IS NOT NULL AND NOT (col.amount = c.amount AND col.kind = 'reversal' AND col.reference = c.reference
                                                 AND da.user_id = c.debtor_id AND ca.kind = 'issuance')
                   THEN 'its collection is not ' || c.amount || ' EP from the debtor to issuance'
                 WHEN col.id IS NULL AND EXISTS (
                        SELECT 1 FROM ledger_entries r JOIN ledger_accounts ra ON ra.id = r.credit_account_id
                         WHERE r.kind = 'hold_release' AND r.reference = c.hold_reference AND ra.user_id = c.debtor_id)
                   THEN 'its hold ' || c.hold_reference || ' came back to the debtor but the claim was not collected'
                 WHEN NOT EXISTS (
                        SELECT 1 FROM ledger_entries h JOIN ledger_accounts ha ON ha.id = h.debit_account_id
                         WHERE h.kind = 'request_hold' AND h.reference = c.hold_reference AND ha.user_id = c.debtor_id AND h.amount >= c.amount)
                   THEN 'no hold ' || c.hold_reference || ' of the debtor of at least ' || c.amount || ' EP'
            END AS problem
       FROM ledger_claims c
       LEFT JOIN ledger_entries col ON col.idempotency_key = 'claim:' || c.id
       LEFT JOIN ledger_accounts da ON da.id = col.debit_account_id
       LEFT JOIN ledger_accounts ca ON ca.id = col.credit_account_id
     UNION ALL
     SELECT c.hold_reference, 'the claims on hold ' || c.hold_reference || ' add up to ' || sum(c.amount) || ' EP, more than it holds'
       FROM ledger_claims c
      GROUP BY c.debtor_id, c.hold_reference
     HAVING sum(c.amount) > (SELECT max(h.amount) FROM ledger_entries h JOIN ledger_accounts ha ON ha.id = h.debit_account_id
                              WHERE h.kind = 'request_hold' AND h.reference = c.hold_reference AND ha.user_id = c.debtor_id)
     UNION ALL
     SELECT e.idempotency_key, 'a claim collection without its claim'
       FROM ledger_entries e
      WHERE e.idempotency_key LIKE 'claim:%'
        AND NOT EXISTS (SELECT 1 FROM ledger_claims c WHERE 'claim:' || c.id = e.idempotency_key)
   ) checked WHERE problem IS NOT NULL`,
);
