import { defineQuery } from '../../db/typed-query.js';
import { activeMemberRow } from '../identity/index.js';
import type { RequestView, SessionView, TestimonialView } from './exchange.views.js';
import type { RequestStatus, SessionStatus } from './exchange.types.js';
import type { NotificationParams } from '../notifications/index.js';

/**
 * The exchanges module's SQL: requests (`exchange_requests`), their sessions (`sessions`) and
 * testimonials (`testimonials`). Runs through `db/typed-query.ts`. Other modules that need to know
 * something of exchanges (contact privacy, the ledger's check, held EP) ask through the statements
 * in the section "Asked by other modules".
 *
 * Read models (documented, read-only): the views of a request, a session and a testimonial join the
 * service's title from `services` and the parties' names, emails, tiers, timezones and availability
 * from `users` and `availability_slots`; achievements count `services`, `referrals`, `payments` and
 * the member's own flags on `users`.
 */

// ─── Asked by other modules ──────────────────────────────────────────────────────────────────────

/**
 * Which of these members have an exchange in one of `statuses` with the viewer, either way round
 * (profiles' contact privacy).
 */
export const counterpartsAmong = defineQuery<
  [viewerId: string, memberIds: string[], statuses: readonly string[]],
  { id: string }
>(
  'counterpartsAmong',
  `SELECT requester_id AS id FROM exchange_requests
    WHERE coach_id = $1 AND requester_id = ANY($2::uuid[]) AND status = ANY($3::text[])
   UNION
   SELECT coach_id AS id FROM exchange_requests
    WHERE requester_id = $1 AND coach_id = ANY($2::uuid[]) AND status = ANY($3::text[])`,
);

/** EP that open requests hold in escrow, in total (the ledger check compares escrow with it). */
export const openHoldsTotal = defineQuery<[], { holds: number }>(
  'openHoldsTotal',
  `SELECT coalesce(sum(energy_cost), 0)::int AS holds FROM exchange_requests WHERE held AND status IN ('pending', 'accepted')`,
);

/** One member's open holds as a requester, each by its reference (a reversal's claims pick among them). */
export const openHoldsOfRequester = defineQuery<
  [memberId: string],
  { reference: string; amount: number; pending: boolean; placed_at: Date }
>(
  'openHoldsOfRequester',
  `SELECT id::text AS reference, energy_cost AS amount, status = 'pending' AS pending, requested_at AS placed_at FROM exchange_requests
    WHERE requester_id = $1 AND held AND status IN ('pending', 'accepted')`,
);

/**
 * Requests whose money is not whole: a held request without its hold, a completed one without its
 * settlement, a settlement of one not completed, a released one without its release. Read model:
 * looks up the ledger's journal (`ledger_entries`) by the idempotency keys this module gives its
 * transfers (`hold:`, `settle:`, `release:` + request id) — the ledger itself never reads requests.
 */
export const requestsWithBrokenMoney = defineQuery<[], { id: string; status: string; problem: string }>(
  'requestsWithBrokenMoney',
  `SELECT * FROM (
     SELECT r.id, r.status,
            CASE WHEN r.held AND NOT EXISTS (SELECT 1 FROM ledger_entries e WHERE e.idempotency_key = 'hold:' || r.id) THEN 'no hold entry'
                 WHEN r.status = 'completed' AND NOT EXISTS (SELECT 1 FROM ledger_entries e WHERE e.idempotency_key = 'settle:' || r.id) THEN 'no settlement entry'
                 WHEN r.status <> 'completed' AND EXISTS (SELECT 1 FROM ledger_entries e WHERE e.idempotency_key = 'settle:' || r.id) THEN 'settled but not completed'
                 WHEN r.held AND r.status IN ('declined', 'cancelled', 'expired')
                      AND NOT EXISTS (SELECT 1 FROM ledger_entries e WHERE e.idempotency_key = 'release:' || r.id) THEN 'hold never released'
            END AS problem
       FROM exchange_requests r WHERE r.swap_id IS NULL) checked
    WHERE problem IS NOT NULL`,
);

// ─── Requests ────────────────────────────────────────────────────────────────────────────────────

export const requestByClientKey = defineQuery<
  [requesterId: string, clientKey: string | null | undefined],
  { id: string }
>('requestByClientKey', `SELECT id FROM exchange_requests WHERE requester_id = $1 AND client_key = $2`);

/** The active service asked for and the requester's name and tier; the service is share-locked (it cannot be archived meanwhile). */
export const serviceForRequest = defineQuery<
  [serviceId: string, requesterId: string],
  {
    id: string;
    coach_id: string;
    title: string;
    energy_cost: number;
    requester_name: string;
    requester_type: 'free' | 'premium';
  }
>(
  'serviceForRequest',
  `SELECT o.id, o.coach_id, o.title, o.energy_cost, u.full_name AS requester_name, u.user_type AS requester_type
     FROM services o, users u WHERE o.id = $1 AND o.archived_at IS NULL AND u.id = $2 FOR SHARE OF o`,
);

/** ON CONFLICT waits for a concurrent send of the same key (a double click) and then answers no row. */
export const insertRequest = defineQuery<
  [
    serviceId: string,
    requesterId: string,
    coachId: string,
    message: string,
    energyCost: number,
    held: boolean,
    ttlDays: number,
    clientKey: string | null,
  ],
  { id: string }
>(
  'insertRequest',
  `INSERT INTO exchange_requests (service_id, requester_id, coach_id, message, energy_cost, held, expires_at, client_key)
   VALUES ($1, $2, $3, $4, $5, $6, now() + make_interval(days => $7), $8)
   ON CONFLICT (requester_id, client_key) WHERE client_key IS NOT NULL DO NOTHING RETURNING id`,
);

export const acceptRequest = defineQuery<[requestId: string, sessionDate: Date | null, defaultDays: number]>(
  'acceptRequest',
  `UPDATE exchange_requests SET status = 'accepted', responded_at = now(),
     session_date = coalesce($2::timestamptz, now() + make_interval(days => $3)) WHERE id = $1`,
);

export const declineRequest = defineQuery<[requestId: string]>(
  'declineRequest',
  `UPDATE exchange_requests SET status = 'declined', responded_at = now(), session_date = NULL WHERE id = $1`,
);

export const cancelRequest = defineQuery<[requestId: string]>(
  'cancelRequest',
  `UPDATE exchange_requests SET status = 'cancelled', responded_at = now() WHERE id = $1`,
);

/** Pending requests past their expiry, claimed with SKIP LOCKED (safe on several instances). */
export const claimDueRequests = defineQuery<[limit: number], { id: string }>(
  'claimDueRequests',
  `SELECT r.id FROM exchange_requests r WHERE r.status = 'pending' AND r.expires_at <= now() AND r.swap_id IS NULL
    ORDER BY r.expires_at LIMIT $1 FOR UPDATE SKIP LOCKED`,
);

/** A member's pending requests, either side, in id order (the lock order of a sweep). */
export const pendingRequestsOf = defineQuery<[memberId: string], { id: string }>(
  'pendingRequestsOf',
  `SELECT id FROM exchange_requests WHERE status = 'pending' AND swap_id IS NULL AND (requester_id = $1 OR coach_id = $1) ORDER BY id`,
);

/** A member's accepted exchanges not yet completed, either side (they block an account deletion). */
export const openAcceptedOf = defineQuery<
  [memberId: string],
  { id: string; title: string; other_party_name: string; role: 'requester' | 'coach'; session_date: Date | null }
>(
  'openAcceptedOf',
  `SELECT r.id, o.title, CASE WHEN r.requester_id = $1 THEN co.full_name ELSE rq.full_name END AS other_party_name,
          CASE WHEN r.requester_id = $1 THEN 'requester' ELSE 'coach' END AS role, r.session_date
     FROM exchange_requests r JOIN services o ON o.id = r.service_id
     JOIN users rq ON rq.id = r.requester_id JOIN users co ON co.id = r.coach_id
    WHERE r.status = 'accepted' AND (r.requester_id = $1 OR r.coach_id = $1)
    ORDER BY r.requested_at, r.id`,
);

/** Whether a coach may receive requests: not suspended, not deleted (read after the service is locked). */
export const coachReceivesRequests = defineQuery<[coachId: string], { ok: boolean }>(
  'coachReceivesRequests',
  `SELECT ${activeMemberRow('u')} AS ok FROM users u WHERE u.id = $1`,
);

export const expireRequest = defineQuery<[requestId: string]>(
  'expireRequest',
  `UPDATE exchange_requests SET status = 'expired' WHERE id = $1`,
);

/** A request locked for a change, with the service's title and both parties' names. */
export interface LockedRequestRow {
  id: string;
  status: RequestStatus;
  requester_id: string;
  coach_id: string;
  held: boolean;
  energy_cost: number;
  session_date: Date | null;
  responded_at: Date | null;
  title: string;
  requester_name: string;
  coach_name: string;
  /** Set when the request is one side of a swap (modules/swaps): its money and answer are the swap's. */
  swap_id: string | null;
}

export const lockRequestForChange = defineQuery<[requestId: string], LockedRequestRow>(
  'lockRequestForChange',
  `SELECT r.*, o.title, rq.full_name AS requester_name, co.full_name AS coach_name
     FROM exchange_requests r JOIN services o ON o.id = r.service_id
     JOIN users rq ON rq.id = r.requester_id JOIN users co ON co.id = r.coach_id
    WHERE r.id = $1 FOR UPDATE OF r`,
);

/** What `settle_exchange` answers (schema/database/functions/settle_exchange.sql). */
export interface SettlementOutcome {
  /** Anything but `completed` changed nothing (but a held session marked on a completed request). */
  outcome:
    | 'completed'
    | 'not_found'
    | 'not_party'
    | 'already_completed'
    | 'not_accepted'
    | 'no_session_date'
    // Only on the one-statement path: left untouched for the general path to settle.
    | 'part_of_swap'
    | 'has_open_sessions'
    | 'mail_or_push';
  /** The other party, who was notified. */
  notified: string | null;
  notification_id: string | null;
  settled_at: Date | null;
}

/** A session the completion cancelled (it did not take place), with what its parties' notices need. */
export interface CancelledSession {
  id: string;
  startsAt: string;
  coachId: string;
  studentId: string;
  coachTimezone: string;
  studentTimezone: string;
}

/**
 * The settlement inside the caller's transaction (a session's completion, a swap side, a notice
 * mailed at once): `settle_exchange` with everything it may settle. The caller has locked the request
 * (and the session) in the exchange's lock order.
 */
export const settleExchange = defineQuery<
  [
    memberId: string,
    requestId: string,
    heldSessionId: string | null,
    /** The completion notice's parameters (JSON): the settlement adds the service's title. */
    notice: string,
    mailByDefault: boolean,
  ],
  SettlementOutcome & {
    notification_params: NotificationParams | null;
    swap_id: string | null;
    cancelled_sessions: CancelledSession[] | null;
  }
>('settleExchange', `SELECT * FROM settle_exchange($1, $2, $3, $4, $5, true)`);

export const requestOfSession = defineQuery<[sessionId: string], { exchange_request_id: string }>(
  'requestOfSession',
  `SELECT exchange_request_id FROM sessions WHERE id = $1`,
);

export const lockRequest = defineQuery<[requestId: string], { id: string }>(
  'lockRequest',
  `SELECT id FROM exchange_requests WHERE id = $1 FOR UPDATE`,
);

export const lockAllSessionsOf = defineQuery<[requestId: string], { id: string }>(
  'lockAllSessionsOf',
  `SELECT id FROM sessions WHERE exchange_request_id = $1 ORDER BY id FOR UPDATE`,
);

export const lockOneSessionOf = defineQuery<[requestId: string, sessionId: string], { id: string }>(
  'lockOneSessionOf',
  `SELECT id FROM sessions WHERE exchange_request_id = $1 AND id = $2 FOR UPDATE`,
);

export const reviewState = defineQuery<
  [requestId: string, memberId: string],
  { status: RequestStatus; requester_id: string; coach_id: string; written: boolean; reversed: boolean }
>(
  'reviewState',
  `SELECT r.status, r.requester_id, r.coach_id,
          EXISTS (SELECT 1 FROM testimonials t WHERE t.exchange_request_id = r.id AND t.reviewer_id = $2) AS written,
          ${reversedSql('r')} AS reversed
     FROM exchange_requests r WHERE r.id = $1`,
);

/** Whether the request under `alias` was reversed after a dispute: it no longer counts as completed. */
function reversedSql(alias: string) {
  return `EXISTS (SELECT 1 FROM exchange_disputes d WHERE d.request_id = ${alias}.id AND d.status = 'reversed')`;
}

/** A member as the views name them (`{ id, fullName }`), from the `users` row under `alias`. */
const memberJson = (alias: string) => `json_build_object('id', ${alias}.id, 'fullName', ${alias}.full_name)`;

/** A party of a request (the `Party` of the service), from the `users` row under `alias`. */
const partyJson = (
  alias: string,
) => `json_build_object('id', ${alias}.id, 'fullName', ${alias}.full_name, 'email', ${alias}.email, 'userType', ${alias}.user_type,
                           'hasAvailability', EXISTS (SELECT 1 FROM availability_slots a WHERE a.user_id = ${alias}.id))`;

/** A request with everything its card needs; `viewer` is the SQL of the viewer's id (whether they reviewed it). */
const requestViewSql = (viewer: string) => `
  SELECT r.id, r.service_id AS "serviceId", r.requester_id AS "requesterId", r.coach_id AS "coachId", r.message, r.status,
         r.energy_cost AS "energyCost", r.held, r.requested_at AS "requestedAt", r.expires_at AS "expiresAt",
         r.responded_at AS "respondedAt", r.session_date AS "sessionDate", r.completed_at AS "completedAt",
         json_build_object('id', o.id, 'title', o.title, 'description', o.description, 'category', o.category,
                           'durationMinutes', o.duration_minutes, 'archived', o.archived_at IS NOT NULL) AS service,
         ${partyJson('rq')} AS requester,
         ${partyJson('co')} AS coach,
         EXISTS (SELECT 1 FROM testimonials t WHERE t.exchange_request_id = r.id AND t.reviewer_id = ${viewer}) AS "reviewedByViewer",
         ${reversedSql('r')} AS reversed,
         (SELECT s.kind FROM swaps s WHERE s.id = r.swap_id) AS "swapKind",
         r.swap_id AS "swapId",
         exchange_can_complete(r.status, r.session_date, r.responded_at) AS "canComplete"
    FROM exchange_requests r
    JOIN services o ON o.id = r.service_id
    JOIN users rq ON rq.id = r.requester_id
    JOIN users co ON co.id = r.coach_id`;
/** A request with everything its card needs; `$1` is the viewer. */
const REQUEST_VIEW_SQL = requestViewSql('$1');

/** The lists of this module that have no pages (requests, sessions, testimonials) stop at their newest 200 rows. */
const LIST_LIMIT = 200;

/** A member's rows of one view, found by the column that names the member's role in them, newest first. */
function newestOfMember<Row>(name: string, viewSql: string, memberColumn: string, newestFirst: string) {
  return defineQuery<[memberId: string], Row>(
    name,
    `${viewSql} WHERE ${memberColumn} = $1 ORDER BY ${newestFirst} LIMIT ${LIST_LIMIT}`,
  );
}

export const requestsReceived = newestOfMember<RequestView>(
  'requestsReceived',
  REQUEST_VIEW_SQL,
  'r.coach_id',
  'r.requested_at DESC, r.id DESC',
);
export const requestsSent = newestOfMember<RequestView>(
  'requestsSent',
  REQUEST_VIEW_SQL,
  'r.requester_id',
  'r.requested_at DESC, r.id DESC',
);

export const requestForParty = defineQuery<[memberId: string, requestId: string], RequestView>(
  'requestForParty',
  `${REQUEST_VIEW_SQL} WHERE r.id = $2 AND $1 IN (r.requester_id, r.coach_id)`,
);

/** Several requests of one party at once (a session list's requests; others' requests are left out). */
export const requestsForPartyByIds = defineQuery<[memberId: string, requestIds: readonly string[]], RequestView>(
  'requestsForPartyByIds',
  `${REQUEST_VIEW_SQL} WHERE r.id = ANY($2::uuid[]) AND $1 IN (r.requester_id, r.coach_id)`,
);

/** What `complete_exchange` answers: the settlement's outcome, after the caller's session was checked. */
export interface SettlementRow extends Omit<SettlementOutcome, 'outcome'> {
  outcome: SettlementOutcome['outcome'] | 'unauthenticated';
}

/**
 * A completion from the request card in one statement: `complete_exchange` checks the caller's
 * session (given it) and settles through `settle_exchange` (the ledger's `ledger_transfer`, the other
 * party's notification); the card comes from the same statement. The live event is sent after the
 * commit (a NOTIFY inside would serialise the settlements' commits: migration EventsAfterCommit).
 * The card's row is read with the statement's snapshot, taken before the function changed the
 * request: its `status` and `completedAt` are the function's (`settled_at`), everything else on the
 * card is untouched by a completion. The card's columns are null unless `outcome` is `completed`.
 */
export const completeExchange = defineQuery<
  [memberId: string, sessionId: string | null, requestId: string, notice: string, mailByDefault: boolean],
  SettlementRow & Partial<RequestView>
>(
  'completeExchange',
  `WITH settled AS MATERIALIZED (SELECT * FROM complete_exchange($1, $2, $3, $4, $5))
   SELECT settled.*, card.* FROM settled
     LEFT JOIN LATERAL (${REQUEST_VIEW_SQL} WHERE r.id = $3 AND settled.outcome = 'completed') card ON true`,
);

/** What a group answers for one of its completions: `completeExchange`'s row, or `failed` (rolled back alone). */
export type GroupedSettlementRow = Omit<SettlementRow, 'outcome'> & {
  outcome: SettlementRow['outcome'] | 'failed';
} & Partial<RequestView>;

/**
 * A group of completions in one statement and one commit (`complete_exchanges`, migration
 * GroupSettlement): each item is `completeExchange`'s, with its own member ($1), session ($2) and
 * request ($3), answered in order with its position (`item`, from 1); `failed` means that item was
 * rolled back alone. Each completed item's card as `completeExchange` reads it.
 */
export const completeExchanges = defineQuery<
  [memberIds: string[], sessionIds: (string | null)[], requestIds: string[], notice: string, mailByDefault: boolean],
  { item: number } & GroupedSettlementRow
>(
  'completeExchanges',
  `WITH settled AS MATERIALIZED (SELECT * FROM complete_exchanges($1::uuid[], $2::uuid[], $3::uuid[], $4, $5))
   SELECT settled.*, card.* FROM settled
     LEFT JOIN LATERAL (${requestViewSql('($1::uuid[])[settled.item]')} WHERE r.id = ($3::uuid[])[settled.item] AND settled.outcome = 'completed') card ON true
    ORDER BY settled.item`,
);

// ─── Sessions ────────────────────────────────────────────────────────────────────────────────────

export const requestForSession = defineQuery<
  [requestId: string],
  { id: string; status: RequestStatus; requester_id: string; coach_id: string; title: string }
>(
  'requestForSession',
  `SELECT r.id, r.status, r.requester_id, r.coach_id, o.title FROM exchange_requests r JOIN services o ON o.id = r.service_id
    WHERE r.id = $1 FOR SHARE OF r`,
);

/** The proposed date and slot checked in the other party's timezone ($1 the other party, $4 the proposer). */
export const slotCheck = defineQuery<
  [otherId: string, proposedDate: string, hour: number, memberId: string],
  {
    timezone: string;
    other_name: string;
    my_name: string;
    past_date: boolean;
    starts_at: Date;
    past_slot: boolean;
    available: boolean;
  }
>(
  'slotCheck',
  `SELECT u.timezone, u.full_name AS other_name, me.full_name AS my_name,
          $2::date < (now() AT TIME ZONE u.timezone)::date AS past_date,
          (($2::date + make_time($3, 0, 0)) AT TIME ZONE u.timezone) AS starts_at,
          (($2::date + make_time($3, 0, 0)) AT TIME ZONE u.timezone) <= now() AS past_slot,
          EXISTS (SELECT 1 FROM availability_slots a WHERE a.user_id = u.id
                    AND a.weekday = extract(isodow FROM $2::date) - 1 AND a.hour = $3) AS available
     FROM users u, users me WHERE u.id = $1 AND me.id = $4`,
);

/**
 * Whether the coach runs a group session of theirs at that instant (any but a cancelled one): a
 * one-to-one session cannot be agreed on top of it, as a group session cannot be scheduled on top
 * of an accepted one-to-one session.
 */
export const coachRunsGroupSessionAt = defineQuery<[coachId: string, startsAt: Date], { busy: boolean }>(
  'coachRunsGroupSessionAt',
  `SELECT EXISTS (SELECT 1 FROM group_sessions g
                   WHERE g.coach_id = $1 AND g.starts_at = $2 AND g.status <> 'cancelled') AS busy`,
);

export const insertSession = defineQuery<
  [
    requestId: string,
    coachId: string,
    studentId: string,
    proposerId: string,
    startsAt: Date,
    proposedDate: string,
    proposedTimeSlot: string,
    notes: string | null,
  ],
  { id: string }
>(
  'insertSession',
  `INSERT INTO sessions (exchange_request_id, coach_id, student_id, proposer_id, starts_at, proposed_date, proposed_time_slot, notes)
   VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
);

export const acceptSession = defineQuery<[sessionId: string]>(
  'acceptSession',
  `UPDATE sessions SET status = 'accepted', responded_at = now() WHERE id = $1`,
);

export const rejectSession = defineQuery<[sessionId: string]>(
  'rejectSession',
  `UPDATE sessions SET status = 'rejected', responded_at = now() WHERE id = $1`,
);

/** The agreed time becomes the exchange's session date. */
export const setRequestSessionDate = defineQuery<[requestId: string, startsAt: Date]>(
  'setRequestSessionDate',
  `UPDATE exchange_requests SET session_date = $2 WHERE id = $1 AND status = 'accepted'`,
);

export interface LockedSessionRow {
  id: string;
  exchange_request_id: string;
  status: SessionStatus;
  coach_id: string;
  student_id: string;
  proposer_id: string;
  starts_at: Date;
  proposed_date: string;
  proposed_time_slot: string;
  title: string;
  responder_name: string;
  proposer_timezone: string;
}

/** A session (already locked in the exchange's lock order) with what its notifications need. */
export const sessionForChange = defineQuery<[sessionId: string], LockedSessionRow>(
  'sessionForChange',
  `SELECT s.*, to_char(s.proposed_date, 'YYYY-MM-DD') AS proposed_date, o.title, proposer.timezone AS proposer_timezone,
          (SELECT full_name FROM users WHERE id = CASE WHEN s.proposer_id = s.coach_id THEN s.student_id ELSE s.coach_id END) AS responder_name
     FROM sessions s JOIN exchange_requests r ON r.id = s.exchange_request_id JOIN services o ON o.id = r.service_id
     JOIN users proposer ON proposer.id = s.proposer_id
    WHERE s.id = $1`,
);

/**
 * What every view of sessions reads from (here and the calendar's read model): the session `s`, its
 * request `r` and service `o`, and its two parties, the coach `co` and the student `st`.
 */
export const SESSIONS_WITH_PARTIES = `sessions s
    JOIN exchange_requests r ON r.id = s.exchange_request_id
    JOIN services o ON o.id = r.service_id
    JOIN users co ON co.id = s.coach_id
    JOIN users st ON st.id = s.student_id`;

const SESSION_VIEW_SQL = `
  SELECT s.id, s.exchange_request_id AS "exchangeRequestId", s.status, s.coach_id AS "coachId", s.student_id AS "studentId",
         s.proposer_id AS "proposerId", s.starts_at AS "startsAt", to_char(s.proposed_date, 'YYYY-MM-DD') AS "proposedDate",
         s.proposed_time_slot AS "proposedTimeSlot", owner.timezone, s.notes, s.created_at AS "createdAt", s.completed_at AS "completedAt",
         json_build_object('title', o.title) AS service,
         ${memberJson('co')} AS coach,
         ${memberJson('st')} AS student
    FROM ${SESSIONS_WITH_PARTIES}
    JOIN users owner ON owner.id = CASE WHEN s.proposer_id = s.coach_id THEN s.student_id ELSE s.coach_id END`;

export const sessionsOf = defineQuery<[memberId: string], SessionView>(
  'sessionsOf',
  `${SESSION_VIEW_SQL} WHERE $1 IN (s.coach_id, s.student_id) ORDER BY s.starts_at DESC, s.id DESC LIMIT ${LIST_LIMIT}`,
);

export const sessionForParty = defineQuery<[memberId: string, sessionId: string], SessionView>(
  'sessionForParty',
  `${SESSION_VIEW_SQL} WHERE s.id = $2 AND $1 IN (s.coach_id, s.student_id)`,
);

// ─── Testimonials ────────────────────────────────────────────────────────────────────────────────

export const requestForTestimonial = defineQuery<
  [requestId: string, writerId: string],
  {
    id: string;
    status: RequestStatus;
    requester_id: string;
    coach_id: string;
    title: string;
    writer_name: string;
    reversed: boolean;
  }
>(
  'requestForTestimonial',
  `SELECT r.id, r.status, r.requester_id, r.coach_id, o.title, w.full_name AS writer_name, ${reversedSql('r')} AS reversed
     FROM exchange_requests r JOIN services o ON o.id = r.service_id JOIN users w ON w.id = $2
    WHERE r.id = $1 FOR SHARE OF r`,
);

/**
 * The writer's seat of a group session, for its testimonial (read model of the group sessions
 * module's `group_sessions` and `group_session_seats`). The occurrence is share-locked first, as
 * every change about its seats locks it first: it cannot be completed or cancelled meanwhile.
 */
export const seatForTestimonial = defineQuery<
  [groupSessionId: string, writerId: string],
  {
    coach_id: string;
    title: string;
    writer_name: string;
    seat_id: string | null;
    seat_status: string | null;
    reversed: boolean;
  }
>(
  'seatForTestimonial',
  `SELECT g.coach_id, o.title, w.full_name AS writer_name, s.id AS seat_id, s.status AS seat_status,
          EXISTS (SELECT 1 FROM exchange_disputes d WHERE d.seat_id = s.id AND d.status = 'reversed') AS reversed
     FROM group_sessions g
     JOIN services o ON o.id = g.service_id
     JOIN users w ON w.id = $2
     LEFT JOIN group_session_seats s ON s.group_session_id = g.id AND s.member_id = $2
      AND s.status IN ('booked', 'waitlisted', 'attended', 'absent')
    WHERE g.id = $1 FOR SHARE OF g`,
);

export const insertSeatTestimonial = defineQuery<
  [seatId: string, reviewerId: string, revieweeId: string, rating: number, content: string, isPublic: boolean],
  { id: string }
>(
  'insertSeatTestimonial',
  `INSERT INTO testimonials (seat_id, reviewer_id, reviewee_id, rating, content, is_public)
   VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
);

export const insertTestimonial = defineQuery<
  [requestId: string, reviewerId: string, revieweeId: string, rating: number, content: string, isPublic: boolean],
  { id: string }
>(
  'insertTestimonial',
  `INSERT INTO testimonials (exchange_request_id, reviewer_id, reviewee_id, rating, content, is_public)
   VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
);

// A testimonial is about an exchange request or a group-session seat (read model of the group sessions
// module's `group_session_seats` and `group_sessions`): the service is the request's or the occurrence's.
const TESTIMONIAL_VIEW_SQL = `
  SELECT t.id, t.exchange_request_id AS "exchangeRequestId", gs.group_session_id AS "groupSessionId",
         t.rating, t.content, t.is_public AS "isPublic", t.created_at AS "createdAt",
         ${memberJson('rv')} AS reviewer,
         ${memberJson('re')} AS reviewee,
         json_build_object('id', o.id, 'title', o.title) AS service
    FROM testimonials t
    JOIN users rv ON rv.id = t.reviewer_id
    JOIN users re ON re.id = t.reviewee_id
    LEFT JOIN exchange_requests r ON r.id = t.exchange_request_id
    LEFT JOIN group_session_seats gs ON gs.id = t.seat_id
    LEFT JOIN group_sessions g ON g.id = gs.group_session_id
    JOIN services o ON o.id = coalesce(r.service_id, g.service_id)`;

export const testimonialById = defineQuery<[testimonialId: string], TestimonialView>(
  'testimonialById',
  `${TESTIMONIAL_VIEW_SQL} WHERE t.id = $1`,
);

export const testimonialsReceived = newestOfMember<TestimonialView>(
  'testimonialsReceived',
  TESTIMONIAL_VIEW_SQL,
  't.reviewee_id',
  't.created_at DESC, t.id DESC',
);
export const testimonialsGiven = newestOfMember<TestimonialView>(
  'testimonialsGiven',
  TESTIMONIAL_VIEW_SQL,
  't.reviewer_id',
  't.created_at DESC, t.id DESC',
);

/** Public testimonials about several members at once, newest first, `$2` each. */
export const publicTestimonialsAbout = defineQuery<
  [memberIds: readonly string[], limit: number],
  TestimonialView & { n: number }
>(
  'publicTestimonialsAbout',
  `SELECT * FROM (
     SELECT v.*, (row_number() OVER (PARTITION BY (v.reviewee->>'id') ORDER BY v."createdAt" DESC, v.id DESC))::int AS n
       FROM (${TESTIMONIAL_VIEW_SQL} WHERE t.reviewee_id = ANY($1::uuid[]) AND t.is_public) v
   ) ranked WHERE n <= $2`,
);

// ─── Achievements ────────────────────────────────────────────────────────────────────────────────

/** When each achievement was earned (null: not yet) and the counts the level's XP comes from. */
export interface AchievementFactsRow {
  profile_completed: Date | null;
  first_service: Date | null;
  first_exchange: Date | null;
  first_testimonial: Date | null;
  five_exchanges: Date | null;
  twenty_five_exchanges: Date | null;
  three_referrals: Date | null;
  premium: Date | null;
  exchanges: number;
  given: number;
  received: number;
  referrals: number;
  services: number;
}

export const achievementFacts = defineQuery<[userId: string], AchievementFactsRow>(
  'achievementFacts',
  `WITH done AS (
     -- A reversed exchange (its dispute upheld against it) is not a completed one: it earns nothing.
     SELECT completed_at, row_number() OVER (ORDER BY completed_at) AS n FROM exchange_requests r
      WHERE status = 'completed' AND $1 IN (requester_id, coach_id)
        AND NOT EXISTS (SELECT 1 FROM exchange_disputes d WHERE d.request_id = r.id AND d.status = 'reversed')),
   refs AS (
     SELECT completed_at, row_number() OVER (ORDER BY completed_at) AS n FROM referrals
      WHERE referrer_id = $1 AND completed_at IS NOT NULL)
   SELECT
     (SELECT CASE WHEN profile_completed THEN coalesce(profile_completed_at, created_at) END FROM users WHERE id = $1) AS profile_completed,
     (SELECT min(created_at) FROM services WHERE coach_id = $1) AS first_service,
     (SELECT completed_at FROM done WHERE n = 1) AS first_exchange,
     (SELECT min(created_at) FROM testimonials WHERE reviewer_id = $1) AS first_testimonial,
     (SELECT completed_at FROM done WHERE n = 5) AS five_exchanges,
     (SELECT completed_at FROM done WHERE n = 25) AS twenty_five_exchanges,
     (SELECT completed_at FROM refs WHERE n = 3) AS three_referrals,
     (SELECT CASE WHEN user_type = 'premium' THEN coalesce((SELECT min(fulfilled_at) FROM payments WHERE user_id = $1), created_at) END
        FROM users WHERE id = $1) AS premium,
     (SELECT count(*)::int FROM done) AS exchanges,
     (SELECT count(*)::int FROM testimonials WHERE reviewer_id = $1) AS given,
     (SELECT count(*)::int FROM testimonials WHERE reviewee_id = $1) AS received,
     (SELECT count(*)::int FROM refs) AS referrals,
     (SELECT count(*)::int FROM services WHERE coach_id = $1) AS services`,
);
