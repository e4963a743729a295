import { defineQuery } from '../../db/typed-query.js';
import type { DisputeStatus } from './dispute.types.js';

/**
 * The disputes module's SQL: `exchange_disputes`. Read models (documented, read-only): a dispute's
 * view joins its exchange (`exchange_requests`, the title from `offers`, the parties' names from
 * `users`); the ledger check's `brokenReversals` reads the journal (`ledger_entries`,
 * `ledger_accounts`) by the idempotency keys this module gives its transfers (`reverse:`,
 * `reverse-shortfall:` + request id) and the claims it made on the coach's holds (`ledger_claims`, their
 * collections `claim:` + claim id) — the ledger itself never reads disputes.
 */

/** The exchange a dispute is about, share-locked: it cannot change while the dispute is opened. */
export const lockExchangeForDispute = defineQuery<
  [requestId: string],
  {
    id: string;
    requester_id: string;
    coach_id: string;
    status: string;
    completed_at: Date | null;
    swap_id: string | null;
    title: string;
  }
>(
  'lockExchangeForDispute',
  `SELECT r.id, r.requester_id, r.coach_id, r.status, r.completed_at, r.swap_id, o.title
     FROM exchange_requests r JOIN offers o ON o.id = r.offer_id
    WHERE r.id = $1 FOR SHARE OF r`,
);

export const insertDispute = defineQuery<[requestId: string, openedBy: string, reason: string], { id: string }>(
  'insertDispute',
  `INSERT INTO exchange_disputes (request_id, opened_by, reason) VALUES ($1, $2, $3)
   ON CONFLICT (request_id) DO NOTHING RETURNING id`,
);

/** A dispute and its exchange, locked for its resolution (one admin at a time; the second sees it resolved). */
export interface LockedDisputeRow {
  id: string;
  status: DisputeStatus;
  request_id: string;
  requester_id: string;
  coach_id: string;
  energy_cost: number;
  held: boolean;
  title: string;
}

export const lockDispute = defineQuery<[disputeId: string], LockedDisputeRow>(
  'lockDispute',
  `SELECT d.id, d.status, d.request_id, r.requester_id, r.coach_id, r.energy_cost, r.held, o.title
     FROM exchange_disputes d
     JOIN exchange_requests r ON r.id = d.request_id
     JOIN offers o ON o.id = r.offer_id
    WHERE d.id = $1 FOR UPDATE OF d`,
);

export const resolveDispute = defineQuery<
  [
    disputeId: string,
    status: 'reversed' | 'dismissed',
    adminId: string,
    note: string,
    reversed: number | null,
    claimed: number | null,
    shortfall: number | null,
  ]
>(
  'resolveDispute',
  `UPDATE exchange_disputes SET status = $2, resolved_by = $3, resolved_at = now(), resolution_note = $4, reversed_amount = $5,
          claimed_amount = $6, shortfall = $7
    WHERE id = $1 AND status = 'open'`,
);

export interface DisputeRow {
  id: string;
  request_id: string;
  status: DisputeStatus;
  reason: string;
  created_at: Date;
  sort_at: string;
  resolved_at: Date | null;
  resolution_note: string | null;
  reversed_amount: number | null;
  claimed_amount: number | null;
  shortfall: number | null;
  energy_cost: number;
  completed_at: Date;
  title: string;
  opened_by_id: string;
  opened_by_name: string;
  requester_id: string;
  requester_name: string;
  coach_id: string;
  coach_name: string;
  resolved_by_name: string | null;
}

const DISPUTE_VIEW_SQL = `
  SELECT d.id, d.request_id, d.status, d.reason, d.created_at, d.created_at::text AS sort_at, d.resolved_at, d.resolution_note,
         d.reversed_amount, d.claimed_amount, d.shortfall, r.energy_cost, r.completed_at, o.title,
         d.opened_by AS opened_by_id, ob.full_name AS opened_by_name,
         r.requester_id, rq.full_name AS requester_name, r.coach_id, co.full_name AS coach_name,
         rb.full_name AS resolved_by_name
    FROM exchange_disputes d
    JOIN exchange_requests r ON r.id = d.request_id
    JOIN offers o ON o.id = r.offer_id
    JOIN users ob ON ob.id = d.opened_by
    JOIN users rq ON rq.id = r.requester_id
    JOIN users co ON co.id = r.coach_id
    LEFT JOIN users rb ON rb.id = d.resolved_by`;

export const disputeById = defineQuery<[disputeId: string], DisputeRow>(
  'disputeById',
  `${DISPUTE_VIEW_SQL} WHERE d.id = $1`,
);

/**
 * The admin queue: disputes in some statuses, oldest first, keyset on (created_at, id) through
 * `exchange_disputes_queue` (status, created_at, id). `$2`/`$3` are the cursor (null: first page).
 */
export const disputeQueue = defineQuery<
  [statuses: readonly DisputeStatus[], afterAt: string | null, afterId: string | null, limit: number],
  DisputeRow
>(
  'disputeQueue',
  `${DISPUTE_VIEW_SQL}
    WHERE d.status = ANY($1::text[])
      AND ($2::timestamptz IS NULL OR (d.created_at, d.id) > ($2::timestamptz, $3::uuid))
    ORDER BY d.created_at, d.id
    LIMIT $4`,
);

export const disputeCount = defineQuery<[statuses: readonly DisputeStatus[]], { n: number }>(
  'disputeCount',
  `SELECT count(*)::int AS n FROM exchange_disputes WHERE status = ANY($1::text[])`,
);

/**
 * Reversals that do not balance (docs/ledger.md "Disputes and reversals"): one row per problem.
 * Checked: a reversal entry that is neither the `reverse:` or `reverse-shortfall:` entry of a
 * reversed dispute of its request nor the collection of a claim for it (`claim:` + the claim, a
 * ledger row); a reversed dispute whose amounts do not add up to the cost, whose claims are not its
 * `claimed_amount` on the coach's holds, whose `reverse:` entry is not `reversed_amount` from the
 * coach's wallet to the requester's wallet (held) or issuance (not held), or whose
 * `reverse-shortfall:` entry is not `claimed_amount + shortfall` from issuance to the requester (held
 * only). Last, the rule those add up to: what the reversal gave the two parties from issuance, net of
 * what its claims paid back, is exactly the platform's cover — the shortfall (EP the coach had
 * spent) plus the claims not collected (on holds still open, or settled: spent too).
 */
export const brokenReversals = defineQuery<[], { request_id: string; problem: string }>(
  'brokenReversals',
  `WITH rev AS (
     SELECT e.reference, e.idempotency_key, e.amount, da.kind AS debit_kind, da.user_id AS debit_user, ca.kind AS credit_kind, ca.user_id AS credit_user
       FROM ledger_entries e
       JOIN ledger_accounts da ON da.id = e.debit_account_id
       JOIN ledger_accounts ca ON ca.id = e.credit_account_id
      WHERE e.kind = 'reversal'
   ), claims AS (
     SELECT c.reference, sum(c.amount)::int AS claimed, bool_and(c.debtor_id = r.coach_id) AS on_coach,
            coalesce(sum(col.amount), 0)::int AS collected
       FROM ledger_claims c
       JOIN exchange_requests r ON r.id::text = c.reference
       LEFT JOIN ledger_entries col ON col.idempotency_key = 'claim:' || c.id
      GROUP BY c.reference
   ), checked AS (
     SELECT rev.reference AS request_id, 'a reversal entry (' || rev.idempotency_key || ') without a reversed dispute' AS problem
       FROM rev
      WHERE (rev.idempotency_key NOT IN ('reverse:' || rev.reference, 'reverse-shortfall:' || rev.reference)
             AND NOT EXISTS (SELECT 1 FROM ledger_claims c WHERE 'claim:' || c.id = rev.idempotency_key AND c.reference = rev.reference))
         OR NOT EXISTS (SELECT 1 FROM exchange_disputes d WHERE d.request_id::text = rev.reference AND d.status = 'reversed')
     UNION ALL
     SELECT d.request_id::text,
            CASE
              WHEN d.reversed_amount + d.claimed_amount + d.shortfall <> r.energy_cost
                THEN 'reversed ' || d.reversed_amount || ' + claimed ' || d.claimed_amount || ' + shortfall ' || d.shortfall || ' <> cost ' || r.energy_cost
              WHEN coalesce(cl.claimed, 0) <> d.claimed_amount
                THEN 'claims of ' || coalesce(cl.claimed, 0) || ' EP, the dispute says ' || d.claimed_amount
              WHEN NOT coalesce(cl.on_coach, true)
                THEN 'a claim on someone else than the coach'
              WHEN coalesce(back.amount, 0) <> d.reversed_amount
                THEN 'the reverse entry moved ' || coalesce(back.amount, 0) || ' EP, the dispute says ' || d.reversed_amount
              WHEN back.amount IS NOT NULL AND NOT (back.debit_user = r.coach_id
                     AND CASE WHEN r.held THEN back.credit_user = r.requester_id ELSE back.credit_kind = 'issuance' END)
                THEN 'the reverse entry does not go from the coach to ' || CASE WHEN r.held THEN 'the requester' ELSE 'issuance' END
              WHEN coalesce(short.amount, 0) <> CASE WHEN r.held THEN d.claimed_amount + d.shortfall ELSE 0 END
                THEN 'the shortfall entry moved ' || coalesce(short.amount, 0) || ' EP, expected ' || CASE WHEN r.held THEN d.claimed_amount + d.shortfall ELSE 0 END
              WHEN short.amount IS NOT NULL AND NOT (short.debit_kind = 'issuance' AND short.credit_user = r.requester_id)
                THEN 'the shortfall entry does not go from issuance to the requester'
              WHEN CASE WHEN r.held THEN coalesce(short.amount, 0) ELSE -coalesce(back.amount, 0) END - coalesce(cl.collected, 0)
                   > CASE WHEN r.held THEN d.shortfall + d.claimed_amount ELSE -d.reversed_amount END - coalesce(cl.collected, 0)
                THEN 'the parties got more from issuance than the platform covers'
            END
       FROM exchange_disputes d
       JOIN exchange_requests r ON r.id = d.request_id
       LEFT JOIN rev back ON back.idempotency_key = 'reverse:' || d.request_id
       LEFT JOIN rev short ON short.idempotency_key = 'reverse-shortfall:' || d.request_id
       LEFT JOIN claims cl ON cl.reference = d.request_id::text
      WHERE d.status = 'reversed'
   )
   SELECT request_id, problem FROM checked WHERE problem IS NOT NULL`,
);

/** The disputes of some exchanges (request cards: one query for a whole list, through the unique request index). */
export const disputesOfRequests = defineQuery<[requestIds: readonly string[]], DisputeRow>(
  'disputesOfRequests',
  `${DISPUTE_VIEW_SQL} WHERE d.request_id = ANY($1::uuid[])`,
);

/** "My data": disputes about my exchanges, opened by me or the other party (admins not named). */
export const exportDisputesOf = defineQuery<[memberId: string], Record<string, unknown>>(
  'exportDisputesOf',
  `SELECT d.id, d.request_id, (d.opened_by = $1) AS opened_by_me, d.reason, d.status, d.created_at, d.resolved_at,
          d.resolution_note, d.reversed_amount, d.claimed_amount, d.shortfall
     FROM exchange_disputes d JOIN exchange_requests r ON r.id = d.request_id
    WHERE r.requester_id = $1 OR r.coach_id = $1
    ORDER BY d.created_at, d.id`,
);
