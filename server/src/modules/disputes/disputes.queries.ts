import { defineQuery } from '../../db/typed-query.js';
import type { DisputeStatus } from './dispute.types.js';

/**
 * The disputes module's SQL: `exchange_disputes`. Read models (documented, read-only): a dispute's
 * view joins its exchange (`exchange_requests`) or its group-session seat (`group_session_seats`,
 * `group_sessions`), the title from `services`, the parties' names from `users`; the ledger check's `brokenReversals` reads the journal (`ledger_entries`,
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
     FROM exchange_requests r JOIN services o ON o.id = r.service_id
    WHERE r.id = $1 FOR SHARE OF r`,
);

/**
 * The member's seat of a group session a dispute is about (read model of the group sessions module's
 * `group_sessions` and `group_session_seats`), the occurrence share-locked first as every change about
 * its seats locks it first: it stays completed, and the seat attended, while the dispute is opened.
 */
export const lockSeatForDispute = defineQuery<
  [groupSessionId: string, memberId: string],
  {
    id: string;
    coach_id: string;
    status: string;
    ended_at: Date | null;
    title: string;
    seat_id: string | null;
    seat_status: string | null;
  }
>(
  'lockSeatForDispute',
  `SELECT g.id, g.coach_id, g.status, g.ended_at, o.title, s.id AS seat_id, s.status AS seat_status
     FROM group_sessions g
     JOIN services o ON o.id = g.service_id
     LEFT JOIN group_session_seats s ON s.group_session_id = g.id AND s.member_id = $2
      AND s.status IN ('booked', 'waitlisted', 'attended', 'absent')
    WHERE g.id = $1 FOR SHARE OF g`,
);

export const insertSeatDispute = defineQuery<[seatId: string, openedBy: string, reason: string], { id: string }>(
  'insertSeatDispute',
  `INSERT INTO exchange_disputes (seat_id, opened_by, reason) VALUES ($1, $2, $3)
   ON CONFLICT (seat_id) WHERE seat_id IS NOT NULL DO NOTHING RETURNING id`,
);

export const insertDispute = defineQuery<[requestId: string, openedBy: string, reason: string], { id: string }>(
  'insertDispute',
  `INSERT INTO exchange_disputes (request_id, opened_by, reason) VALUES ($1, $2, $3)
   ON CONFLICT (request_id) DO NOTHING RETURNING id`,
);

/**
 * A dispute and what it is about, locked for its resolution (one admin at a time; the second sees it
 * resolved). About an exchange request or a group-session seat: `reference` is the one its reversal's
 * entries and claims carry (the request's id or the seat's), `requester_id` the member who paid (the
 * requester, or the seat's attendee), `about` what the parties' notices point at (the request, or the
 * group session).
 */
export interface LockedDisputeRow {
  id: string;
  status: DisputeStatus;
  request_id: string | null;
  seat_id: string | null;
  reference: string;
  about: string;
  requester_id: string;
  coach_id: string;
  energy_cost: number;
  held: boolean;
  title: string;
}

export const lockDispute = defineQuery<[disputeId: string], LockedDisputeRow>(
  'lockDispute',
  `SELECT d.id, d.status, d.request_id, d.seat_id, coalesce(d.request_id, d.seat_id)::text AS reference,
          coalesce(d.request_id, gs.group_session_id)::text AS about,
          coalesce(r.requester_id, gs.member_id) AS requester_id, coalesce(r.coach_id, g.coach_id) AS coach_id,
          coalesce(r.energy_cost, gs.energy_cost) AS energy_cost, coalesce(r.held, gs.held) AS held, o.title
     FROM exchange_disputes d
     LEFT JOIN exchange_requests r ON r.id = d.request_id
     LEFT JOIN group_session_seats gs ON gs.id = d.seat_id
     LEFT JOIN group_sessions g ON g.id = gs.group_session_id
     JOIN services o ON o.id = coalesce(r.service_id, g.service_id)
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
  request_id: string | null;
  seat_id: string | null;
  group_session_id: string | null;
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

// A dispute of an exchange or of a group-session seat: for a seat, the "requester" is its attendee and
// the completion the occurrence's (read model of `group_session_seats` and `group_sessions`).
const DISPUTE_VIEW_SQL = `
  SELECT d.id, d.request_id, d.seat_id, gs.group_session_id, d.status, d.reason, d.created_at, d.created_at::text AS sort_at,
         d.resolved_at, d.resolution_note, d.reversed_amount, d.claimed_amount, d.shortfall,
         coalesce(r.energy_cost, gs.energy_cost) AS energy_cost, coalesce(r.completed_at, g.ended_at) AS completed_at, o.title,
         d.opened_by AS opened_by_id, ob.full_name AS opened_by_name,
         rq.id AS requester_id, rq.full_name AS requester_name, co.id AS coach_id, co.full_name AS coach_name,
         rb.full_name AS resolved_by_name
    FROM exchange_disputes d
    LEFT JOIN exchange_requests r ON r.id = d.request_id
    LEFT JOIN group_session_seats gs ON gs.id = d.seat_id
    LEFT JOIN group_sessions g ON g.id = gs.group_session_id
    JOIN services o ON o.id = coalesce(r.service_id, g.service_id)
    JOIN users ob ON ob.id = d.opened_by
    JOIN users rq ON rq.id = coalesce(r.requester_id, gs.member_id)
    JOIN users co ON co.id = coalesce(r.coach_id, g.coach_id)
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
 * A dispute is about an exchange request or a group-session seat (`subject`: the reference its
 * reversal's entries and claims carry, the cost, whether it was held, the coach and the member who
 * paid — the requester or the seat's attendee). Checked: a reversal entry that is neither the
 * `reverse:` or `reverse-shortfall:` entry of a reversed dispute of its subject nor the collection of
 * a claim for it (`claim:` + the claim, a ledger row); a reversed dispute whose amounts do not add up
 * to the cost, whose claims are not its `claimed_amount` on the coach's holds, whose `reverse:` entry
 * is not `reversed_amount` from the coach's wallet to the payer's wallet (held) or issuance (not
 * held), or whose `reverse-shortfall:` entry is not `claimed_amount + shortfall` from issuance to the
 * payer (held only). Last, the rule those add up to: what the reversal gave the two parties from
 * issuance, net of what its claims paid back, is exactly the platform's cover — the shortfall (EP the
 * coach had spent) plus the claims not collected (on holds still open, or settled: spent too).
 */
export const brokenReversals = defineQuery<[], { reference: string; subject: string; problem: string }>(
  'brokenReversals',
  `WITH subject AS MATERIALIZED (
     SELECT d.id, d.status, d.reversed_amount, d.claimed_amount, d.shortfall,
            coalesce(d.request_id, d.seat_id)::text AS reference,
            CASE WHEN d.request_id IS NOT NULL THEN 'exchange request' ELSE 'group-session seat' END AS kind,
            coalesce(r.energy_cost, s.energy_cost) AS cost, coalesce(r.held, s.held) AS held,
            coalesce(r.coach_id, g.coach_id) AS coach_id, coalesce(r.requester_id, s.member_id) AS payer_id
       FROM exchange_disputes d
       LEFT JOIN exchange_requests r ON r.id = d.request_id
       LEFT JOIN group_session_seats s ON s.id = d.seat_id
       LEFT JOIN group_sessions g ON g.id = s.group_session_id
   ), rev AS (
     SELECT e.reference, e.idempotency_key, e.amount, da.kind AS debit_kind, da.user_id AS debit_user, ca.kind AS credit_kind, ca.user_id AS credit_user
       FROM ledger_entries e
       JOIN ledger_accounts da ON da.id = e.debit_account_id
       JOIN ledger_accounts ca ON ca.id = e.credit_account_id
      WHERE e.kind = 'reversal'
   ), claims AS (
     SELECT c.reference, sum(c.amount)::int AS claimed, bool_and(c.debtor_id = sj.coach_id) AS on_coach,
            coalesce(sum(col.amount), 0)::int AS collected
       FROM ledger_claims c
       JOIN subject sj ON sj.reference = c.reference
       LEFT JOIN ledger_entries col ON col.idempotency_key = 'claim:' || c.id
      GROUP BY c.reference
   ), checked AS (
     SELECT rev.reference,
            CASE WHEN EXISTS (SELECT 1 FROM group_session_seats s WHERE s.id::text = rev.reference) THEN 'group-session seat'
                 ELSE 'exchange request' END AS subject,
            'a reversal entry (' || rev.idempotency_key || ') without a reversed dispute' AS problem
       FROM rev
      WHERE (rev.idempotency_key NOT IN ('reverse:' || rev.reference, 'reverse-shortfall:' || rev.reference)
             AND NOT EXISTS (SELECT 1 FROM ledger_claims c WHERE 'claim:' || c.id = rev.idempotency_key AND c.reference = rev.reference))
         OR NOT EXISTS (SELECT 1 FROM subject sj WHERE sj.reference = rev.reference AND sj.status = 'reversed')
     UNION ALL
     SELECT d.reference, d.kind,
            CASE
              WHEN d.reversed_amount + d.claimed_amount + d.shortfall <> d.cost
                THEN 'reversed ' || d.reversed_amount || ' + claimed ' || d.claimed_amount || ' + shortfall ' || d.shortfall || ' <> cost ' || d.cost
              WHEN coalesce(cl.claimed, 0) <> d.claimed_amount
                THEN 'claims of ' || coalesce(cl.claimed, 0) || ' EP, the dispute says ' || d.claimed_amount
              WHEN NOT coalesce(cl.on_coach, true)
                THEN 'a claim on someone else than the coach'
              WHEN coalesce(back.amount, 0) <> d.reversed_amount
                THEN 'the reverse entry moved ' || coalesce(back.amount, 0) || ' EP, the dispute says ' || d.reversed_amount
              WHEN back.amount IS NOT NULL AND NOT (back.debit_user = d.coach_id
                     AND CASE WHEN d.held THEN back.credit_user = d.payer_id ELSE back.credit_kind = 'issuance' END)
                THEN 'the reverse entry does not go from the coach to ' || CASE WHEN d.held THEN 'the member who paid' ELSE 'issuance' END
              WHEN coalesce(short.amount, 0) <> CASE WHEN d.held THEN d.claimed_amount + d.shortfall ELSE 0 END
                THEN 'the shortfall entry moved ' || coalesce(short.amount, 0) || ' EP, expected ' || CASE WHEN d.held THEN d.claimed_amount + d.shortfall ELSE 0 END
              WHEN short.amount IS NOT NULL AND NOT (short.debit_kind = 'issuance' AND short.credit_user = d.payer_id)
                THEN 'the shortfall entry does not go from issuance to the member who paid'
              WHEN CASE WHEN d.held THEN coalesce(short.amount, 0) ELSE -coalesce(back.amount, 0) END - coalesce(cl.collected, 0)
                   > CASE WHEN d.held THEN d.shortfall + d.claimed_amount ELSE -d.reversed_amount END - coalesce(cl.collected, 0)
                THEN 'the parties got more from issuance than the platform covers'
            END
       FROM subject d
       LEFT JOIN rev back ON back.idempotency_key = 'reverse:' || d.reference
       LEFT JOIN rev short ON short.idempotency_key = 'reverse-shortfall:' || d.reference
       LEFT JOIN claims cl ON cl.reference = d.reference
      WHERE d.status = 'reversed'
   )
   SELECT reference, subject, problem FROM checked WHERE problem IS NOT NULL`,
);

/** The disputes of some exchanges (request cards: one query for a whole list, through the unique request index). */
export const disputesOfRequests = defineQuery<[requestIds: readonly string[]], DisputeRow>(
  'disputesOfRequests',
  `${DISPUTE_VIEW_SQL} WHERE d.request_id = ANY($1::uuid[])`,
);

/** "My data": disputes about my exchanges, opened by me or the other party (admins not named). */
export const exportDisputesOf = defineQuery<[memberId: string], Record<string, unknown>>(
  'exportDisputesOf',
  `SELECT d.id, d.request_id, gs.group_session_id, (d.opened_by = $1) AS opened_by_me, d.reason, d.status, d.created_at,
          d.resolved_at, d.resolution_note, d.reversed_amount, d.claimed_amount, d.shortfall
     FROM exchange_disputes d
     LEFT JOIN exchange_requests r ON r.id = d.request_id
     LEFT JOIN group_session_seats gs ON gs.id = d.seat_id
     LEFT JOIN group_sessions g ON g.id = gs.group_session_id
    WHERE $1 IN (r.requester_id, r.coach_id, gs.member_id, g.coach_id)
    ORDER BY d.created_at, d.id`,
);
